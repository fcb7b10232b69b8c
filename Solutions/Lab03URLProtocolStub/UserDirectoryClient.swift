import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Talks to the user directory over the `URLSession` it is given.
///
/// Tests give it the session of a ``NetworkStub``, so the real `URLSession` builds and sends
/// every request, and the stub answers it.
///
/// Errors: a status outside 200..<300 becomes a ``UserDirectoryError``, checked before the body
/// is decoded; everything else comes out as it came in: a transport error, a body that does not
/// decode, and a cancel of either kind, which the caller must be able to tell from a failure
/// (docs/01, "A cancel is not a failure"). One call sends one request: no retry, no cache.
///
/// ```swift
/// let client = UserDirectoryClient(session: session, baseURL: URL(string: "https://api.example.com")!, token: token)
/// let adas = try await client.search(name: "Ada", page: 1)   // GET /users?q=Ada&page=1
/// ```
public struct UserDirectoryClient: Sendable {
  private let session: URLSession
  private let baseURL: URL
  private let token: String

  public init(session: URLSession, baseURL: URL, token: String) {
    self.session = session
    self.baseURL = baseURL
    self.token = token
  }

  /// `GET <baseURL>/users?q=<name>&page=<page>`, decoded as `[UserProfile]`.
  ///
  /// Sends `Accept: application/json` and `Authorization: Bearer <token>`, and leaves the
  /// timeout and the cache policy to the session (a request's defaults). Any name is sent as it
  /// is, as one `q` item: empty, blank, with `&`, `=`, `+`, `#`, `%` or letters outside ASCII.
  public func search(name: String, page: Int) async throws -> [UserProfile] {
    var components = URLComponents(url: baseURL.appendingPathComponent("users"), resolvingAgainstBaseURL: false)
    // URLComponents percent-encodes each item: a space or an `&` in the name stays in `q`.
    components?.queryItems = [URLQueryItem(name: "q", value: name), URLQueryItem(name: "page", value: String(page))]
    guard let url = components?.url else { throw URLError(.badURL) }

    var request = authorizedRequest(url: url)
    request.httpMethod = "GET"
    return try await send(request, decoding: [UserProfile].self)
  }

  /// `POST <baseURL>/users` with `user` as a JSON body; returns the created profile.
  ///
  /// Sends `Content-Type: application/json`, `Accept: application/json` and the token, with the
  /// request's default timeout and cache policy.
  public func create(_ user: NewUser) async throws -> UserProfile {
    var request = authorizedRequest(url: baseURL.appendingPathComponent("users"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(user)
    return try await send(request, decoding: UserProfile.self)
  }

  private func authorizedRequest(url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    return request
  }

  // Transport errors propagate unchanged (`try`, no catch); only the status code becomes a
  // UserDirectoryError, and it is checked before decoding: an error page can be valid JSON.
  private func send<Body: Decodable>(_ request: URLRequest, decoding: Body.Type) async throws -> Body {
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    switch http.statusCode {
    case 200..<300: return try JSONDecoder().decode(Body.self, from: data)
    case 401: throw UserDirectoryError.unauthorized
    case 404: throw UserDirectoryError.notFound
    default: throw UserDirectoryError.badStatus(http.statusCode)
    }
  }
}
