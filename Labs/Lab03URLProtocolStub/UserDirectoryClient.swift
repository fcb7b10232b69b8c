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
  public init(session: URLSession, baseURL: URL, token: String) {
    // TODO: Task 4. Keep what you are given, so every request goes through this session, under
    // this baseURL, with this token. No default session: the caller decides (Lab 01's lesson).
  }

  /// `GET <baseURL>/users?q=<name>&page=<page>`, decoded as `[UserProfile]`.
  ///
  /// Sends `Accept: application/json` and `Authorization: Bearer <token>`, and leaves the
  /// timeout and the cache policy to the session (a request's defaults). Any name is sent as it
  /// is, as one `q` item: empty, blank, with `&`, `=`, `+`, `#`, `%` or letters outside ASCII.
  public func search(name: String, page: Int) async throws -> [UserProfile] {
    // TODO: Task 4. The request the doc comment describes, under the baseURL's own path, and
    // the answer mapped as the type's doc comment says. The tests send names of every shape and
    // compare the whole request the stub recorded, query items decoded: a name must arrive as one
    // `q` item, exactly as given.
    throw Unimplemented("UserDirectoryClient.search(name:page:)")
  }

  /// `POST <baseURL>/users` with `user` as a JSON body; returns the created profile.
  ///
  /// Sends `Content-Type: application/json`, `Accept: application/json` and the token, with the
  /// request's default timeout and cache policy.
  public func create(_ user: NewUser) async throws -> UserProfile {
    // TODO: Task 4. The request the doc comment describes, its body valid JSON for exactly this
    // user whatever the strings hold, and the answer mapped as search's: the same HTTP rules for
    // every endpoint.
    throw Unimplemented("UserDirectoryClient.create(_:)")
  }
}
