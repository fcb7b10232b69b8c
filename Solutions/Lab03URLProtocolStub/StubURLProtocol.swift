import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request of a session from the stub for its host, so a test
/// runs the real `URLSession` without a network.
///
/// Use it through ``withStub(answering:isolation:_:)``, which registers a stub, builds a session
/// that routes every request here, and removes the stub when the test is done:
///
/// ```swift
/// try await StubURLProtocol.withStub(answering: .http(status: 200, body: json)) { stub in
///   let client = UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: "t")
///   _ = try await client.search(name: "Ada", page: 1)
///   #expect(stub.requests.map(\.method) == ["GET"])
/// }
/// ```
public final class StubURLProtocol: URLProtocol {
  // Every request of a session configured with this class comes here, stubbed host or not: an
  // unknown host must fail with StubNotFound, never fall through to a real connection.
  override public class func canInit(with request: URLRequest) -> Bool { true }

  override public class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override public func startLoading() {
    // Host names compare without case, as DNS does: `ABC.lab03.test` is the stub's `abc.lab03.test`.
    let host = request.url?.host
    guard let host, let answer = StubRegistry.answer(RecordedRequest(request), sentTo: host.lowercased()) else {
      client?.urlProtocol(self, didFailWithError: StubNotFound(host: host))
      return
    }
    switch answer {
    case .failure(let error):
      client?.urlProtocol(self, didFailWithError: error)
    case .http(let status, let headers, let body):
      guard
        let url = request.url,
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else {
        client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
        return
      }
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      // One `didLoad` with the whole body: on Linux, several calls keep only the last chunk.
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    }
  }

  // Nothing to cancel: startLoading answers synchronously.
  override public func stopLoading() {}
}
