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

  @Test(arguments: [
    ProfileUpdate(name: "Ada King", bio: ""),
    ProfileUpdate(name: "  Ada King ", bio: "Line one\nLine two"),
    ProfileUpdate(name: "Ada \"Countess\" King 👩‍💻", bio: #"C:\notes\bio"#),
    ProfileUpdate(name: "", bio: ""),
    ProfileUpdate(name: "   ", bio: "\n"),
    ProfileUpdate(name: ada.name, bio: ada.bio),
  ])
  func updateProfile_sendsTheUpdateExactlyAsGiven(update: ProfileUpdate) async {
    // A user is on screen first, so a view model that fills in fields from it, or that skips a
    // save equal to it, is caught. Empty and blank fields are sent too: validating is the backend's job.
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .success(ada)
    await sut.loadProfile()

    await sut.updateProfile(update)

    #expect(
      service.updateProfileCallCount == 1,
      "Expected \(update) to be sent once, got \(service.updateProfileCallCount) update calls. Send every update you are given, empty, blank or equal to the user on screen: the user pressed Save."
    )

    #expect(
      service.updateProfileLastArgument == update,
      """
      Expected the service to receive \(update) exactly as given, got \(String(describing: service.updateProfileLastArgument)). \
      Pass `update` straight through: an empty bio is the user clearing it, and spaces, quotes and new lines are what they typed.
      """
    )
  }

  @Test func updateProfile_isSentEvenWhileALoadIsInFlight() async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)

    let load = Task { await sut.loadProfile() }
    let loadArrived = await service.waitUntil({ service.fetchCount == 1 }, orUntilDone: load)
    let save = Task { await sut.updateProfile(renameAda) }
    let saveArrived = await service.waitUntil({ service.updates.count == 1 }, orUntilDone: save)
    // The answers arrive in the order the calls were made: the load's, then the save's.
    await service.finish(load, fetchingWith: .success(ada))
    await service.finish(save, fetchingWith: .success(ada), updatingWith: .success(adaAfterRename))

    #expect(loadArrived, "Expected loadProfile() to ask the service for the user. Call fetchCurrentUser() in loadProfile().")
    #expect(
      saveArrived,
      """
      Expected the save, started while the load was still in flight, to reach the service. \
      Don't return early because the state is .loading: that is the load's request, and the user's edit would be lost.
      """
    )
    #expect(service.updates == [renameAda], "Expected exactly the one update, renameAda, sent once.")
    #expect(
      sut.state == .loaded(adaAfterRename),
      "Expected the screen to end on the saved user, answered last, not \(sut.state). Show the user updateProfile(_:) returned."
    )
  }

  @Test func updateProfile_aSaveStartedWhileAnotherWaitsIsSentToo() async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)

    let first = Task { await sut.updateProfile(renameAda) }
    let firstArrived = await service.waitUntil({ service.updates.count == 1 }, orUntilDone: first)
    let second = Task { await sut.updateProfile(renameAgain) }
    let secondArrived = await service.waitUntil({ service.updates.count == 2 }, orUntilDone: second)
    // Both parked saves get the same answer: this test is about what was sent, not the order.
    await service.finish(second, fetchingWith: .success(ada), updatingWith: .success(adaAfterRename))
    await service.finish(first, fetchingWith: .success(ada), updatingWith: .success(adaAfterRename))

    #expect(firstArrived, "Expected the first save to reach the service. Call userService.updateProfile(_:) in updateProfile(_:).")
    #expect(
      secondArrived,
      """
      Expected the second save, started while the first still waited, to reach the service too. \
      Don't guard against a save in flight: the second one carries a newer edit, and the user would lose it.
      """
    )
    #expect(
      service.updates == [renameAda, renameAgain],
      "Expected both updates sent, in the order they were made, got \(service.updates). Send every save once.")
    #expect(sut.state == .loaded(adaAfterRename), "Expected .loaded with the saved user once both saves answered, not \(sut.state).")
  }

  @Test(arguments: [false, true])
  func updateProfile_savedUserStaysWhenAnEarlierLoadAnswersLast(loadFails: Bool) async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)

    let load = Task { await sut.loadProfile() }
    let loadArrived = await service.waitUntil({ service.fetchCount == 1 }, orUntilDone: load)
    let save = Task { await sut.updateProfile(renameAda) }
    let saveArrived = await service.waitUntil({ service.updates.count == 1 }, orUntilDone: save)
    // The save, started last, is answered first; the load's answer arrives after it.
    await service.finish(save, updatingWith: .success(adaAfterRename))
    let afterSave = sut.state
    let lateLoad: Result<User, any Error> = loadFails ? .failure(TestError.offline) : .success(ada)
    await service.finish(load, fetchingWith: lateLoad, updatingWith: .success(adaAfterRename))

    #expect(
      loadArrived && saveArrived, "Expected the load and then the save to reach the service; a save is sent even while a load is in flight."
    )
    #expect(afterSave == .loaded(adaAfterRename), "Expected .loaded(saved user) once the save answered, got \(afterSave).")
    #expect(
      sut.state == .loaded(adaAfterRename),
      """
      Expected the saved user to stay on screen when the earlier load answered afterwards \
      (\(loadFails ? "with an error" : "with the user from before the save")); got \(sut.state). \
      Only the latest call may set the state: count the loads and saves started with one counter, \
      and after the await drop the outcome of a call that is no longer the latest.
      """
    )
  }

  @Test func failureMessage_saysWhetherTheLoadOrTheSaveFailed() async {
    let (sut, service) = makeSUT()
    service.fetchCurrentUserResult = .failure(TestError.offline)
    service.updateProfileResult = .failure(TestError.offline)

    await sut.loadProfile()
    let failedLoad = failureMessage(of: sut.state)
    await sut.updateProfile(renameAda)
    let failedSave = failureMessage(of: sut.state)

    #expect(
      failedLoad != nil && failedSave != nil,
      "Expected .failed(message:) after the failed load and after the failed save, got \(sut.state) last. Set .failed in both catches.")
    #expect(
      failedSave != failedLoad,
      "Expected a failed save to say so, not to repeat the load's \"\(failedLoad ?? "nil")\" (both calls failed with the same error). The user must learn that their changes were not saved: give each method its own sentence."
    )
  }

  @Test(arguments: Overlap.allCases, Ending.allCases)
  func overlappingCalls_anOlderCallAnsweredLastChangesNothing(overlap: Overlap, lateAnswer: Ending) async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)
    guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service) else { return }

    await finishNewer(newer, of: overlap, service: service)
    let afterNewer = sut.state
    await service.finish(older, fetchingWith: lateAnswer.answer, updatingWith: lateAnswer.answer)

    #expect(
      afterNewer == .loaded(newerUser(of: overlap)),
      "Expected .loaded(\(newerUser(of: overlap).name)) once the newer call answered (\(overlap)), got \(afterNewer).")
    #expect(
      sut.state == .loaded(newerUser(of: overlap)),
      """
      Expected the newer call's user to stay on screen when the older call (\(overlap)) answered afterwards, \
      \(lateAnswer); got \(sut.state). Only the latest call started sets the state, whatever its kind and however \
      the older one ends, cancellation included: number every load and save with one counter, and after the await \
      drop the outcome (.idle too) of a call that is no longer the latest.
      """
    )
  }

  @Test(arguments: Overlap.allCases, Ending.allCases)
  func overlappingCalls_anOlderCallAnsweredFirstLeavesTheSpinner(overlap: Overlap, earlyAnswer: Ending) async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)
    guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service) else { return }

    switch overlap {
    case .loadThenSave: await service.finish(older, fetchingWith: earlyAnswer.answer)
    case .saveThenLoad: await service.finish(older, updatingWith: earlyAnswer.answer)
    }
    let whileNewerWaits = sut.state
    await finishNewer(newer, of: overlap, service: service)

    #expect(
      whileNewerWaits == .loading,
      """
      Expected .loading while the newer call still waits, after the older call (\(overlap)) answered \(earlyAnswer); \
      got \(whileNewerWaits). The older call is no longer the latest: drop its outcome. Checking that the state is \
      still .loading cannot tell the two calls apart; compare the call's number with the counter.
      """
    )
    #expect(
      sut.state == .loaded(newerUser(of: overlap)),
      "Expected .loaded(\(newerUser(of: overlap).name)) once the newer call answered, got \(sut.state). The latest call started sets the state when it answers."
    )
  }

  @Test(arguments: [false, true])
  func updateProfile_cancelledSaveShowsNoErrorAndNoSpinner(userWasShown: Bool) async {
    let (sut, service) = makeSUT()
    if userWasShown {
      service.fetchCurrentUserResult = .success(ada)
      await sut.loadProfile()
    }
    service.updateProfileResult = .failure(CancellationError())

    await sut.updateProfile(renameAda)

    #expect(
      sut.state == .idle,
      """
      Expected .idle after a cancelled save\(userWasShown ? " over a shown user" : ""), not \(sut.state). \
      A CancellationError is not a failure: catch it before the general catch in updateProfile(_:) too, and set .idle.
      """
    )
    #expect(service.updateProfileCallCount == 1, "Expected the cancelled save to have been sent once.")
  }

  // MARK: - Helpers

  /// Starts the older call of `overlap`, then the newer one while the older waits in `service`.
  /// Records an issue and returns `nil` when either call never reached the service.
  private func startOverlapping(
    _ overlap: Overlap, on sut: ProfileViewModel, service: PendingUserService
  ) async -> (older: Task<Void, Never>, newer: Task<Void, Never>)? {
    let load = { Task { await sut.loadProfile() } }
    let save = { Task { await sut.updateProfile(renameAda) } }
    let older = overlap == .loadThenSave ? load() : save()
    let olderArrived = await service.waitUntil({ service.fetchCount + service.updates.count == 1 }, orUntilDone: older)
    guard olderArrived else {
      Issue.record("Expected the first call (\(overlap)) to reach the service. Call the service in loadProfile() and updateProfile(_:).")
      return nil
    }
    let newer = overlap == .loadThenSave ? save() : load()
    let newerArrived = await service.waitUntil({ service.fetchCount == 1 && service.updates.count == 1 }, orUntilDone: newer)
    guard newerArrived else {
      await service.finish(older, fetchingWith: .success(ada), updatingWith: .success(ada))
      Issue.record(
        "Expected the second call (\(overlap)), started while the first waited, to reach the service too. Don't return early because a call is in flight."
      )
      return nil
    }
    return (older, newer)
  }

  /// The user the newer call of `overlap` is answered with: the saved user, or a user the service
  /// returns now that differs from every other answer.
  private func newerUser(of overlap: Overlap) -> User {
    overlap == .loadThenSave ? adaAfterRename : grace
  }

  /// Answers the newer call of `overlap` with ``newerUser(of:)``, leaving the older one parked.
  private func finishNewer(_ newer: Task<Void, Never>, of overlap: Overlap, service: PendingUserService) async {
    switch overlap {
    case .loadThenSave: await service.finish(newer, updatingWith: .success(newerUser(of: overlap)))
    case .saveThenLoad: await service.finish(newer, fetchingWith: .success(newerUser(of: overlap)))
    }
  }

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
