import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What can go wrong between a response arriving and a value coming out.
public enum NetworkClientError: Error, Equatable {
  /// The server answered, but not with a 2xx status.
  case badStatus(Int)
  /// The response was not an HTTP response.
  case notHTTP
}

/// A small JSON client: it POSTs an `Encodable` body to a path under its base URL, with the
/// app's token, and decodes the answer.
///
/// ```swift
/// let client = NetworkClient(networking: networking, baseURL: baseURL, token: "t0k3n")
/// let user: User = try await client.post(NewUser(name: "Ada"), to: "users")
/// ```
public struct NetworkClient: Sendable {
  private let baseURL: URL
  private let token: String
  // TODO: Task 4. Keep the `Networking` you are given (type it `any Networking`).

  public init(networking: any Networking, baseURL: URL, token: String) {
    // TODO: Task 4. Store `networking` too.
    self.baseURL = baseURL
    self.token = token
  }

  /// Sends `POST <baseURL>/<path>` with `body` encoded as JSON and the headers
  /// `Content-Type: application/json`, `Accept: application/json` and
  /// `Authorization: Bearer <token>`, then decodes a 2xx answer's body as `Response`.
  ///
  /// Throws ``NetworkClientError/badStatus(_:)`` for a non-2xx answer, ``NetworkClientError/notHTTP``
  /// for a response that is not HTTP, a `DecodingError` for a body that is not a `Response`, and
  /// the networking error itself, unchanged, when the request fails.
  public func post<Body: Encodable, Response: Decodable>(_ body: Body, to path: String) async throws -> Response {
    // TODO: Task 4.
    // 1. Build a URLRequest for <baseURL>/<path> (appendingPathComponent), method POST.
    // 2. Set the three headers, and httpBody to JSONEncoder().encode(body).
    // 3. Send it through the stored networking. Let its errors propagate unchanged.
    // 4. Not an HTTPURLResponse? Throw .notHTTP. Not 2xx? Throw .badStatus(code).
    // 5. Decode the body as Response with JSONDecoder.
    throw Unimplemented("NetworkClient.post(_:to:)")
  }
}
