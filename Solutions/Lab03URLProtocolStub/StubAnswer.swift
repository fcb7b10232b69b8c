import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a ``NetworkStub`` answers to every request sent to its host: an HTTP response, or an
/// error as if the transport had failed.
///
/// ```swift
/// try await StubURLProtocol.withStub(answering: .http(status: 404)) { stub in ... }
/// try await StubURLProtocol.withStub(answering: .failure(URLError(.timedOut))) { stub in ... }
/// ```
public enum StubAnswer: Sendable {
  /// An HTTP response with `status`, `headers` and `body`.
  case http(status: Int, headers: [String: String] = [:], body: Data = Data())
  /// A failure: the request never got an HTTP answer. Usually a `URLError` (`.timedOut`,
  /// `.notConnectedToInternet`, `.cancelled`); any error works. On Linux the caller gets this very
  /// error; Apple's URLSession hands over an `NSError` made from its domain, code and user info,
  /// which a `URLError` survives and other errors survive as an `NSError`.
  case failure(any Error)
}
