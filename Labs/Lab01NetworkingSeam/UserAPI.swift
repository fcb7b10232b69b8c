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
  // TODO: Task 2. Keep the `Networking` you are given (type it `any Networking`).

  public init(networking: any Networking, baseURL: URL) {
    // TODO: Task 2. Store `networking` too.
    self.baseURL = baseURL
  }

  /// Fetches `GET <baseURL>/users/<id>` with `Accept: application/json` and decodes the body.
  ///
  /// Throws ``UserAPIError/badStatus(_:)`` for a non-2xx answer, a `DecodingError` for a body
  /// that is not a profile, and the networking error itself, unchanged, when the request fails.
  public func profile(id: String) async throws -> UserProfile {
    // TODO: Task 2.
    // 1. Build a URLRequest for <baseURL>/users/<id>, method GET, header Accept: application/json.
    // 2. Send it through the stored networking.
    // 3. Not an HTTPURLResponse? Throw UserAPIError.notHTTP. Not 2xx? Throw .badStatus(code).
    // 4. Decode the body as a UserProfile with JSONDecoder.
    throw Unimplemented("UserAPI.profile(id:)")
  }
}
