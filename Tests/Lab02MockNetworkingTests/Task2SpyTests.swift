import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: `MockNetworking` records every request it receives, in order, and counts the calls.
@Suite("Lab 02 · Task 2: a spy that records every request")
struct Task2SpyTests {
  @Test func requests_recordsEveryRequestInOrder() async throws {
    let sut = try makeSUT(answer: httpAnswer(body: "{}"))
    var post = try testRequest("POST", "/users")
    post.setValue("application/json", forHTTPHeaderField: "Content-Type")
    post.httpBody = Data(#"{"name":"Ada"}"#.utf8)
    let sent = [try testRequest("GET", "/users"), post, try testRequest("DELETE", "/users/1")]

    var answers: [Answer] = []
    for request in sent {
      answers.append(await Answer(calling: sut, with: request))
    }

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.body("{}"), .body("{}"), .body("{}")], record: MockRecord(requests: sent)),
      "Expected the three requests recorded in the order they were sent, each equal to the one sent (method, headers, body), and callCount 3. Append every request, unchanged; don't keep only the last one."
    )
  }

  /// Sequences of requests in which an equal request comes back: a client that sends the same
  /// request twice by mistake must show as two calls (the chapter's argument against `lastRequest`).
  static let repeatedRequests: [(label: String, paths: [String])] = [
    ("the same request twice", ["/orders", "/orders"]),
    ("the same request three times", ["/orders", "/orders", "/orders"]),
    ("A, B, then A again", ["/orders", "/orders/1", "/orders"]),
  ]

  @Test func requests_recordsAnEqualRequestEveryTimeItIsSent() async throws {
    for sequence in Self.repeatedRequests {
      for configured in [true, false] {
        let sut = try makeSUT(answer: configured ? httpAnswer(body: "ok") : nil)
        let sent = try sequence.paths.map { try testRequest("POST", $0) }

        var answers: [Answer] = []
        for request in sent {
          let answer = await Answer(calling: sut, with: request)
          // A call still waiting has failed the test already, in its bounded wait.
          guard answer != .stillWaiting else { return }
          answers.append(answer)
        }

        guard
          expectSame(
            Observed(answers: answers, record: MockRecord(sut)),
            Observed(
              answers: Array(repeating: configured ? .body("ok") : .unconfigured, count: sent.count),
              record: MockRecord(requests: sent, unconfigured: configured ? [] : sent)),
            "Sent \(sequence.label), \(configured ? "with an answer configured" : "with nothing configured"): expected every call recorded, equal requests included, and callCount \(sent.count). A spy records calls, not distinct requests: append each one, without looking at what is already there."
          )
        else { return }
      }
    }
  }

  @Test func callCount_countsEveryCallIncludingThoseThatThrow() async throws {
    let sut = makeSUT()
    sut.respond(with: .failure(ProbeError(id: 1)))
    let sent = try (1...3).map { try testRequest("GET", "/flaky/\($0)") }

    var answers: [Answer] = []
    for request in sent {
      answers.append(await Answer(calling: sut, with: request))
    }

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.probe(1), .probe(1), .probe(1)], record: MockRecord(requests: sent)),
      "Expected three failing calls counted and recorded (callCount 3, three requests). Record the call before answering, so a thrown error still counts."
    )
  }

  @Test func requests_recordsACallThatHadNothingConfigured() async throws {
    let sut = makeSUT()
    let request = try testRequest("PUT", "/unexpected")

    let answer = await Answer(calling: sut, with: request)

    expectSame(
      Observed(answers: [answer], record: MockRecord(sut)),
      Observed(answers: [.unconfigured], record: MockRecord(requests: [request], unconfigured: [request])),
      "Expected the unconfigured call recorded (callCount 1, in requests and in unconfiguredCalls) and UnconfiguredCall thrown. An unconfigured call is still a call: record first, then throw."
    )
  }

  @Test func concurrentCalls_areAllRecordedAndCounted() async throws {
    let sut = try makeSUT(answer: httpAnswer(body: "ok"))
    let calls = 100
    let requests = try (0..<calls).map { try testRequest("GET", "/items/\($0)") }

    _ = await awaitBounded("\(calls) concurrent calls to MockNetworking.data(for:) to answer", turns: 200_000) {
      await withTaskGroup(of: Void.self) { group in
        for request in requests {
          group.addTask { _ = try? await sut.data(for: request) }
        }
      }
    }

    // The first two are requirements: a lost count stops the test there, with one issue.
    try #require(
      sut.callCount == calls,
      "Expected \(calls) calls counted from \(calls) concurrent tasks. Read and write the state only inside one Mutex.withLock."
    )
    let missing = Set(requests.compactMap { $0.url?.path }).subtracting(sut.requests.compactMap { $0.url?.path }).count
    try #require(
      missing == 0,
      "Expected every concurrent request recorded, but \(missing) of \(calls) are missing. Append each request inside Mutex.withLock."
    )
    #expect(sut.unconfiguredCalls.isEmpty, "Expected no unconfigured call: every call had an answer configured.")
  }

  // MARK: - Helpers

  private func makeSUT(answer: MockNetworking.Response? = nil) -> MockNetworking {
    let mock = MockNetworking()
    if let answer {
      mock.respond(with: answer)
    }
    return mock
  }
}
