import Lab07Profile
import Testing

/// Task 3: `updateProfile(_:)` sends the update it was given and shows what the service saved.
@MainActor
@Suite("Lab 07 · Task 3: saving the profile")
struct Task3UpdateProfileTests {
  @Test func updateProfile_passesTheUpdateToTheServiceOnce() async {
    let (sut, service) = makeSUT()

    await sut.updateProfile(renameAda)

    #expect(service.updateProfileCallCount == 1, "Expected exactly one update call. Call userService.updateProfile(_:) once.")
    #expect(
      service.updateProfileLastArgument == renameAda,
      "Expected the service to receive the update you were given, unchanged. Pass `update` straight through.")
  }

  @Test func updateProfile_showsLoadingWhileTheServiceWorks() async {
    let (sut, probe) = makeSUTWithStateProbe()

    await sut.updateProfile(renameAda)

    #expect(
      probe.statesDuringCalls == [.loading],
      "Expected .loading on screen while updateProfile(_:) runs, not \(probe.statesDuringCalls). Set state = .loading before awaiting the service."
    )
    #expect(sut.state == .loaded(adaAfterRename), "Expected .loaded with the saved user once the save answers, not \(sut.state).")
  }

  @Test func updateProfile_showsLoadingOverALoadedUser() async {
    let (sut, probe) = makeSUTWithStateProbe()
    await sut.loadProfile()

    await sut.updateProfile(renameAda)

    #expect(
      probe.statesDuringCalls == [.loading, .loading],
      "Expected .loading on screen while the save runs, even over a loaded user, not \(probe.statesDuringCalls). Set state = .loading at the start of every save."
    )
    #expect(sut.state == .loaded(adaAfterRename), "Expected .loaded with the saved user once the save answers, not \(sut.state).")
  }

  @Test func updateProfile_showsTheUserTheServiceSaved() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(adaAfterRename)
    await sut.loadProfile()

    await sut.updateProfile(renameAda)

    #expect(
      sut.state == .loaded(adaAfterRename),
      "Expected .loaded with the user updateProfile returned. Show the service's answer, not a merge of the update into the old user."
    )
    #expect(
      service.fetchCurrentUserCallCount == 1,
      "Expected no second fetch after saving: updateProfile already returns the saved user. Use its return value.")
  }

  @Test(arguments: TestError.allCases)
  func updateProfile_showsAFailureWithAMessage(error: TestError) async {
    let (sut, service) = makeSUT()
    service.updateProfileResult = .failure(error)

    await sut.updateProfile(renameAda)

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) with a non-empty message for \(error), not \(sut.state). Catch the error and set the state.")
    #expect(service.updateProfileCallCount == 1, "Expected exactly one update call, even when it fails.")
    #expect(service.updateProfileLastArgument == renameAda, "Expected the failed save to have sent the update you were given.")
  }

  @Test func updateProfile_failedSaveAfterALoadShowsAFailureInsteadOfTheOldUser() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .failure(TestError.serverError)
    await sut.loadProfile()

    await sut.updateProfile(renameAda)

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) when the save fails, not \(sut.state). Showing the old user would tell them the edit was saved; set .failed in the catch."
    )
  }

  @Test func updateProfile_retryAfterAFailureShowsTheSavedUser() async {
    let (sut, service) = makeSUT()
    service.updateProfileResult = .failure(TestError.timedOut)
    await sut.updateProfile(renameAda)

    service.updateProfileResult = .success(adaAfterRename)
    await sut.updateProfile(renameAgain)

    #expect(sut.state == .loaded(adaAfterRename), "Expected .loaded after the retried save. Each save sets the state again.")
    #expect(service.updateProfileCallCount == 2, "Expected one update call per save: two saves, two calls.")
    #expect(service.updateProfileLastArgument == renameAgain, "Expected the retry to send its own update, the latest one.")
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
