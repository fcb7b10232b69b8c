import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request with a body describing the request:
/// `"<METHOD> <URL> x-probe=<X-Probe header>"`, and status `200`. A test can ask for another status
/// with the `X-Echo-Status` header, for a `URLError` instead of an answer with `X-Echo-Fail`
/// (its code's raw value, `-1001` for `.timedOut`), and for no answer at all with `X-Echo-Park`: such
/// a request waits until its task is cancelled, as a slow server's would. No request ever leaves the
/// process. (Lab 03 is about this technique.)
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
  /// The request header that parks the request: no answer, until its task is cancelled.
  static let parkHeader = "X-Echo-Park"

  private static let tallies = Mutex<[String: [RequestRecord]]>([:])
  /// Per tally: fired when a request carrying it reaches the protocol.
  private static let arrivals = Mutex<[String: Signal]>([:])
  /// Per tally: how many of its requests the session stopped (cancelled) before they were answered.
  private static let stops = Mutex<[String: Int]>([:])

  /// Every request carrying `X-Echo-Tally: <tally>` that reached the protocol, oldest first.
  static func received(tally: String) -> [RequestRecord] {
    tallies.withLock { $0[tally, default: []] }
  }

  /// Returns once a request carrying `X-Echo-Tally: <tally>` has reached the protocol.
  static func arrival(tally: String) async {
    await signal(tally).wait()
  }

  /// How many parked requests carrying `X-Echo-Tally: <tally>` the session stopped.
  static func stopped(tally: String) -> Int {
    stops.withLock { $0[tally, default: 0] }
  }

  private static func signal(_ tally: String) -> Signal {
    arrivals.withLock { arrivals in
      if let signal = arrivals[tally] { return signal }
      let signal = Signal()
      arrivals[tally] = signal
      return signal
    }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    if let tally = request.value(forHTTPHeaderField: Self.tallyHeader) {
      let record = RequestRecord(request)
      Self.tallies.withLock { $0[tally, default: []].append(record) }
      Self.signal(tally).fire()
    }
    // Parked: no answer. The session calls `stopLoading` when the request's task is cancelled.
    if request.value(forHTTPHeaderField: Self.parkHeader) != nil { return }
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

  override func stopLoading() {
    guard request.value(forHTTPHeaderField: Self.parkHeader) != nil,
      let tally = request.value(forHTTPHeaderField: Self.tallyHeader)
    else { return }
    Self.stops.withLock { $0[tally, default: 0] += 1 }
  }

  /// A fresh session whose every request is answered by this protocol.
  /// (On Linux a ``RecordingURLSession``, which also writes down whole-session calls.)
  static func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [EchoURLProtocol.self]
    #if canImport(FoundationNetworking)
      return RecordingURLSession(configuration: configuration)
    #else
      return URLSession(configuration: configuration)
    #endif
  }
}
