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
    // TODO: Task 1. The chapter's "How" lists what withStub does. Here:
    // 1. a host of this scope's own, "<a lowercased UUID>.lab03.test";
    // 2. the answer registered under it (StubRegistry);
    // 3. a fresh ephemeral session whose configuration routes every request to StubURLProtocol
    //    (protocolClasses, not URLProtocol.registerClass: on Linux that does not reach the session);
    // then run `body` with the NetworkStub for that host and session, and return what it returns.
    // TODO: Task 3. Whether body returns or throws, leave nothing behind: the stub out of the
    // registry, the session invalidated.
    throw Unimplemented("StubURLProtocol.withStub(answering:_:)")
  }
}
