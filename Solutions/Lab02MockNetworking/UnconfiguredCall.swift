import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension MockNetworking {
  /// Thrown by a ``MockNetworking`` call that no test configured an answer for.
  ///
  /// Its description names the method and the request, so the failing test says what to set up:
  ///
  /// ```
  /// MockNetworking.data(for:) received POST https://api.example.test/users with no response
  /// configured. Call respond(with:) or respond(inOrder:) before the code under test runs.
  /// ```
  public struct UnconfiguredCall: Error, CustomStringConvertible {
    /// The double's method that was called, such as `data(for:)`.
    public let method: String
    /// The request it received.
    public let request: URLRequest

    public init(method: String, request: URLRequest) {
      self.method = method
      self.request = request
    }

    public var description: String {
      let verb = request.httpMethod ?? "GET"
      let url = request.url?.absoluteString ?? "<no URL>"
      return "MockNetworking.\(method) received \(verb) \(url) with no response configured. "
        + "Call respond(with:) or respond(inOrder:) before the code under test runs."
    }
  }
}
