import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One test's view of the stubbed network: a fresh session, the host only this stub answers,
/// and the requests that reached it.
///
/// You get one from ``StubURLProtocol/withStub(answering:isolation:_:)``; it is valid inside that
/// scope only.
///
/// ```swift
/// try await StubURLProtocol.withStub(answering: .http(status: 200, body: json)) { stub in
///   let client = UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: "t")
///   _ = try await client.search(name: "Ada", page: 1)
///   #expect(stub.requests.map(\.method) == ["GET"])
/// }
/// ```
public struct NetworkStub: Sendable {
  /// The host this stub answers: unique to this scope, under `.test`, in lowercase. The stub
  /// answers every request whose URL has this host, in any case, whatever its scheme, port, path
  /// or query.
  public let host: String
  /// A session whose every request goes to ``StubURLProtocol``.
  public let session: URLSession

  // TODO: Task 1. This type is yours to shape, past its public API: add what a stub needs to
  // reach its own answer and its own requests, and change this internal init to match. Where
  // that state lives, and how StubURLProtocol finds it from nothing but a request, is the lab's
  // design decision: see the chapter's "How".
  init(host: String, session: URLSession) {
    self.host = host
    self.session = session
  }

  /// `https://<host>`: the base URL to give the code under test.
  public var baseURL: URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = host
    return components.url ?? URL(fileURLWithPath: "/")
  }

  /// Every request that reached this stub, oldest first, whatever it answered.
  public var requests: [RecordedRequest] {
    // TODO: Task 1. This stub's requests and no other's, in the order they arrived, each one
    // once, including those answered with a failure (every test compares them whole).
    []
  }

  /// Answers `answer` to every later request; the requests recorded so far stay. After the
  /// scope it changes nothing: the host stays without a stub.
  ///
  /// ```swift
  /// stub.answer(with: .http(status: 503))   // the next request gets a 503
  /// ```
  public func answer(with answer: StubAnswer) {
    // TODO: Task 3. The doc comment above is the contract: the Task 3 tests reconfigure a stub
    // after it answered, and after its scope ended.
  }
}
