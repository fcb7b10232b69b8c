import Lab05SegregatedServices
import Testing

/// Task 4: nothing the view model starts keeps it alive. A screen that goes away while a request
/// is still out must let its view model go at once, not when the request ends.
@MainActor
@Suite("Lab 05 · Task 4: no leaks")
struct Task4NoLeaksTests {
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
      // The screen goes away here: `sut` is the last strong reference the test holds.
    }

    leaks.expectAllReleased(
      "The fetch is still waiting, so its task is alive: it must not hold the view model. Capture [weak self] and keep `self` out of the await: copy the service into a local, await it, then set self?.state."
    )
    if let pending { await service.finish(pending, with: .failure(.offline)) }
  }

  @Test func viewModel_andService_areReleasedAfterAFailedFetch() async throws {
    try await withLeakTracking { leaks in
      let service = ControlledCatService()
      let sut = CatFactViewModel(service: service)
      leaks.track(sut, as: "the view model")
      leaks.track(service, as: "the service")

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started (Task 3).")
      await service.finish(task, with: .failure(.offline))

      #expect(sut.state == .failed(.offline), "Expected .failed(.offline) after the service failed (Task 3).")
    }
  }
}
