import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam between your code and the network: the one method the app needs, nothing more.
///
/// Code that talks to the network takes a `Networking` through its initializer instead of reaching
/// for `URLSession.shared`. The app passes the live adapter; a test passes a double.
///
/// ```swift
/// let api = UserAPI(networking: URLSessionNetworking(session: session), baseURL: baseURL)
/// ```
public protocol Networking: Sendable {
  /// Sends `request` and returns the body and the response, or throws the transport error.
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
