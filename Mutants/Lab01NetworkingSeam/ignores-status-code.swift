// replaces: UserAPI.swift
// bug: decodes the body without looking at the status code, so a 404 or 500 with a JSON body becomes a profile.
// hint: An HTTP error can carry a perfectly decodable body. Check statusCode before decoding.

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
/// ```swift
/// let api = UserAPI(networking: networking, baseURL: URL(string: "https://api.example.com")!)
/// let ada = try await api.profile(id: "42")   // GET https://api.example.com/users/42
/// ```
public struct UserAPI: Sendable {
  private let networking: any Networking
  private let baseURL: URL

  public init(networking: any Networking, baseURL: URL) {
    self.networking = networking
    self.baseURL = baseURL
  }

  /// Fetches `GET <baseURL>/users/<id>` with `Accept: application/json` and decodes the body.
  ///
  /// Throws ``UserAPIError/badStatus(_:)`` for a non-2xx answer, a `DecodingError` for a body
  /// that is not a profile, and the networking error itself, unchanged, when the request fails.
  public func profile(id: String) async throws -> UserProfile {
    var request = URLRequest(url: baseURL.appendingPathComponent("users").appendingPathComponent(id))
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")

    let (data, response) = try await networking.data(for: request)
    guard response is HTTPURLResponse else { throw UserAPIError.notHTTP }
    return try JSONDecoder().decode(UserProfile.self, from: data)
  }
}
