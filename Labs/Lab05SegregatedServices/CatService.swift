import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real cat service: one type that can do both jobs, because it conforms to both small
/// protocols. Who gets to use which job is decided by the type each caller asks for.
///
/// ```swift
/// let service = CatService(client: client, baseURL: URL(string: "https://catfact.ninja")!)
/// let model = CatFactViewModel(service: service)   // sees only FetchCatFactProtocol
/// try await service.updateName(id: "c-7", to: "Tom")   // an editor screen would ask for this one
/// ```
public struct CatService: FetchCatFactProtocol, UpdateCatInformationProtocol {
  // TODO: Task 2. Keep the client (typed `any HTTPClient`) and the base URL you are given.

  public init(client: any HTTPClient, baseURL: URL) {
    // TODO: Task 2. Store `client` and `baseURL`.
  }

  /// `GET <baseURL>/fact`, decoded as a ``CatFact``.
  public func fetchCatFact() async throws(CatServiceError) -> CatFact {
    // TODO: Task 2.
    // 1. Build a URLRequest for <baseURL>/fact with httpMethod "GET"; send it through the client.
    // 2. The client throws? Throw .offline. The status is not in 200..<300 (or the response is not
    //    an HTTPURLResponse)? Throw .server(status:) with the status (0 when not HTTP).
    // 3. Decode the body with JSONDecoder; if that fails, throw .undecodable.
    // This method can only throw CatServiceError (`throws(CatServiceError)`), so the starter cannot
    // throw the usual "not written yet" error: it returns an empty fact instead.
    CatFact(fact: "", length: 0)
  }

  /// `PATCH <baseURL>/cats/<id>` with the JSON body `{"name": "<name>"}`.
  public func updateName(id: String, to name: String) async throws(CatServiceError) {
    // TODO: Task 2.
    // Build a URLRequest for <baseURL>/cats/<id>, httpMethod "PATCH", header Content-Type:
    // application/json, httpBody {"name": name} as JSON; send it, failing as fetchCatFact does.
    // (A private helper that sends a request and checks the answer serves both methods.)
  }
}
