// replaces: NetworkClient.swift
// bug: decodes with try? and reports a body that is not a Response as badStatus(201), hiding the DecodingError.
// hint: A 201 is a success. What error should a caller see when the body is the thing that is wrong?

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
  private let networking: any Networking
  private let baseURL: URL
  private let token: String

  public init(networking: any Networking, baseURL: URL, token: String) {
    self.networking = networking
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
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.httpBody = try JSONEncoder().encode(body)

    let (data, response) = try await networking.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw NetworkClientError.notHTTP }
    guard (200..<300).contains(http.statusCode),
      let value = try? JSONDecoder().decode(Response.self, from: data)
    else { throw NetworkClientError.badStatus(http.statusCode) }
    return value
  }
}
