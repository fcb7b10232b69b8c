import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What can go wrong between a response arriving and a profile coming out.
public enum UserAPIError: Error, Equatable {
  /// The server answered, but not with a 2xx status.
  case badStatus(Int)
  /// The response was not an HTTP response.
  case notHTTP
}

/// Loads user profiles over whatever `Networking` it is given.
///
/// Before this lab it looked like this, and no test could run it without the internet:
///
/// ```swift
/// let (data, _) = try await URLSession.shared.data(from: url)   // a singleton, hidden inside
/// ```
public struct UserAPI: Sendable {
  private let baseURL: URL
  // TODO: Task 2. Keep the `Networking` you are given: every request goes through it.

  public init(networking: any Networking, baseURL: URL) {
    // TODO: Task 2. Keep `networking` too (chapter: "Concept", constructor injection).
    self.baseURL = baseURL
  }

  /// Fetches `GET <baseURL>/users/<id>` with `Accept: application/json` and decodes the body.
  ///
  /// Throws ``UserAPIError/badStatus(_:)`` for a non-2xx answer, a `DecodingError` for a body
  /// that is not a profile, and the networking error itself, unchanged, when the request fails.
  public func profile(id: String) async throws -> UserProfile {
    // TODO: Task 2. Do what the doc comment above promises, and nothing more. The tests read the
    // whole request the networking received (every field, for ids of every shape and base URLs
    // with and without a path), and what comes out for statuses on both sides of 2xx, bodies of
    // every shape, and every error the networking can throw. Why each rule: chapter, "Task 2:
    // UserAPI over the seam"; why a cancel must come through untouched: "A cancel is not a failure".
    throw Unimplemented("UserAPI.profile(id:)")
  }
}
