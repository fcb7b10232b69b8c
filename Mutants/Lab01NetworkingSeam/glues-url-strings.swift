// replaces: UserAPI.swift
// bug: builds the URL by string interpolation ("\(baseURL)/users/\(id)"), so a baseURL ending in "/" gives "/v2//users/7".
// hint: Try a baseURL that ends with a slash. How many slashes end up before "users"?
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
    guard let url = URL(string: "\(baseURL.absoluteString)/users/\(id)") else { throw URLError(.badURL) }
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")

    let (data, response) = try await networking.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw UserAPIError.notHTTP }
    guard (200..<300).contains(http.statusCode) else { throw UserAPIError.badStatus(http.statusCode) }
    return try JSONDecoder().decode(UserProfile.self, from: data)
  }
}
