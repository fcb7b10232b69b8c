import Foundation
import Lab05SegregatedServices
import Testing

/// Task 4: the fetch lives as long as the screen, no longer. When the screen goes, `cancel()` stops
/// the request and the screen goes back to what it showed before it; and nothing the view model
/// starts keeps it alive after its screen has let go of it.
@MainActor
@Suite("Lab 05 · Task 4: the screen's lifetime")
struct Task4ScreenLifetimeTests {
  typealias State = ViewState<CatFact, CatServiceError>
  typealias Start = Task3ViewModelTests.Start

  /// Both shapes a cancel arrives in.
  nonisolated static let cancels: [Thrown] = [.cancellation, .urlCancelled]

  @Test func cancel_whileAFetchWaits_cancelsTheRequestAndShowsWhatWasThereBefore() async throws {
    for start in Start.allCases {
      for cancel in Self.cancels {
        let row = "From \(start), with a service that ends a cancelled fetch with \(cancel)"
        let passed = try await withLeakTracking(row) { leaks in
          let (sut, service, recorder) = makeSUT(leaks)
          service.cancelsWith = cancel
          let before = await arrive(at: start, sut, service, recorder)

          let task = try #require(sut.fetch(), "\(row): expected fetch() to return the task it started (Task 3).")
          let reached = await service.waitForFetch(startedBy: task)
          try #require(reached, "\(row): expected the fetch to reach the service and wait there (Task 3).")
          sut.cancel()  // the screen goes away
          let atOnce = FactScreen(recorder, service)  // nothing has run since cancel() returned
          await service.settle(task)

          let back = before.states.last ?? .initial
          return expectSame(
            Cancelled(atOnce: atOnce, after: FactScreen(recorder, service)),
            Cancelled(
              atOnce: FactScreen(states: before.states + [.loading, back], calls: before.calls + [.fetch]),
              after: FactScreen(states: before.states + [.loading, back], calls: before.calls + [.fetch, .cancelled])),
            "\(row): cancel() while a fetch waits must put back what the screen showed before the fetch at once, before cancel() returns (atOnce: read right after it, before the cancelled task has run), with no error: a cancel is not a failure. And it must cancel that fetch's request (the service saw \(cancel) arrive, not an answer). Keep the task you started, and what the screen showed before it, where cancel() can reach them. (Seen answered(late)? Then the request was never cancelled.)"
          )
        }
        guard passed else { return }
      }
    }
  }

  /// Every answer a fetch can get (Task 3's table): a fact, each kind of error, both cancels.
  nonisolated static let lateAnswers: [ControlledCatService.Answer] = Task3ViewModelTests.answers.map(\.0)

  @Test func cancel_thenTheServiceAnswersAnyway_dropsTheLateAnswer() async throws {
    for start in Start.allCases {
      for answer in Self.lateAnswers {
        let row = "From \(start), with a late answer \(answer)"
        let passed = try await withLeakTracking(row) { leaks in
          let (sut, service, recorder) = makeSUT(leaks)
          let before = await arrive(at: start, sut, service, recorder)
          service.ignoresCancellation = true  // a service that does not notice the cancel

          let task = try #require(sut.fetch(), "\(row): expected fetch() to return the task it started (Task 3).")
          let reached = await service.waitForFetch(startedBy: task)
          try #require(reached, "\(row): expected the fetch to reach the service and wait there (Task 3).")
          sut.cancel()
          await service.finish(task, with: answer)  // it answers anyway

          return expectSame(
            FactScreen(recorder, service),
            FactScreen(
              states: before.states + [.loading, before.states.last ?? .initial], calls: before.calls + [.fetch, .answered(answer)]),
            "From \(start), cancel() put the screen back; then the service, which did not notice the cancel, answered \(answer) anyway. A cancelled fetch's answer must be dropped, whatever it is, a fact or an error of any kind: once cancelled, the task changes no state."
          )
        }
        guard passed else { return }
      }
    }
  }

