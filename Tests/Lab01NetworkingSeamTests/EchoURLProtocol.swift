import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request with a body describing the request:
/// `"<METHOD> <URL> x-probe=<X-Probe header>"`, and status `200`. A test can ask for another status
/// with the `X-Echo-Status` header, and for a `URLError` instead of an answer with `X-Echo-Fail`
/// (its code's raw value, `-1001` for `.timedOut`). No request ever leaves the process. (Lab 03 is
/// about this technique.)
///
/// It keeps every request that reaches it, field by field (a ``RequestRecord``), per value of the
/// `X-Echo-Tally` header: each test sends its own value (a fresh UUID), so parallel tests cannot
/// see each other's requests.
final class EchoURLProtocol: URLProtocol {
  /// The request header that picks the answer's status code (`"404"`); 200 without it.
  static let statusHeader = "X-Echo-Status"
  /// The request header that makes the session fail with the `URLError` of this code instead of
  /// answering (`"-1001"`; `.timedOut` for a value that is not a code).
  static let failHeader = "X-Echo-Fail"
  /// The request header whose value names a tally: every request carrying it is kept there.
  static let tallyHeader = "X-Echo-Tally"

  private static let tallies = Mutex<[String: [RequestRecord]]>([:])

  /// Every request carrying `X-Echo-Tally: <tally>` that reached the protocol, oldest first.
  static func received(tally: String) -> [RequestRecord] {
    tallies.withLock { $0[tally, default: []] }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    if let tally = request.value(forHTTPHeaderField: Self.tallyHeader) {
      let record = RequestRecord(request)
      Self.tallies.withLock { $0[tally, default: []].append(record) }
    }
    if let fail = request.value(forHTTPHeaderField: Self.failHeader) {
      let code = Int(fail).flatMap { URLError.Code(rawValue: $0) } ?? .timedOut
      client?.urlProtocol(self, didFailWithError: URLError(code))
      return
    }
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "<no url>"
    let probe = request.value(forHTTPHeaderField: "X-Probe") ?? "-"
    let status = request.value(forHTTPHeaderField: Self.statusHeader).flatMap { Int($0) } ?? 200
    if let requestURL = request.url,
      let response = HTTPURLResponse(url: requestURL, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
    {
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    }
    // One `didLoad` with the whole body: Linux keeps only the last chunk of several.
    client?.urlProtocol(self, didLoad: Data("\(method) \(url) x-probe=\(probe)".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// A fresh session whose every request is answered by this protocol.
  static func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [EchoURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}
