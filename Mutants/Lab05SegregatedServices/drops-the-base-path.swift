// replaces: CatService.swift
// bug: builds the fact URL with URL(string: "/fact", relativeTo: baseURL), which resolves against the host and drops a base URL's own path (https://api.test/v1 becomes https://api.test/fact).
// hint: A base URL can carry a path of its own, such as /api/v1. Give the service one and look at the URL it sends.
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
  private let client: any HTTPClient
  private let baseURL: URL

  public init(client: any HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// `GET <baseURL>/fact`, decoded as a ``CatFact``.
  public func fetchCatFact() async throws(CatServiceError) -> CatFact {
    var request = URLRequest(url: URL(string: "/fact", relativeTo: baseURL) ?? baseURL)
    request.httpMethod = "GET"
    let body = try await send(request)
    do {
      return try JSONDecoder().decode(CatFact.self, from: body)
    } catch {
      throw .undecodable
    }
  }

  /// `PATCH <baseURL>/cats/<id>` with the JSON body `{"name": "<name>"}`.
  public func updateName(id: String, to name: String) async throws(CatServiceError) {
    var request = URLRequest(url: baseURL.appendingPathComponent("cats").appendingPathComponent(id))
    request.httpMethod = "PATCH"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONSerialization.data(withJSONObject: ["name": name])
    _ = try await send(request)
  }

  /// Sends `request` and returns the body of a 2xx answer; every failure becomes a CatServiceError.
  private func send(_ request: URLRequest) async throws(CatServiceError) -> Data {
    let body: Data
    let response: URLResponse
    do {
      (body, response) = try await client.data(for: request)
    } catch {
      throw .offline
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { throw .server(status: status) }
    return body
  }
}
