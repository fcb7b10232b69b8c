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
  // TODO: Task 4. The client sends through the networking it is given, never one of its own.

  public init(networking: any Networking, baseURL: URL, token: String) {
    // TODO: Task 4. Keep `networking` too.
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
    // TODO: Task 4. Send the request the doc comment above describes, through the networking you
    // were given, exactly once (a failure is the caller's to retry, not the client's), and turn
    // its answer into a value or the error the doc comment names. An error the networking throws
    // is not yours to translate: a cancel of either kind reaches the caller as it came (docs/01,
    // "A cancel is not a failure").
    throw Unimplemented("NetworkClient.post(_:to:)")
  }
}
