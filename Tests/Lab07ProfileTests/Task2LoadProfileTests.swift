import Lab07Profile
import Testing

/// Task 2: `loadProfile()` asks the service once and turns the answer into `.loaded` or `.failed`.
@MainActor
@Suite("Task 2: loading the profile")
struct Task2LoadProfileTests {
  @Test func loadProfile_showsTheCurrentUser() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)

    await sut.loadProfile()

    #expect(sut.state == .loaded(ada), "Expected .loaded(user). Set state = .loaded(try await userService.fetchCurrentUser()).")
    #expect(service.fetchCurrentUserCallCount == 1, "Expected exactly one fetch. Call fetchCurrentUser() once per load.")
    #expect(service.updateProfileCallCount == 0, "Expected no update while loading. loadProfile only reads.")
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

  // MARK: - Helpers

  private func makeSUT() -> (ProfileViewModel, MockUserService) {
    let service = MockUserService()
    return (ProfileViewModel(userService: service), service)
  }
}
