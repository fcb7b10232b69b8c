import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as it reached ``StubURLProtocol``: what a test asserts on.
///
/// It copies the `URLRequest` into plain values, body included, because the body is not where you
/// would expect: inside a `URLProtocol` it may arrive as a stream (the chapter's "The body may
/// arrive as a stream").
///
/// ```swift
/// let sent = try #require(stub.requests.first)
/// #expect(sent.method == "POST")
/// #expect(sent.value(forHeader: "content-type") == "application/json")
/// ```
public struct RecordedRequest: Sendable, Equatable {
  /// The HTTP method, `GET` when the request did not set one.
  public let method: String
  /// The full URL, query included.
  public let url: URL?
  /// The headers the request carried, as it spelled them.
  public let headers: [String: String]
  /// The whole body, empty when there was none.
  public let body: Data
  /// How long the request may wait for an answer, in seconds, as the request said.
  public let timeoutInterval: TimeInterval
  /// Whether the request may be answered from a cache, as the request said.
  public let cachePolicy: URLRequest.CachePolicy

  /// Copies `request`, every field as the request carried it, the body whole wherever it travels.
  public init(_ request: URLRequest) {
    // TODO: Task 1. Copy the request into plain values, each exactly as the request carried it
    // (a test double that tidies up what it records hides the bugs it is there to show): each
    // property's doc comment says what it holds, and what to use when the request has none.
    // TODO: Task 2. The body, wherever it travels, whole: see the chapter's "The body may arrive
    // as a stream".
    method = ""
    url = nil
    headers = [:]
    body = Data()
    timeoutInterval = 0
    cachePolicy = .returnCacheDataDontLoad
  }

  /// The URL's query items, decoded (`q=Ada%20Lovelace` gives `q` = `Ada Lovelace`).
  public var queryItems: [URLQueryItem] {
    guard let url else { return [] }
    return URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
  }

  /// The value of header `name`, compared without case as HTTP does.
  public func value(forHeader name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
