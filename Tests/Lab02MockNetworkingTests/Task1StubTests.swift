import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 1: `MockNetworking` answers with what the test configured, and fails loudly when the test
/// configured nothing.
@Suite("Lab 02 · Task 1: a stub that fails by default")
struct Task1StubTests {
  @Test func data_returnsTheConfiguredAnswerOnEveryCall() async throws {
    let sut = makeSUT()
    let response = try #require(
      HTTPURLResponse(url: try testURL("/ping"), statusCode: 201, httpVersion: "HTTP/1.1", headerFields: nil),
      "Expected to build an HTTPURLResponse."
    )
    sut.respond(with: .success((Data("pong".utf8), response)))
    let configured = ObjectIdentifier(response)
    let request = try testRequest("GET", "/ping")

    for call in 1...3 {
      let answered = await awaitBounded("call \(call) to MockNetworking.data(for:) to answer") {
        (try? await sut.data(for: request)).map { (String(decoding: $0.0, as: UTF8.self), ObjectIdentifier($0.1)) }
      }

      // Each step a requirement: the first wrong answer stops the test, so it reports one issue.
      try #require(
        answered??.0 == "pong",
        "Expected call \(call) to return the configured body. Store the result from respond(with:) and return it from data(for:)."
      )
      try #require(
        answered??.1 == configured,
        "Expected call \(call) to return the very response that was configured. Return the stored result's value, don't build a new one."
      )
    }
    expectSame(
      MockRecord(sut), MockRecord(requests: [request, request, request]),
      "Expected the three calls recorded, and nothing in unconfiguredCalls: every call had an answer.")
  }

  @Test func data_throwsTheConfiguredErrorUnchanged() async throws {
    let sut = makeSUT()
    sut.respond(with: .failure(ProbeError(id: 7)))
    let request = try testRequest("GET", "/ping")

    let answer = await Answer(calling: sut, with: request)

    expectSame(
      Observed(answers: [answer], record: MockRecord(sut)),
      Observed(answers: [.probe(7)], record: MockRecord(requests: [request])),
      "Expected the configured error itself, ProbeError(id: 7), and the call recorded (a configured failure is not an unconfigured call). Return `try result.get()`: it throws a .failure's error as it is."
    )
  }

  @Test func respond_replacesTheEarlierAnswer() async throws {
    let sut = makeSUT()
    let first = try testRequest("GET", "/a")
    let second = try testRequest("GET", "/b")
    sut.respond(with: try httpAnswer(body: "first"))
    let before = await Answer(calling: sut, with: first)

    sut.respond(with: try httpAnswer(body: "second"))
    let after = await Answer(calling: sut, with: second)

    expectSame(
      Observed(answers: [before, after], record: MockRecord(sut)),
      Observed(answers: [.body("first"), .body("second")], record: MockRecord(requests: [first, second])),
      "Expected the first answer, then the new one after calling respond(with:) again, and both calls recorded. respond(with:) replaces what was configured; it does not add to it, and it leaves the record alone."
    )
  }

  @Test func data_withNothingConfigured_throwsUnconfiguredCallNamingTheMethodAndRequest() async throws {
    let sut = makeSUT()
    let request = try testRequest("DELETE", "/notes/3")

    // A do/catch, not `let error = #expect(throws:)`: only a catch hands the error back on every
    // toolchain this workbook supports. The call runs in a bounded wait: a double that waits for
    // an answer instead of throwing fails here, with a message, and does not hang the run.
    let ended = await awaitBounded("an unconfigured call to throw") { () -> Result<Void, any Error> in
      do {
        _ = try await sut.data(for: request)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    guard let ended else { return }
    do {
      try ended.get()
      Issue.record(
        "Expected UnconfiguredCall when no answer is configured, but the call returned. Fail by default: never return a harmless value nobody asked for."
      )
    } catch let error as MockNetworking.UnconfiguredCall {
      #expect(
        error.method == "data(for:)",
        "Expected the error's method to be \"data(for:)\", got \"\(error.method)\". Pass #function (or the literal name) to UnconfiguredCall."
      )
      #expect(error.request == request, "Expected the error to carry the request that was received. Pass `request` to UnconfiguredCall.")
      expectSame(
        MockRecord(sut), MockRecord(requests: [request], unconfigured: [request]),
        "Expected the unconfigured call recorded in requests and in unconfiguredCalls.")
    } catch {
      Issue.record(
        "Expected MockNetworking.UnconfiguredCall when no answer is configured, got \(error). Throw UnconfiguredCall(method: #function, request: request)."
      )
    }
  }

  /// The calls an `UnconfiguredCall` describes: the double's method, the HTTP method, and a path
  /// with a trailing slash or a query and percent escapes.
  static let unconfiguredCallShapes: [(method: String, verb: String, path: String)] = [
    ("data(for:)", "DELETE", "/notes/3"),
    ("upload(for:from:)", "POST", "/v1/users/"),
    ("download(from:)", "GET", "/search?q=ada%20lovelace&page=2"),
  ]

  @Test func unconfiguredCall_descriptionNamesItsMethodTheHTTPMethodAndTheWholeURL() throws {
    for (method, verb, path) in Self.unconfiguredCallShapes {
      let request = try testRequest(verb, path)
      let url = "https://api.lab02.test\(path)"
      let row = "UnconfiguredCall(method: \"\(method)\") for \(verb) \(url)"

      let description = String(describing: MockNetworking.UnconfiguredCall(method: method, request: request))

      // Each part a requirement: the first one missing stops the test, so it reports one issue.
      try #require(
        description.contains(method),
        "For \(row): expected the description to name the method it was made with, \(method). Got: \"\(description)\". Use the error's `method` in the sentence, not a fixed name."
      )
      try #require(
        description.contains(url),
        "For \(row): expected the description to name the whole URL, \(url), with its scheme, trailing slash and query. Got: \"\(description)\". Use request.url?.absoluteString."
      )
      try #require(
        description.contains(verb),
        "For \(row): expected the description to name the HTTP method, \(verb). Got: \"\(description)\". Use request.httpMethod."
      )
      try #require(
        description.contains("respond(with:)") || description.contains("respond(inOrder:)"),
        "For \(row): expected the description to say what to do: call respond(with:) or respond(inOrder:). Got: \"\(description)\". Name the fix, not only the problem."
      )
    }
  }

  /// What a test configures before the code under test calls: nothing, a failure, a success.
  enum Setup: CaseIterable, CustomStringConvertible {
    case nothing, failure, success

    var description: String {
      switch self {
      case .nothing: "nothing configured (a forgotten setup)"
      case .failure: "a configured failure"
      case .success: "a configured success"
      }
    }
  }

  @Test func unconfiguredCalls_keepsEveryCallThatHadNothingConfigured_evenWhenTheCallerSwallowsTheError() async throws {
    for setup in Setup.allCases {
      let sut = makeSUT()
      switch setup {
      case .nothing: break
      case .failure: sut.respond(with: .failure(ProbeError(id: 3)))
      case .success: sut.respond(with: try httpAnswer(body: "ok"))
      }
      let request = try testRequest("POST", "/v1/orders?draft=true")

      // The code under test catches every error and shows "Something went wrong": a failure test
      // over it passes on a forgotten setup too. Only the double's record can tell the two apart.
      let answer = await Answer(calling: sut, with: request)
      // A call still waiting has failed the test already, in its bounded wait.
      guard answer != .stillWaiting else { return }
      let shown: Answer = if case .body = answer { answer } else { .other("Something went wrong") }
      // A test may look at the list more than once (here, right after the call, and in the snapshot
      // below): reading it must not change it.
      _ = sut.unconfiguredCalls

      guard
        expectSame(
          Observed(answers: [shown], record: MockRecord(sut)),
          Observed(
            answers: [setup == .success ? .body("ok") : .other("Something went wrong")],
            record: MockRecord(requests: [request], unconfigured: setup == .nothing ? [request] : [])),
          "With \(setup): expected the call recorded in `requests`, and in `unconfiguredCalls` only when nothing was configured, however often the list is read. A thrown UnconfiguredCall can be caught by the code under test; keep the call in `unconfiguredCalls` too, so a test can check that list is empty, and let reading it only read."
        )
      else { return }
    }
  }

  // MARK: - Helpers

  private func makeSUT() -> MockNetworking {
    MockNetworking()
  }
}
