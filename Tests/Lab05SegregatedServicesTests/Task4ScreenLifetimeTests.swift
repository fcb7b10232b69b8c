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

  @Test(arguments: Start.allCases, cancels)
  func cancel_whileAFetchWaits_cancelsTheRequestAndShowsWhatWasThereBefore(_ start: Start, _ cancel: Thrown) async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)
      service.cancelsWith = cancel
      let before = await arrive(at: start, sut, service, recorder)

      let task = try #require(sut.fetch(), "Expected fetch() from \(start) to return the task it started (Task 3).")
      let reached = await service.waitForFetch(startedBy: task)
      try #require(reached, "Expected the fetch to reach the service and wait there (Task 3).")
      sut.cancel()  // the screen goes away
      await service.settle(task)

      expectSame(
        FactScreen(recorder, service),
        FactScreen(states: before.states + [.loading, before.states.last ?? .initial], calls: before.calls + [.fetch, .cancelled]),
        "From \(start), cancel() while a fetch waits must cancel that fetch's request (the service saw \(cancel) arrive, not an answer), and put back at once what the screen showed before the fetch, with no error: a cancel is not a failure. Keep the task you started so cancel() can reach it. (Seen answered(late)? Then the request was never cancelled.)"
      )
    }
  }

  @Test func cancel_thenTheServiceAnswersAnyway_dropsTheLateAnswer() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)
      service.ignoresCancellation = true  // a service that does not notice the cancel

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started (Task 3).")
      let reached = await service.waitForFetch(startedBy: task)
      try #require(reached, "Expected the fetch to reach the service and wait there (Task 3).")
      sut.cancel()
      await service.settle(task)  // answers the fetch with `late`

      expectSame(
        FactScreen(recorder, service),
        FactScreen(states: [.initial, .loading, .initial], calls: [.fetch, .answered(.fact(late))]),
        "cancel() put the screen back; then the service, which did not notice the cancel, answered anyway. A cancelled fetch's answer must be dropped: once cancelled, the task changes no state."
      )
    }
  }

  @Test(arguments: Start.allCases)
  func cancel_withNoFetchWaiting_changesNothing(_ start: Start) async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)
      let before = await arrive(at: start, sut, service, recorder)

      sut.cancel()
      let next = try #require(sut.fetch(), "Expected a fetch() after a cancel with nothing to cancel to start as always (Task 3).")
      await service.finish(next, with: .fact(sleepy))

      expectSame(
        FactScreen(recorder, service),
        FactScreen(states: before.states + [.loading, .loaded(sleepy)], calls: before.calls + [.fetch, .answered(.fact(sleepy))]),
        "From \(start), with no fetch waiting, cancel() must change nothing: the fact or the failure on screen stays, and the next fetch works as always. Only a fetch in flight has anything to cancel."
      )
    }
  }

  @Test(arguments: Start.allCases)
  func fetch_afterACancel_fetchesAgain(_ start: Start) async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)
      let before = await arrive(at: start, sut, service, recorder)
      let back = before.states.last ?? .initial

      let cancelled = try #require(sut.fetch(), "Expected fetch() from \(start) to return the task it started (Task 3).")
      let reached = await service.waitForFetch(startedBy: cancelled)
      try #require(reached, "Expected the fetch to reach the service and wait there (Task 3).")
      sut.cancel()
      await service.settle(cancelled)
      let again = try #require(sut.fetch(), "Expected a fetch() after a cancel to start: the screen is no longer loading.")
      await service.finish(again, with: .fact(sleepy))

      expectSame(
        FactScreen(recorder, service),
        FactScreen(
          states: before.states + [.loading, back, .loading, .loaded(sleepy)],
          calls: before.calls + [.fetch, .cancelled, .fetch, .answered(.fact(sleepy))]),
        "From \(start): fetch, cancel, fetch again. The cancel puts back \(back); the next fetch works as any other (nothing left over from the cancelled one)."
      )
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

      expectSame(sut.state, .initial, "Expected .initial after a first fetch was cancelled: the screen shows what it showed before.")
    }
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
