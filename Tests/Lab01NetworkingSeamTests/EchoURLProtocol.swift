import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request with `200` and a body describing the request:
/// `"<METHOD> <URL> x-probe=<X-Probe header>"`. It has no state, so parallel tests cannot disturb
/// each other, and no request ever leaves the process. (Lab 03 is about this technique.)
final class EchoURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "<no url>"
    let probe = request.value(forHTTPHeaderField: "X-Probe") ?? "-"
    let body = Data("\(method) \(url) x-probe=\(probe)".utf8)
    if let requestURL = request.url,
      let response = HTTPURLResponse(url: requestURL, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)
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
