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
  private let session: URLSession

  public init(session: URLSession) {
    self.session = session
  }

  // Written out rather than `extension URLSession: Networking {}`: on Linux the method is
  // `data(for:delegate:)`, so URLSession does not satisfy the protocol by itself there.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await session.data(for: request)
  }
}
