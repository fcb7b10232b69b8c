import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Talks to the user directory over the `URLSession` it is given.
///
/// Tests give it the session of a ``NetworkStub``, so the real `URLSession` builds and sends
/// every request, and the stub answers it.
///
/// ```swift
/// let client = UserDirectoryClient(session: session, baseURL: URL(string: "https://api.example.com")!, token: token)
/// let adas = try await client.search(name: "Ada", page: 1)   // GET /users?q=Ada&page=1
/// ```
public struct UserDirectoryClient: Sendable {
  // TODO: Task 4. Keep the session, the baseURL and the token you are given.

  public init(session: URLSession, baseURL: URL, token: String) {
    // TODO: Task 4. Store all three. No `= .shared` default for the session.
  }

  /// `GET <baseURL>/users?q=<name>&page=<page>`, decoded as `[UserProfile]`.
  ///
  /// Sends `Accept: application/json` and `Authorization: Bearer <token>`.
  public func search(name: String, page: Int) async throws -> [UserProfile] {
    // TODO: Task 4.
    // 1. The URL: URLComponents on baseURL + "users", with queryItems q=<name> and page=<page>
    //    (not string interpolation: URLComponents encodes the spaces and `&` in a name).
    // 2. Headers Accept: application/json and Authorization: Bearer <token>; method GET.
    // 3. Send it with session.data(for:), then map the status (see create's comment).
    throw Unimplemented("UserDirectoryClient.search(name:page:)")
  }

  /// `POST <baseURL>/users` with `user` as a JSON body; returns the created profile.
  ///
  /// Sends `Content-Type: application/json`, `Accept: application/json` and the token.
  public func create(_ user: NewUser) async throws -> UserProfile {
    // TODO: Task 4.
    // 1. POST <baseURL>/users, body JSONEncoder().encode(user), Content-Type: application/json,
    //    plus the same Accept and Authorization headers as search.
    // 2. Status before body: 200..<300 decodes the body; 401 throws .unauthorized; 404 throws
    //    .notFound; anything else throws .badStatus(code). Transport errors propagate unchanged.
    throw Unimplemented("UserDirectoryClient.create(_:)")
  }
}
