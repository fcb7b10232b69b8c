import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request with a body describing the request:
/// `"<METHOD> <URL> x-probe=<X-Probe header>"`, and status `200`. A test can ask for another status
/// with the `X-Echo-Status` header, for a `URLError(.timedOut)` with `X-Echo-Fail: on` (or for the
/// `URLError` of another code with its raw value, `X-Echo-Fail: -999`), and for the whole request
/// (method, headers and body, as an ``EchoedRequest`` in JSON) with `X-Echo-Whole: on`. No request
/// ever leaves the process. (Lab 03 is about this technique.)
///
/// Its one piece of state counts the requests that reach it, per value of the `X-Echo-Tally`
/// header: each test sends its own value (a fresh UUID), so parallel tests cannot disturb each
/// other's counts.
final class EchoURLProtocol: URLProtocol {
  /// The request header that picks the answer's status code (`"404"`); 200 without it.
  static let statusHeader = "X-Echo-Status"
  /// The request header that makes the session fail with `URLError(.timedOut)` instead of answering.
  static let failHeader = "X-Echo-Fail"
  /// The request header that asks for the whole request back, as an ``EchoedRequest`` in JSON.
  static let wholeHeader = "X-Echo-Whole"
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
    if let fail = request.value(forHTTPHeaderField: Self.failHeader) {
      let code = Int(fail).flatMap { URLError.Code(rawValue: $0) } ?? .timedOut
      client?.urlProtocol(self, didFailWithError: URLError(code))
      return
    }
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "<no url>"
    let probe = request.value(forHTTPHeaderField: "X-Probe") ?? "-"
    let status = request.value(forHTTPHeaderField: Self.statusHeader).flatMap { Int($0) } ?? 200
    let body: Data
    if request.value(forHTTPHeaderField: Self.wholeHeader) == "on" {
      let whole = EchoedRequest(method: method, headers: request.allHTTPHeaderFields ?? [:], body: Self.body(of: request))
      body = (try? JSONEncoder().encode(whole)) ?? Data()
    } else {
      body = Data("\(method) \(url) x-probe=\(probe)".utf8)
    }
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

  /// The request's body: `httpBody` on Linux; on Apple platforms the session hands it over as
  /// `httpBodyStream`, read here to its end.
  private static func body(of request: URLRequest) -> Data {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return Data() }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      if count <= 0 { break }
      data.append(buffer, count: count)
    }
    return data
  }

  /// A fresh session whose every request is answered by this protocol.
  static func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [EchoURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}

/// The request as ``EchoURLProtocol`` received it, sent back when the request carries
/// `X-Echo-Whole: on`.
struct EchoedRequest: Codable, Equatable {
  let method: String
  let headers: [String: String]
  let body: Data

  /// The value of header `name`, compared without case as HTTP does.
  func value(forHeader name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
