import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension StubURLProtocol {
  /// Runs `body` with a ``NetworkStub`` that answers `answer` to every request, then removes the
  /// stub, whether `body` returned or threw.
  ///
  /// Each call gets its own host and its own session, so tests running in parallel never see
  /// each other's answers or requests, and nothing is left behind for the next test.
  ///
  /// ```swift
  /// let status = try await StubURLProtocol.withStub(answering: .http(status: 418)) { stub in
  ///   let (_, response) = try await stub.session.data(from: stub.baseURL)
  ///   return (response as? HTTPURLResponse)?.statusCode
  /// }
  /// ```
  public static func withStub<Value>(
    answering answer: StubAnswer,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (NetworkStub) async throws -> Value
  ) async throws -> Value {
    // TODO: Task 1.
    // 1. Make a host of this scope's own: "<UUID().uuidString.lowercased()>.lab03.test".
    // 2. StubRegistry.register(answer, for: host).
    // 3. A fresh session: URLSessionConfiguration.ephemeral with protocolClasses = [StubURLProtocol.self].
    //    (Not URLProtocol.registerClass: on Linux it does not reach such a session.)
    // 4. Return try await body(NetworkStub(host: host, session: session)).
    // TODO: Task 3. Whether body returns or throws, remove the stub from the registry and
    // invalidate the session (session.invalidateAndCancel()): nothing left behind.
    throw Unimplemented("StubURLProtocol.withStub(answering:_:)")
  }
}
