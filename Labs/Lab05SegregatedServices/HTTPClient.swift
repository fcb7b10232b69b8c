import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network seam ``CatService`` sends its requests through (Lab 01 builds the same seam and
/// its `URLSession` adapter; this lab carries its own copy so it stands alone).
///
/// ```swift
/// let service = CatService(client: client, baseURL: URL(string: "https://catfact.ninja")!)
/// ```
public protocol HTTPClient: Sendable {
  /// Sends `request` and returns the body and the response, or throws the transport error.
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
