import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a ``NetworkStub`` answers to every request sent to its host: an HTTP response, or a
/// transport error as if the network had failed.
///
/// ```swift
/// try await StubURLProtocol.withStub(answering: .http(status: 404)) { stub in ... }
/// try await StubURLProtocol.withStub(answering: .failure(URLError(.timedOut))) { stub in ... }
/// ```
public enum StubAnswer: Sendable {
  /// An HTTP response with `status`, `headers` and `body`.
  case http(status: Int, headers: [String: String] = [:], body: Data = Data())
  /// A transport error: the request never got an HTTP answer.
  case failure(URLError)
}
