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
///
/// Both methods throw a ``CatServiceError`` for every failure, and a cancel (`CancellationError` or
/// `URLError(.cancelled)`) unchanged: the caller stopped waiting, so nothing failed.
public struct CatService: FetchCatFactProtocol, UpdateCatInformationProtocol {
  private let client: any HTTPClient
  private let baseURL: URL

  public init(client: any HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// `GET <baseURL>/fact`, decoded as a ``CatFact``.
  public func fetchCatFact() async throws -> CatFact {
    var request = URLRequest(url: baseURL.appendingPathComponent("fact"))
    request.httpMethod = "GET"
    let body = try await send(request)
    do {
      return try JSONDecoder().decode(CatFact.self, from: body)
    } catch {
      throw CatServiceError.undecodable
    }
  }

  /// `PATCH <baseURL>/cats/<id>` with the JSON body `{"name": "<name>"}`.
  public func updateName(id: String, to name: String) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("cats").appendingPathComponent(id))
    request.httpMethod = "PATCH"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONSerialization.data(withJSONObject: ["name": name])
    _ = try await send(request)
  }

  /// Sends `request` and returns the body of a 2xx answer; every failure becomes a CatServiceError,
  /// and a cancel goes back to the caller as it came.
  private func send(_ request: URLRequest) async throws -> Data {
    let body: Data
    let response: URLResponse
    do {
      (body, response) = try await client.data(for: request)
    } catch let error where Self.isCancel(error) {
      throw error
    } catch {
      throw CatServiceError.offline
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { throw CatServiceError.server(status: status) }
    return body
  }

  /// The two shapes a cancel arrives in: Swift's, and URLSession's for a cancelled `data(for:)`.
  private static func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
