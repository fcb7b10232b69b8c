// replaces: UnconfiguredCall.swift
// bug: the unconfigured-call error says only "no response configured", so the failing test does not say which request it forgot to set up.
// hint: A failure message is read by someone who did not write the test: name the method, the HTTP method and the URL.

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
      "MockNetworking: no response configured."
    }
  }
}
