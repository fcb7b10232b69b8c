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

    let (answers, sent) = try await call(sut, times: 3)

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.body("one"), .body("two"), .body("three")], record: MockRecord(requests: sent)),
      "Expected the answers in the order given, one per call, and every call recorded. Take the first pending answer and remove it."
    )
  }

  @Test func respondInOrder_repeatsTheLastResultOnceTheQueueIsUsedUp() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "one"), httpAnswer(body: "last")])

    let (answers, sent) = try await call(sut, times: 5)

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.body("one")] + Array(repeating: .body("last"), count: 4), record: MockRecord(requests: sent)),
      "Expected the last answer to repeat once the others are used: one, last, last, last, last. Remove an answer only while more than one is left."
    )
  }

  @Test func respondInOrder_scriptsAFailureThenASuccess() async throws {
    let sut = try makeSUT(inOrder: [.failure(ProbeError(id: 1)), .failure(ProbeError(id: 2)), httpAnswer(body: "ok")])

    let (answers, sent) = try await call(sut, times: 3)

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.probe(1), .probe(2), .body("ok")], record: MockRecord(requests: sent)),
      "Expected failure 1, failure 2, then the success, and all three calls recorded. Answer calls in the order given: a failing call still consumes its answer."
    )
  }

  @Test func respondInOrder_replacesTheEarlierAnswers() async throws {
    let sut = MockNetworking()
    sut.respond(with: try httpAnswer(body: "stale"))

    sut.respond(inOrder: [try httpAnswer(body: "fresh")])
    let (answers, sent) = try await call(sut, times: 1)

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.body("fresh")], record: MockRecord(requests: sent)),
      "Expected the new sequence to replace the earlier answer. respond(inOrder:) sets the queue; it does not append."
    )
  }

  @Test func respondInOrder_startsANewSequenceFromItsFirstAnswer() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "a1"), httpAnswer(body: "a2"), httpAnswer(body: "a3")])
    let (first, sentFirst) = try await call(sut, times: 1)

    sut.respond(inOrder: [try httpAnswer(body: "b1"), try httpAnswer(body: "b2")])
    let (then, sentThen) = try await call(sut, times: 2, from: 1)

    expectSame(
      Observed(answers: first + then, record: MockRecord(sut)),
      Observed(answers: [.body("a1"), .body("b1"), .body("b2")], record: MockRecord(requests: sentFirst + sentThen)),
      "Expected a1, then the new sequence from its start, b1 then b2. respond(inOrder:) replaces the whole queue: nothing of the old one, a position or a count, may carry over."
    )
  }

  @Test func respondWith_replacesAnEarlierSequence() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "one"), httpAnswer(body: "two")])

    sut.respond(with: try httpAnswer(body: "only"))
    let (answers, sent) = try await call(sut, times: 2)

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.body("only"), .body("only")], record: MockRecord(requests: sent)),
      "Expected respond(with:) to replace the earlier sequence. Keep one list of pending answers: respond(with: x) is respond(inOrder: [x])."
    )
  }

  @Test func respond_keepsTheRequestsAlreadyRecorded() async throws {
    let sut = try makeSUT(inOrder: [httpAnswer(body: "one")])
    let first = try testRequest("GET", "/first")
    let second = try testRequest("POST", "/second")
    let third = try testRequest("DELETE", "/third")
    var answers = [await Answer(calling: sut, with: first)]

    sut.respond(inOrder: [try httpAnswer(body: "two"), try httpAnswer(body: "three")])
    answers.append(await Answer(calling: sut, with: second))
    sut.respond(with: try httpAnswer(body: "four"))
    answers.append(await Answer(calling: sut, with: third))

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.body("one"), .body("two"), .body("four")], record: MockRecord(requests: [first, second, third])),
      "Expected every request since the double was made, across three configurations, and callCount 3. Configuring changes the answers only: assign the pending list, leave the recorded requests alone."
    )
  }

  @Test func respondInOrder_withAnEmptyList_configuresNothing() async throws {
    let sut = MockNetworking()
    sut.respond(with: try httpAnswer(body: "stale"))

    sut.respond(inOrder: [])
    let (answers, sent) = try await call(sut, times: 1)

    expectSame(
      Observed(answers: answers, record: MockRecord(sut)),
      Observed(answers: [.unconfigured], record: MockRecord(requests: sent, unconfigured: sent)),
      "Expected UnconfiguredCall after respond(inOrder: []), and the call kept in unconfiguredCalls. An empty list replaces the earlier answers with nothing: assign it, don't skip it, and the call fails by default."
    )
  }

  @Test func concurrentCalls_eachTakeTheirOwnAnswerInTheOrderTheyAreRecorded() async throws {
    // Two tasks call at once, many times in a row, over many rounds with a fresh double each, so
    // their calls overlap. Every answer of a round is different: a call that takes an answer
    // another call already took, or that records its request in one locked step and takes its
    // answer in another, shows up below. (A race shows only when the calls really overlap, so a
    // double that is wrong between two locks may pass one run and fail the next.)
    let rounds = 50
    let callsPerTask = 50
    let perRound = 2 * callsPerTask
    let requests = try (0..<2).map { task in try (0..<callsPerTask).map { try testRequest("GET", "/t\(task)/c\($0)") } }
    let answers = try (0..<perRound).map { try httpAnswer(body: "answer-\($0)") } + [httpAnswer(body: "last")]
    var repeatedAnswers = 0
    var unanswered = 0
    var outOfStep = 0

    for _ in 0..<rounds {
      let sut = makeSUT(inOrder: answers)
      let answered = await awaitBounded("\(perRound) concurrent calls to MockNetworking.data(for:) to answer", turns: 200_000) {
        await withTaskGroup(of: [Pair].self) { group in
          for taskRequests in requests {
            group.addTask {
              var seen: [Pair] = []
              for request in taskRequests {
                let body = (try? await sut.data(for: request)).map { String(decoding: $0.0, as: UTF8.self) } ?? "a thrown error"
                seen.append(Pair(path: request.url?.path ?? "", body: body))
              }
              return seen
            }
          }
          return await group.reduce(into: []) { $0 += $1 }
        }
      }
      guard let pairs = answered else { return }
      let bodies = pairs.map(\.body)
      repeatedAnswers += bodies.count - Set(bodies).count
      unanswered += bodies.filter { !$0.hasPrefix("answer-") }.count
      let answerFor = Dictionary(pairs.map { ($0.path, $0.body) }, uniquingKeysWith: { first, _ in first })
      let recorded = sut.requests.compactMap { $0.url?.path }
      outOfStep += recorded.enumerated().filter { index, path in answerFor[path] != "answer-\(index)" }.count
      if repeatedAnswers + unanswered + outOfStep > 0 { break }
    }

    #expect(
      repeatedAnswers == 0 && unanswered == 0,
      "Expected concurrent calls to get \(perRound) different answers per double, one each, but \(repeatedAnswers) answers were given twice and \(unanswered) calls got none of them. Look at the next answer and remove it in the same withLock: between two locks another call takes the same one."
    )
    #expect(
      outOfStep == 0,
      "Expected the n-th recorded request to get the n-th answer, but \(outOfStep) calls got another call's answer. Record the request and take its answer in one withLock, one atomic step."
    )
  }

  @Test func everyEventFromEveryState_answersFromTheNewestConfiguration_andKeepsTheWholeRecord() async throws {
    for state in MockState.allCases {
      for event in MockEvent.allCases {
        // A call still waiting, on the way to the state or in the event, has failed the test
        // already, in its bounded wait.
        guard case (let sut, let callsBefore, let unconfiguredBefore)? = try await state.make() else { return }

        let (answers, calls) = try await event.apply(to: sut)
        guard !answers.contains(.stillWaiting) else { return }

        let expected = event.expectedAnswers(after: state)
        let unconfigured = zip(calls, expected).filter { $0.1 == .unconfigured }.map(\.0)
        guard
          expectSame(
            Observed(answers: answers, record: MockRecord(sut)),
            Observed(
              answers: expected, record: MockRecord(requests: callsBefore + calls, unconfigured: unconfiguredBefore + unconfigured)),
            "State [\(state)] × event [\(event)]: expected the answers of the newest configuration (or, for a plain call, the state's next answer), and every request since the double was made, with the calls that found nothing configured kept apart. Configuring again replaces the answers only: the record survives it."
          )
        else { return }
      }
    }
  }

  // MARK: - Helpers

  /// A request's path and the body its call got back.
  private struct Pair: Sendable {
    let path: String
    let body: String
  }

  /// Calls `sut` `times` times with distinct requests, numbered from `first`; returns what each
  /// call answered and the requests sent.
  private func call(_ sut: MockNetworking, times: Int, from first: Int = 0) async throws -> ([Answer], [URLRequest]) {
    let sent = try (first..<(first + times)).map { try testRequest("GET", "/page/\($0)") }
    var answers: [Answer] = []
    for request in sent {
      answers.append(await Answer(calling: sut, with: request))
    }
    return (answers, sent)
  }

  private func makeSUT(inOrder answers: [MockNetworking.Response]) -> MockNetworking {
    let mock = MockNetworking()
    mock.respond(inOrder: answers)
    return mock
  }
}
