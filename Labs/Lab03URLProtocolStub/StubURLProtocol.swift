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
    // TODO: Task 1. Answer `request` as the stub for its host would, and record it there. You
    // only have the request: URLSession made this object, so nothing was handed to it. A request
    // to a host no live stub owns fails with StubNotFound naming that host, never reaches the
    // network and is recorded nowhere. Replay a stub's answer through `client`, the body in one
    // piece (Linux keeps only the last of several). Every path must end in a finish or a failure:
    // one that reports neither leaves the request, and the test, waiting forever. The chapter's
    // "How" and "What changed for Swift 6 and Linux" say why each of these matters.
    client?.urlProtocol(self, didFailWithError: Unimplemented("StubURLProtocol.startLoading()"))
  }

  // Nothing to cancel: startLoading answers synchronously.
  override public func stopLoading() {}
}
