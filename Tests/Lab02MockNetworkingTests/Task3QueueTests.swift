import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 3: `respond(inOrder:)` scripts a sequence: each call takes the next answer, and the last
/// one answers every call after that.
@Suite("Lab 02 · Task 3: a queue of answers")
struct Task3QueueTests {
  @Test func respondInOrder_answersEachCallWithTheNextResult() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "one"), httpAnswer(body: "two"), httpAnswer(body: "three")])

    var bodies: [String?] = []
    for _ in 1...3 {
      bodies.append(await bodyText { try await sut.data(for: testRequest("GET", "/page")) })
    }

    #expect(
      bodies == ["one", "two", "three"],
      "Expected the answers in the order given, one per call. Got \(bodies). Take the first pending answer and remove it."
    )
  }

  @Test func respondInOrder_repeatsTheLastResultOnceTheQueueIsUsedUp() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "one"), httpAnswer(body: "last")])

    var bodies: [String?] = []
    for _ in 1...5 {
      bodies.append(await bodyText { try await sut.data(for: testRequest("GET", "/page")) })
    }

    #expect(
      bodies == ["one", "last", "last", "last", "last"],
      "Expected the last answer to repeat once the others are used. Got \(bodies). Remove an answer only while more than one is left."
    )
  }

  @Test func respondInOrder_scriptsAFailureThenASuccess() async throws {
    let sut = try makeSUT(inOrder: [.failure(ProbeError(id: 1)), .failure(ProbeError(id: 2)), httpAnswer(body: "ok")])

    await #expect(throws: ProbeError(id: 1), "Expected the first scripted failure on call 1. Answer calls in the order given.") {
      try await sut.data(for: testRequest("GET", "/retry"))
    }
    await #expect(throws: ProbeError(id: 2), "Expected the second scripted failure on call 2. Consume one answer per call.") {
      try await sut.data(for: testRequest("GET", "/retry"))
    }
    let third = await bodyText { try await sut.data(for: testRequest("GET", "/retry")) }
    #expect(third == "ok", "Expected the scripted success on call 3. A failing call still consumes its answer.")
  }

  @Test func respondInOrder_replacesTheEarlierAnswers() async throws {
    let sut = MockNetworking()
    sut.respond(with: try httpAnswer(body: "stale"))

    sut.respond(inOrder: [try httpAnswer(body: "fresh")])
    let body = await bodyText { try await sut.data(for: testRequest("GET", "/page")) }

    #expect(
      body == "fresh",
      "Expected the new sequence to replace the earlier answer, got \(body ?? "a thrown error"). respond(inOrder:) sets the queue; it does not append."
    )
  }

  @Test func respondInOrder_startsANewSequenceFromItsFirstAnswer() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "a1"), httpAnswer(body: "a2"), httpAnswer(body: "a3")])
    let first = await bodyText { try await sut.data(for: testRequest("GET", "/page")) }

    sut.respond(inOrder: [try httpAnswer(body: "b1"), try httpAnswer(body: "b2")])
    var bodies: [String?] = []
    for _ in 1...2 {
      bodies.append(await bodyText { try await sut.data(for: testRequest("GET", "/page")) })
    }

    #expect(first == "a1", "Expected the first sequence's first answer on call 1. Answer calls in the order given.")
    #expect(
      bodies == ["b1", "b2"],
      "Expected the new sequence from its start, b1 then b2. Got \(bodies). respond(inOrder:) replaces the whole queue: nothing of the old one, a position or a count, may carry over."
    )
  }

  @Test func respondWith_replacesAnEarlierSequence() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "one"), httpAnswer(body: "two")])

    sut.respond(with: try httpAnswer(body: "only"))
    var bodies: [String?] = []
    for _ in 1...2 {
      bodies.append(await bodyText { try await sut.data(for: testRequest("GET", "/page")) })
    }

    #expect(
      bodies == ["only", "only"],
      "Expected respond(with:) to replace the earlier sequence. Got \(bodies). Keep one list of pending answers: respond(with: x) is respond(inOrder: [x])."
    )
  }

  // MARK: - Helpers

  private func makeSUT(inOrder answers: [MockNetworking.Response]) -> MockNetworking {
    let mock = MockNetworking()
    mock.respond(inOrder: answers)
    return mock
  }
}
