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
  /// let users = try await StubURLProtocol.withStub(answering: .http(status: 200, body: json)) { stub in
  ///   try await UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: "t").search(name: "Ada", page: 1)
  /// }
  /// ```
  public static func withStub<Value>(
    answering answer: StubAnswer,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (NetworkStub) async throws -> Value
  ) async throws -> Value {
    // A UUID, not a counter or the clock: unique across parallel tests and across runs.
    let host = "\(UUID().uuidString.lowercased()).lab03.test"
    StubRegistry.register(answer, for: host)

    // `protocolClasses` on the session's own configuration: `URLProtocol.registerClass` does not
    // reach such a session on Linux, and a real DNS lookup would follow.
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    let session = URLSession(configuration: configuration)

    defer {
      session.invalidateAndCancel()
      StubRegistry.remove(host)
    }
    return try await body(NetworkStub(host: host, session: session))
  }
}
