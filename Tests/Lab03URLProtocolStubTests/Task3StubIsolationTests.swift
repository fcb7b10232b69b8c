import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 3: each `withStub` scope has its own host, answer and requests, so parallel tests never
/// see each other; a stub answers what it was last told, and keeps its record; and the scope leaves
/// nothing behind, whether its body returns or throws.
///
/// The stub's life, as the tests walk it (state × event):
///
/// | state \ event    | request to its host       | `answer(with:)`             | the scope ends |
/// | ---------------- | ------------------------- | --------------------------- | -------------- |
/// | no stub for host | StubNotFound, no record   | (nothing to reconfigure)    |                |
/// | one answer       | that answer, recorded     | reconfigured, record kept   | gone           |
/// | reconfigured     | the last answer, appended | the last call wins          | gone           |
/// | after the scope  | StubNotFound              | changes nothing: still gone |                |
@Suite("Lab 03 · Task 3: one stub per test, nothing left behind")
struct Task3StubIsolationTests {
  @Test func nestedStubs_answerAndRecordIndependently() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("outer".utf8))) { outer in
      try await StubURLProtocol.withStub(answering: .http(status: 418, body: Data("inner".utf8))) { inner in
        let hosts = [outer.host, inner.host]
        let wellFormed = hosts.allSatisfy { $0.hasSuffix(".test") && $0 == $0.lowercased() }
        // A requirement: two scopes that share a host or a session end the test here, with one issue.
        guard
          expectSame(
            [wellFormed, outer.host != inner.host, inner.session !== outer.session], [true, true, true],
            """
            Expected each scope to get a host of its own, under .test and in lowercase, and a session of its own, got \(hosts). \
            Make a new unique host and a fresh URLSession per withStub.
            """
          )
        else { return }

        let innerOutcome = await Outcome.of(URLRequest(url: url("i", on: inner)), on: inner)
        let outerOutcome = await Outcome.of(URLRequest(url: url("o", on: outer)), on: outer)

        expectSame(
          [Observed(outerOutcome, outer), Observed(innerOutcome, inner)],
          [
            Observed(.answered(status: 200, headers: [:], body: Data("outer".utf8)), [.get("o", on: outer)]),
            Observed(.answered(status: 418, headers: [:], body: Data("inner".utf8)), [.get("i", on: inner)]),
          ],
          """
          Expected each stub to answer its own answer and record only the requests sent to its own host. A second stub must not \
          replace the first: find the answer and the record by the request's host, never in one slot for everybody.
          """
        )
      }
    }
  }

  @Test func withStub_endingOneScopeLeavesTheOtherScopesAnswering() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("outer".utf8))) { outer in
      try await StubURLProtocol.withStub(answering: .http(status: 418)) { _ in }

      let outcome = await Outcome.of(URLRequest(url: url("after", on: outer)), on: outer)

      expectSame(
        Observed(outcome, outer), Observed(.answered(status: 200, headers: [:], body: Data("outer".utf8)), [.get("after", on: outer)]),
        """
        Expected the outer stub to keep answering and recording after an inner scope ended. A scope takes away its own stub \
        only, never the others: other tests are still running.
        """
      )
    }
  }

  @Test func parallelTests_eachSeeOnlyTheirOwnStub() async throws {
    // Twelve scopes at the same time, each in a task of its own, as parallel tests run: a static
    // stub would mix them up. So the rows run together, and are checked afterwards in order, the
    // first wrong one ending the test. Every task has ended by then, and none is cancelled (a
    // cancel reaching URLSession stops the process on Linux): each keeps what it saw or threw.
    let seen = await withTaskGroup(of: (Int, Result<(Observed, Observed), any Error>).self) { group in
      for index in 0..<12 {
        group.addTask {
          do {
            let pair = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("answer \(index)".utf8))) { stub in
              let first = await Outcome.of(URLRequest(url: url("first/\(index)", on: stub)), on: stub)
              let second = await Outcome.of(URLRequest(url: url("second/\(index)", on: stub)), on: stub)
              let answer = Outcome.answered(status: 200, headers: [:], body: Data("answer \(index)".utf8))
              return (
                Observed([first, second], stub),
                Observed([answer, answer], [.get("first/\(index)", on: stub), .get("second/\(index)", on: stub)])
              )
            }
            return (index, .success(pair))
          } catch {
            return (index, .failure(error))
          }
        }
      }
      var seen: [Int: Result<(Observed, Observed), any Error>] = [:]
      for await (index, result) in group { seen[index] = result }
      return seen
    }

    for index in 0..<12 {
      let (actual, expected) = try #require(seen[index], "Scope \(index) of 12 reported nothing (a test bug).").get()
      guard
        expectSame(
          actual, expected,
          """
          Scope \(index) of 12, all running at once: expected its own answer ("answer \(index)") twice and exactly its own two \
          requests. Keep every stub apart, by its own host.
          """
        )
      else { return }
    }
  }

  @Test func withStub_removesItsStubWhenTheScopeEnds() async throws {
    let leftover = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("stale".utf8))) { stub in
      _ = await Outcome.of(URLRequest(url: url("users", on: stub)), on: stub)
      return url("users", on: stub)
    }

    try await StubURLProtocol.withStub(answering: .http(status: 200)) { probe in
      let outcome = await Outcome.of(URLRequest(url: leftover), on: probe)

      expectSame(
        Observed(outcome, probe), Observed(.threw(.noStub(for: leftover)), []),
        """
        Expected a request to a finished scope's host to fail with StubNotFound, and to be recorded nowhere. When withStub \
        returns, its host must be answered by no stub any more (and whatever held its answer let go).
        """
      )
    }
  }

  @Test func withStub_givesASessionThatSharesNoStorageWithTheProcess() async throws {
    // What a session of its own means, observed: its cache, cookies and credentials are its own.
    // A `.default` configuration shares the process-wide ones (URLCache.shared, ...), so one
    // test's cached answer or cookie could reach another test's session.
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { stub in
      let configuration = stub.session.configuration
      let shared = [
        "urlCache": configuration.urlCache === URLCache.shared,
        "httpCookieStorage": configuration.httpCookieStorage === HTTPCookieStorage.shared,
        "urlCredentialStorage": configuration.urlCredentialStorage === URLCredentialStorage.shared,
      ]
      expectSame(
        shared, ["urlCache": false, "httpCookieStorage": false, "urlCredentialStorage": false],
        """
        Expected the stub's session to share no storage with the process (true = shared). Build it from a configuration \
        that keeps nothing beyond the session (see the chapter's "How"): with the shared cache and cookies, one test's \
        answers and cookies reach the next test.
        """
      )
    }
  }

  @Test func withStub_removesItsStubWhenTheBodyThrows() async throws {
    var leftover: URL?
    let error = await errorThrown {
      try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("stale".utf8))) { stub in
        leftover = url("users", on: stub)
        throw ExpectedTestError()
      }
    }
    // A requirement: a swallowed or replaced error stops the test here, with one issue.
    try #require(
      error as? ExpectedTestError == ExpectedTestError(),
      "Expected withStub to rethrow the body's error unchanged, got \(String(describing: error)).")

    let staleURL = try #require(leftover, "Expected withStub to run its body. Call body with the NetworkStub.")
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { probe in
      let outcome = await Outcome.of(URLRequest(url: staleURL), on: probe)

      expectSame(
        Observed(outcome, probe), Observed(.threw(.noStub(for: staleURL)), []),
        """
        Expected the stub gone even though the body threw: a request to its host fails with StubNotFound. Clean up on every \
        way out of the scope, not on the line after the call to body, which a throw skips.
        """
      )
    }
  }

  // MARK: - A stub reconfigured

  @Test func stub_answersTheNewAnswerAfterAReconfigureAndKeepsItsRecord() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("first".utf8))) { stub in
      let before = await Outcome.of(URLRequest(url: url("before", on: stub)), on: stub)
      stub.answer(with: .http(status: 503, headers: ["Retry-After": "120"], body: Data("later".utf8)))
      let after = await Outcome.of(URLRequest(url: url("after", on: stub)), on: stub)
      let again = await Outcome.of(URLRequest(url: url("again", on: stub)), on: stub)

      let unavailable = Outcome.answered(status: 503, headers: ["Retry-After": "120"], body: Data("later".utf8))
      expectSame(
        Observed([before, after, again], stub),
        Observed(
          [.answered(status: 200, headers: [:], body: Data("first".utf8)), unavailable, unavailable],
          [.get("before", on: stub), .get("after", on: stub), .get("again", on: stub)]),
        """
        Expected the first answer, then the new one for every later request, and all three requests recorded. Reconfiguring \
        changes what the stub answers from now on; what it already recorded stays (a test asserts on the whole story).
        """
      )
    }
  }

  @Test func stub_answersTheLastAnswerItWasGiven() async throws {
    for code in Shapes.urlErrorCodes.prefix(4) {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 500)) { stub in
        stub.answer(with: .http(status: 201, body: Data("skipped".utf8)))
        stub.answer(with: .failure(URLError(code)))
        let failed = await Outcome.of(URLRequest(url: url("one", on: stub)), on: stub)
        stub.answer(with: .http(status: 204))
        let recovered = await Outcome.of(URLRequest(url: url("two", on: stub)), on: stub)

        return expectSame(
          Observed([failed, recovered], stub),
          Observed(
            [.threw(.url(code)), .answered(status: 204, headers: [:], body: Data())], [.get("one", on: stub), .get("two", on: stub)]),
          """
          With 500, then 201, then URLError(\(code.rawValue)) given before the first request, and 204 before the second: expected \
          the last answer given before each request (a reconfigure before any request too), and both requests recorded.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func reconfiguringOneStub_leavesAnotherStubsAnswerAlone() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("outer".utf8))) { outer in
      try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("inner".utf8))) { inner in
        inner.answer(with: .failure(URLError(.timedOut)))

        let outcome = await Outcome.of(URLRequest(url: url("o", on: outer)), on: outer)

        expectSame(
          Observed(outcome, outer), Observed(.answered(status: 200, headers: [:], body: Data("outer".utf8)), [.get("o", on: outer)]),
          "Expected the outer stub's own answer after the inner stub was reconfigured: a reconfigure changes its own stub only.")
      }
    }
  }

  @Test func reconfiguringAStubAfterItsScope_doesNotBringItsHostBack() async throws {
    let finished = try await StubURLProtocol.withStub(answering: .http(status: 200)) { stub in stub }
    finished.answer(with: .http(status: 200, body: Data("back from the dead".utf8)))

    try await StubURLProtocol.withStub(answering: .http(status: 200)) { probe in
      let leftover = url("users", on: finished)
      let outcome = await Outcome.of(URLRequest(url: leftover), on: probe)

      expectSame(
        Observed(outcome, probe), Observed(.threw(.noStub(for: leftover)), []),
        """
        Expected a finished stub's host to stay without a stub after answer(with:): a request to it fails with StubNotFound. \
        Reconfigure only a stub that is still there; never register its host again.
        """
      )
    }
  }
}
