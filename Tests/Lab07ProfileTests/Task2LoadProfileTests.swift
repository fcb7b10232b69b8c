import Lab07Profile
import Testing

/// Task 2: `loadProfile()` asks the service once and turns the answer into `.loaded` or `.failed`.
@MainActor
@Suite("Lab 07 · Task 2: loading the profile")
struct Task2LoadProfileTests {
  @Test func loadProfile_showsTheCurrentUser() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)

    await sut.loadProfile()

    #expect(sut.state == .loaded(ada), "Expected .loaded(user). Set state = .loaded(try await userService.fetchCurrentUser()).")
    #expect(service.fetchCurrentUserCallCount == 1, "Expected exactly one fetch. Call fetchCurrentUser() once per load.")
    #expect(service.updateProfileCallCount == 0, "Expected no update while loading. loadProfile only reads.")
  }

  @Test func loadProfile_showsLoadingWhileTheServiceWorks() async {
    let (sut, probe) = makeSUTWithStateProbe()

    await sut.loadProfile()

    #expect(
      probe.statesDuringCalls == [.loading],
      "Expected .loading on screen while fetchCurrentUser() runs, not \(probe.statesDuringCalls). Set state = .loading before awaiting the service."
    )
    #expect(sut.state == .loaded(ada), "Expected .loaded(user) once the fetch answers, not \(sut.state).")
  }

  @Test func loadProfile_showsLoadingAgainOnAReload() async {
    let (sut, probe) = makeSUTWithStateProbe()

    await sut.loadProfile()
    await sut.loadProfile()

    #expect(
      probe.statesDuringCalls == [.loading, .loading],
      "Expected .loading on screen during both fetches, not \(probe.statesDuringCalls). Set state = .loading on every load, not only the first one (when the state is still .idle)."
    )
  }

  @Test(arguments: TestError.allCases)
  func loadProfile_showsAFailureWithAMessage(error: TestError) async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .failure(error)

    await sut.loadProfile()

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) with a non-empty message for \(error), not \(sut.state). Catch the error and set the state; don't leave it .loading."
    )
    #expect(service.fetchCurrentUserCallCount == 1, "Expected exactly one fetch, even when it fails. Don't retry on your own.")
  }

  @Test func loadProfile_retryAfterAFailureShowsTheUser() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .failure(TestError.offline)
    await sut.loadProfile()

    service.fetchCurrentUserResult = .success(ada)
    await sut.loadProfile()

    #expect(sut.state == .loaded(ada), "Expected .loaded after the retry. Each load sets the state again from scratch.")
    #expect(service.fetchCurrentUserCallCount == 2, "Expected one fetch per load: two loads, two fetches.")
  }

  @Test func loadProfile_reloadShowsTheLatestUser() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)
    await sut.loadProfile()

    service.fetchCurrentUserResult = .success(grace)
    await sut.loadProfile()

    #expect(
      sut.state == .loaded(grace),
      "Expected a second load to show the user the service returns now, not \(sut.state). Fetch on every load; don't skip it because a user is already loaded."
    )
    #expect(service.fetchCurrentUserCallCount == 2, "Expected one fetch per load: two loads, two fetches.")
  }

  @Test func loadProfile_failedReloadShowsAFailureInsteadOfTheOldUser() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)
    await sut.loadProfile()

    service.fetchCurrentUserResult = .failure(TestError.offline)
    await sut.loadProfile()

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) when a reload fails, not \(sut.state). Set .failed in the catch whatever the screen showed before."
    )
  }

  @Test(arguments: [false, true])
  func loadProfile_cancelledFetchShowsNoErrorAndNoSpinner(userWasShown: Bool) async {
    let (sut, service) = makeSUT()
    if userWasShown {
      service.fetchCurrentUserResult = .success(ada)
      await sut.loadProfile()
    }
    service.fetchCurrentUserResult = .failure(CancellationError())

    await sut.loadProfile()

    #expect(
      sut.state == .idle,
      """
      Expected .idle after a cancelled fetch\(userWasShown ? " (a reload over a shown user)" : ""), not \(sut.state). \
      A CancellationError means nobody waits for the answer: catch it before the general catch and set .idle, \
      so the screen shows no error and no spinner.
      """
    )
    #expect(service.fetchCurrentUserCallCount == (userWasShown ? 2 : 1), "Expected one fetch per load, the cancelled one too.")
  }

  // MARK: - Helpers

  private func makeSUT() -> (ProfileViewModel, MockUserService) {
    let service = MockUserService()
    return (ProfileViewModel(userService: service), service)
  }

  private func makeSUTWithStateProbe() -> (ProfileViewModel, StateProbeUserService) {
    let probe = StateProbeUserService()
    let sut = ProfileViewModel(userService: probe)
    probe.screen = sut
    return (sut, probe)
  }
}
