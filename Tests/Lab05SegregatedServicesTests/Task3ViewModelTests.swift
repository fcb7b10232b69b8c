import Lab05SegregatedServices
import Testing

/// Task 3: the view model moves through its states in order, one fetch at a time, and sees the
/// service through `FetchCatFactProtocol` only.
///
/// Every test makes its objects with `makeSUT`, inside `withLeakTracking`: when the test is over,
/// the view model and the service must both be gone.
@MainActor
@Suite("Lab 05 · Task 3: the view model's states")
struct Task3ViewModelTests {
  typealias State = ViewState<CatFact, CatServiceError>

  @Test func fetch_showsLoadingAtOnceBeforeTheServiceAnswers() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, _) = makeSUT(leaks)

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")

      #expect(
        sut.state == .loading,
        "Expected .loading as soon as fetch() returns. Set state = .loading in fetch() itself, before starting the task.")
      await service.finish(task, with: .success(clowder))
    }
  }

  @Test func fetch_goesFromInitialThroughLoadingToLoaded() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await service.finish(task, with: .success(clowder))

      #expect(
        recorder.states == [.initial, .loading, .loaded(clowder)],
        "Expected the states initial, loading, loaded(fact), in that order and nothing else. Set .loading before asking, .loaded(fact) after."
      )
      #expect(service.fetchCount == 1, "Expected one fetch from the service. Ask it once per fetch().")
    }
  }

  @Test(arguments: [CatServiceError.offline, .server(status: 503), .server(status: 404), .undecodable])
  func fetch_goesFromInitialThroughLoadingToFailedWithTheServicesError(_ error: CatServiceError) async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await service.finish(task, with: .failure(error))

      #expect(
        recorder.states == [.initial, .loading, .failed(error)],
        "Expected initial, loading, failed(\(error)) when the service throws \(error). Catch the error and set .failed(error) with the error the service threw, unchanged: the screen's message says why it failed."
      )
    }
  }

  @Test func fetch_whileLoadingIsRefused() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)

      let first = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      let second = sut.fetch()
      await service.finish(first, with: .success(clowder))
      if let second { await service.finish(second, with: .success(sleepy)) }

      #expect(second == nil, "Expected a second fetch() during .loading to return nil. Guard: if state.isLoading, return nil.")
      #expect(service.fetchCount == 1, "Expected one request for two taps while loading. Refuse a fetch while one is loading.")
      #expect(
        recorder.states == [.initial, .loading, .loaded(clowder)],
        "Expected the refused fetch to change nothing: initial, loading, loaded. Return before touching state.")
    }
  }

  @Test func fetch_whileTheServiceIsWorkingOnTheFirstIsRefusedToo() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)

      let first = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      let reached = await service.waitForFetch(startedBy: first)
      try #require(reached, "Expected the fetch to reach the service and wait there. Ask the injected service for a fact in the task.")
      let second = sut.fetch()  // the second tap comes once the request is out
      await service.finish(first, with: .success(clowder))
      if let second { await service.finish(second, with: .success(sleepy)) }

      #expect(
        second == nil,
        "Expected a fetch() while the first request is out to return nil. The guard must hold for the whole of .loading, from fetch() until the answer is applied."
      )
      #expect(service.fetchCount == 1, "Expected one request for two taps while loading, got \(service.fetchCount).")
      #expect(
        recorder.states == [.initial, .loading, .loaded(clowder)],
        "Expected the refused fetch to change nothing: initial, loading, loaded. Return before touching state.")
    }
  }

  @Test func fetch_afterAFailureCanBeRetried() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)
      let failing = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await service.finish(failing, with: .failure(.offline))

      let retry = try #require(sut.fetch(), "Expected a fetch after a failure to start. Only .loading refuses a fetch.")
      await service.finish(retry, with: .success(clowder))

      #expect(
        recorder.states == [.initial, .loading, .failed(.offline), .loading, .loaded(clowder)],
        "Expected initial, loading, failed, then loading, loaded again for the retry. Every fetch goes through .loading.")
      #expect(service.fetchCount == 2, "Expected a second request for the retry.")
    }
  }

  @Test func fetch_afterAFactFetchesAnother() async throws {
    try await withLeakTracking { leaks in
      let (sut, service, recorder) = makeSUT(leaks)
      let first = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await service.finish(first, with: .success(clowder))

      let another = try #require(sut.fetch(), "Expected \"Fetch another\" to start a fetch after a fact. Only .loading refuses a fetch.")
      await service.finish(another, with: .success(sleepy))

      #expect(
        recorder.states == [.initial, .loading, .loaded(clowder), .loading, .loaded(sleepy)],
        "Expected the second fact to replace the first, through .loading. Every fetch sets its own states.")
    }
  }

  // MARK: - Interface segregation: the view model sees FetchCatFactProtocol only

  @Test func fetch_neverAsksToUpdateTheCatEvenWhenTheServiceCould() async throws {
    try await withLeakTracking { leaks in
      // `ControlledCatService` conforms to both protocols, as the real `CatService` does.
      let (sut, service, _) = makeSUT(leaks)

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await service.finish(task, with: .success(clowder))

      #expect(sut.state == .loaded(clowder), "Expected .loaded(fact) after a successful fetch.")
      #expect(
        service.nameUpdates.isEmpty,
        "Expected no call to updateName: a fact screen has no business renaming cats. Keep the service typed `any FetchCatFactProtocol` and never cast it to UpdateCatInformationProtocol."
      )
    }
  }

  @Test func init_acceptsAServiceThatCanOnlyFetch() async throws {
    try await withLeakTracking { leaks in
      // `StubCatFacts` conforms to FetchCatFactProtocol and to nothing else. This line compiles
      // only while the view model asks for that protocol alone: take `CatService`, or a combined
      // protocol, and the whole suite stops compiling here.
      let sut = CatFactViewModel(service: StubCatFacts(answer: .success(sleepy)))
      leaks.track(sut, as: "the view model")

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await task.value

      #expect(
        sut.state == .loaded(sleepy),
        "Expected .loaded(fact) from a service that can only fetch. Ask the injected FetchCatFactProtocol for the fact.")
    }
  }

  // MARK: - Helpers

  /// The view model over a service the test controls, and a recorder of its states. Both the view
  /// model and the service are tracked: the test fails if either outlives it.
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
