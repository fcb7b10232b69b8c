import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request with a body describing the request:
/// `"<METHOD> <URL> x-probe=<X-Probe header>"`, and status `200`. A test can ask for another status
/// with the `X-Echo-Status` header, or for a `URLError(.timedOut)` with `X-Echo-Fail: on`. No
/// request ever leaves the process. (Lab 03 is about this technique.)
///
/// Its one piece of state counts the requests that reach it, per value of the `X-Echo-Tally`
/// header: each test sends its own value (a fresh UUID), so parallel tests cannot disturb each
/// other's counts.
final class EchoURLProtocol: URLProtocol {
  /// The request header that picks the answer's status code (`"404"`); 200 without it.
  static let statusHeader = "X-Echo-Status"
  /// The request header that makes the session fail with `URLError(.timedOut)` instead of answering.
  static let failHeader = "X-Echo-Fail"
  /// The request header whose value names a tally: every request carrying it is counted there.
  static let tallyHeader = "X-Echo-Tally"

  private static let tallies = Mutex<[String: Int]>([:])

  /// How many requests carrying `X-Echo-Tally: <tally>` reached the protocol.
  static func requestCount(tally: String) -> Int {
    tallies.withLock { $0[tally, default: 0] }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    if let tally = request.value(forHTTPHeaderField: Self.tallyHeader) {
      Self.tallies.withLock { $0[tally, default: 0] += 1 }
    }
    if request.value(forHTTPHeaderField: Self.failHeader) == "on" {
      client?.urlProtocol(self, didFailWithError: URLError(.timedOut))
      return
    }
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "<no url>"
    let probe = request.value(forHTTPHeaderField: "X-Probe") ?? "-"
    let status = request.value(forHTTPHeaderField: Self.statusHeader).flatMap { Int($0) } ?? 200
    let body = Data("\(method) \(url) x-probe=\(probe)".utf8)
    if let requestURL = request.url,
      let response = HTTPURLResponse(url: requestURL, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
    {
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    }
    // One `didLoad` with the whole body: Linux keeps only the last chunk of several.
    client?.urlProtocol(self, didLoad: body)
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
