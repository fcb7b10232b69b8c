import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request of a session from the stubs in ``StubRegistry``,
/// so a test runs the real `URLSession` without a network.
///
/// Use it through ``withStub(answering:isolation:_:)``, which registers a stub, builds a session
/// that routes every request here, and removes the stub when the test is done:
///
/// ```swift
/// try await StubURLProtocol.withStub(answering: .http(status: 200, body: json)) { stub in
///   let client = UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: "t")
///   _ = try await client.search(name: "Ada", page: 1)
///   #expect(stub.requests.count == 1)
/// }
/// ```
public final class StubURLProtocol: URLProtocol {
  // Every request of a session configured with this class comes here, stubbed host or not: an
  // unknown host must fail with StubNotFound, never fall through to a real connection.
  override public class func canInit(with request: URLRequest) -> Bool { true }

  override public class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override public func startLoading() {
    // TODO: Task 1.
    // 1. Find the answer for the request's host in StubRegistry (handing it the request as a
    //    RecordedRequest, so it is recorded). No host, or no stub for it: fail with StubNotFound.
    // 2. Replay the answer through `client` (a URLProtocolClient): a .failure as a failed load;
    //    an .http answer as an HTTPURLResponse, then its body in ONE piece (Linux keeps only the
    //    last of several), then the end of loading.
    // Every path must end in a failure or a finish: a path that reports neither leaves the
    // request, and the test, waiting forever.
    client?.urlProtocol(self, didFailWithError: Unimplemented("StubURLProtocol.startLoading()"))
  }

  // Nothing to cancel: startLoading answers synchronously.
  override public func stopLoading() {}
}
