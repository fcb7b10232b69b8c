import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam between your code and the network, as Lab 01 built it: the one method the app needs.
///
/// This lab carries its own copy, already written: code takes a `Networking` through its
/// initializer, the app passes the live adapter, a test passes the double you write here.
///
/// ```swift
/// let mock = MockNetworking()
/// let client = NetworkClient(networking: mock, baseURL: baseURL, token: "t0k3n")
/// ```
public protocol Networking: Sendable {
  /// Sends `request` and returns the body and the response, or throws the transport error.
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
