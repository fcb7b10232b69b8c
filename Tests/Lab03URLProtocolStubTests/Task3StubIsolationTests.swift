import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 3: each `withStub` scope has its own host, answer and requests, so parallel tests never
/// see each other; and the scope leaves nothing behind, whether its body returns or throws.
@Suite("Lab 03 · Task 3: one stub per test, nothing left behind")
struct Task3StubIsolationTests {
  @Test func nestedStubs_answerAndRecordIndependently() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("outer".utf8))) { outer in
      try await StubURLProtocol.withStub(answering: .http(status: 418, body: Data("inner".utf8))) { inner in
        #expect(
          inner.host != outer.host && inner.session !== outer.session,
          "Expected each scope to get its own host and its own session. Make a fresh UUID host and a fresh URLSession per withStub.")

        let (innerBody, innerResponse) = try await send(URLRequest(url: url("i", on: inner)), through: inner)
        let (outerBody, outerResponse) = try await send(URLRequest(url: url("o", on: outer)), through: outer)

        #expect(
          outerBody == "outer" && outerResponse.statusCode == 200,
          """
          Expected the outer stub's own answer (200 "outer"), got \(outerResponse.statusCode) "\(outerBody)". \
          A second stub must not replace the first: key the registry by host, not one static slot.
          """
        )
        #expect(
          innerBody == "inner" && innerResponse.statusCode == 418,
          "Expected the inner stub's own answer (418 \"inner\"), got \(innerResponse.statusCode) \"\(innerBody)\". Look the answer up by the request's host."
        )
        #expect(
          outer.requests.map { $0.url?.lastPathComponent } == ["o"] && inner.requests.map { $0.url?.lastPathComponent } == ["i"],
          "Expected each stub to record only the requests sent to its own host. Record requests per host, beside the answer."
        )
      }
    }
  }

  @Test func withStub_endingOneScopeLeavesTheOtherScopesAnswering() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("outer".utf8))) { outer in
      try await StubURLProtocol.withStub(answering: .http(status: 418)) { _ in }

      let error = await errorThrown {
        let (body, _) = try await send(URLRequest(url: url("after", on: outer)), through: outer)
        #expect(
          body == "outer", "Expected the outer stub's own answer \"outer\", got \"\(body)\". Look the answer up by the request's host.")
      }

      #expect(
        error == nil,
        """
        Expected the outer stub to keep answering after an inner scope ended, got \(String(describing: error)). \
        A scope removes its own host only (removeValue(forKey:)), never the whole registry: other tests are still running.
        """
      )
      #expect(
        outer.requests.map { $0.url?.lastPathComponent } == ["after"],
        "Expected the outer stub to have recorded its request. Removing one host must leave the other entries whole."
      )
    }
  }

  @Test(arguments: 0..<12)
  func parallelTests_eachSeeOnlyTheirOwnStub(index: Int) async throws {
    // Swift Testing runs these twelve cases at the same time: a static stub would mix them up.
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("answer \(index)".utf8))) { stub in
      let (first, _) = try await send(URLRequest(url: url("first/\(index)", on: stub)), through: stub)
      let (second, _) = try await send(URLRequest(url: url("second/\(index)", on: stub)), through: stub)

      #expect(
        first == "answer \(index)" && second == "answer \(index)",
        "Expected this test's own answer twice, got \"\(first)\" and \"\(second)\". Key every stub by its own host.")
      #expect(
        stub.requests.map { $0.url?.path } == ["/first/\(index)", "/second/\(index)"],
        "Expected exactly this test's two requests, got \(stub.requests.map { $0.url?.path }). Record per host, under a Mutex.")
    }
  }

  @Test func withStub_removesItsStubWhenTheScopeEnds() async throws {
    let leftover = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("stale".utf8))) { stub in
      url("users", on: stub)
    }

    try await StubURLProtocol.withStub(answering: .http(status: 200)) { probe in
      let error = await errorThrown { _ = try await probe.session.data(for: URLRequest(url: leftover)) }

      #expect(
        error?.localizedDescription.contains("no stub") == true,
        """
        Expected a request to a finished scope's host to fail with StubNotFound, got \(String(describing: error)). \
        Remove the stub from the registry when withStub returns (a defer does it).
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
    #expect(
      error as? ExpectedTestError == ExpectedTestError(),
      "Expected withStub to rethrow the body's error unchanged, got \(String(describing: error)).")

    let staleURL = try #require(leftover, "Expected withStub to run its body. Call body with the NetworkStub.")
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { probe in
      let probeError = await errorThrown { _ = try await probe.session.data(for: URLRequest(url: staleURL)) }

      #expect(
        probeError?.localizedDescription.contains("no stub") == true,
        """
        Expected the stub removed even though the body threw, got \(String(describing: probeError)). \
        Clean up in a defer, not after the `try await body(...)` line, which a throw skips.
        """
      )
    }
  }
}