  @Test func cancel_thenFetchAgain_theFirstFetchsLateAnswerNeverReachesTheSecond() async throws {
    for start in Start.allCases {
      for answer in Self.lateAnswers {
        let row = "From \(start), with the first fetch's late answer \(answer)"
        let passed = try await withLeakTracking(row) { leaks in
          let (sut, service, recorder) = makeSUT(leaks)
          let before = await arrive(at: start, sut, service, recorder)
          let back = before.states.last ?? .initial

          service.ignoresCancellation = true  // the first fetch will answer late, cancelled or not
          let first = try #require(sut.fetch(), "\(row): expected fetch() to return the task it started (Task 3).")
          let reached = await service.waitForFetch(startedBy: first)
          try #require(reached, "\(row): expected the fetch to reach the service and wait there (Task 3).")
          sut.cancel()
          let atOnce = FactScreen(recorder, service)
          service.ignoresCancellation = false  // the second fetch notices its cancel
          let second = try #require(
            sut.fetch(),
            "\(row): fetch, cancel, then fetch() again at once must start a new fetch, even though the first one's service has not answered yet: cancel() ended the loading, so nothing is in flight any more."
          )
          let secondReached = await service.waitForFetch(startedBy: second, count: 2)
          try #require(secondReached, "\(row): expected the second fetch to reach the service and wait there (Task 3).")
          await service.answerOldest(of: first, with: answer)  // the first fetch's late answer
          sut.cancel()  // the screen goes away during the second fetch
          await service.settle(second)

          return expectSame(
            Cancelled(atOnce: atOnce, after: FactScreen(recorder, service)),
            Cancelled(
              atOnce: FactScreen(states: before.states + [.loading, back], calls: before.calls + [.fetch]),
              after: FactScreen(
                states: before.states + [.loading, back, .loading, back],
                calls: before.calls + [.fetch, .fetch, .answered(answer), .cancelled])),
            "From \(start): fetch, cancel, fetch again; then the first fetch's service answered \(answer) late, while the second fetch loads; then the screen cancelled again. The first answer must be dropped (it belongs to a cancelled fetch, not to the one loading now), and it must not touch what the second fetch needs: the second cancel() must still reach the second fetch (the service saw it cancelled) and put back \(back). Tell a cancelled fetch's answer apart by the fetch it belongs to, not by the state the screen is in now."
          )
        }
        guard passed else { return }
      }
    }
  }

  @Test func cancel_afterTheTaskWasCancelledByItsHolder_stillPutsTheScreenBack() async throws {
    for start in Start.allCases {
      let passed = try await withLeakTracking("From \(start)") { leaks in
        let (sut, service, recorder) = makeSUT(leaks)
        let before = await arrive(at: start, sut, service, recorder)
        let back = before.states.last ?? .initial

        let task = try #require(sut.fetch(), "From \(start): expected fetch() to return the task it started (Task 3).")
        let reached = await service.waitForFetch(startedBy: task)
        try #require(reached, "From \(start): expected the fetch to reach the service and wait there (Task 3).")
        task.cancel()  // whoever holds the returned task cancels it (a cancel like any other)
        await service.settle(task)
        sut.cancel()  // then the screen goes away
        let next = sut.fetch()
        if let next { await service.finish(next, with: .fact(sleepy)) }

        return expectSame(
          FactScreen(recorder, service),
          FactScreen(
            states: before.states + [.loading, back, .loading, .loaded(sleepy)],
            calls: before.calls + [.fetch, .cancelled, .fetch, .answered(.fact(sleepy))]),
          "From \(start), the task fetch() returned was cancelled by whoever held it, and it ended; then the screen called cancel(). That is a cancel like any other: by then the screen must show what it showed before the fetch (\(back)), and the next fetch must start as always. A cancel() that skips a task already cancelled leaves the screen loading for good."
        )
      }
      guard passed else { return }
    }
  }

  @Test func cancel_withNoFetchWaiting_changesNothing() async throws {
    for start in Start.allCases {
      let passed = try await withLeakTracking("From \(start)") { leaks in
        let (sut, service, recorder) = makeSUT(leaks)
        let before = await arrive(at: start, sut, service, recorder)

        sut.cancel()
        let next = try #require(
          sut.fetch(), "From \(start): expected a fetch() after a cancel with nothing to cancel to start as always (Task 3).")
        await service.finish(next, with: .fact(sleepy))

        return expectSame(
          FactScreen(recorder, service),
          FactScreen(states: before.states + [.loading, .loaded(sleepy)], calls: before.calls + [.fetch, .answered(.fact(sleepy))]),
          "From \(start), with no fetch waiting, cancel() must change nothing: the fact or the failure on screen stays, and the next fetch works as always. Only a fetch in flight has anything to cancel."
        )
      }
      guard passed else { return }
    }
  }

  @Test func fetch_afterACancel_fetchesAgain() async throws {
    for start in Start.allCases {
      let passed = try await withLeakTracking("From \(start)") { leaks in
        let (sut, service, recorder) = makeSUT(leaks)
        let before = await arrive(at: start, sut, service, recorder)
        let back = before.states.last ?? .initial

        let cancelled = try #require(sut.fetch(), "From \(start): expected fetch() to return the task it started (Task 3).")
        let reached = await service.waitForFetch(startedBy: cancelled)
        try #require(reached, "From \(start): expected the fetch to reach the service and wait there (Task 3).")
        sut.cancel()
        await service.settle(cancelled)
        let again = try #require(
          sut.fetch(), "From \(start): expected a fetch() after a cancel to start: the screen is no longer loading.")
        await service.finish(again, with: .fact(sleepy))

        return expectSame(
          FactScreen(recorder, service),
          FactScreen(
            states: before.states + [.loading, back, .loading, .loaded(sleepy)],
            calls: before.calls + [.fetch, .cancelled, .fetch, .answered(.fact(sleepy))]),
          "From \(start): fetch, cancel, fetch again. The cancel puts back \(back); the next fetch works as any other (nothing left over from the cancelled one)."
        )
      }
      guard passed else { return }
    }
  }

  @Test func viewModel_isReleasedWhileItsFetchIsStillWaitingForTheService() async throws {
    let service = ControlledCatService()
    let leaks = LeakTracker()
    var pending: Task<Void, Never>?
    do {
      let sut = CatFactViewModel(service: service)
      leaks.track(sut, as: "the view model")
      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started (Task 3).")
      pending = task
      let reached = await service.waitForFetch(startedBy: task)
      try #require(reached, "Expected the fetch to reach the service and wait there. Finish Task 3 first.")
      // The screen lets go here, without cancel(): `sut` is the last strong reference the test holds.
    }

    leaks.expectAllReleased(
      "The fetch is still waiting at the service, so its task is alive, and it must not keep the view model alive with it: a task that holds `self` until its request ends extends the view model's life by the whole request (forever, if the request never ends). Not a cycle, but the same cost. Capture self weakly and keep it out of the await: take what the task needs before it starts, and touch self only to show the answer."
    )
    if let pending { await service.finish(pending, with: .error(.service(.offline))) }
  }

  @Test func viewModel_andService_areReleasedAfterACancelledFetch() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, _) = makeSUT(leaks)

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started (Task 3).")
      let reached = await service.waitForFetch(startedBy: task)
      try #require(reached, "Expected the fetch to reach the service and wait there (Task 3).")
      sut.cancel()
      await service.settle(task)

      return expectSame(
        ShownState(sut.state), .initial, "Expected .initial after a first fetch was cancelled: the screen shows what it showed before.")
    }
  }

  /// What a cancel leaves: the screen read right after `cancel()` returned, and at the end.
  struct Cancelled: Equatable {
    var atOnce: FactScreen
    var after: FactScreen
  }

  // MARK: - Helpers

  private func makeSUT(
    _ leaks: LeakTracker,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (sut: CatFactViewModel, service: ControlledCatService, recorder: StateRecorder<State>) {
    let service = ControlledCatService()
    let sut = CatFactViewModel(service: service)
    leaks.track(sut, as: "the view model", sourceLocation: sourceLocation)
    leaks.track(service, as: "the service", sourceLocation: sourceLocation)
    return (sut, service, StateRecorder { sut.state })
  }
}
