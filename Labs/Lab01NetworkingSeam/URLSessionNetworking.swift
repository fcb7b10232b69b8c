import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `Networking`: forwards every request to the `URLSession` it was given.
///
/// There is deliberately no `= .shared` default: the session is chosen at the app's edge (its
/// composition root), so nothing below it can smuggle in a singleton.
///
/// ```swift
/// let networking = URLSessionNetworking(session: URLSession(configuration: .ephemeral))
/// ```
public struct URLSessionNetworking: Networking {
  // TODO: Task 1. Keep the session you are given in a stored property.

  public init(session: URLSession) {
    // TODO: Task 1. Store `session`. Do not add a `= .shared` default to this parameter.
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // TODO: Task 1. Forward the request to the stored session and return what it returns.
    // Careful: `extension URLSession: Networking {}` would not compile on Linux, where the
    // method is `data(for:delegate:)`. Calling the session's own `data(for:)` works everywhere.
    throw Unimplemented("URLSessionNetworking.data(for:)")
  }
}
