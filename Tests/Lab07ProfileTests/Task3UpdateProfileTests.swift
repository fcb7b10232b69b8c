import Lab07Profile
import Testing

/// Task 3: `updateProfile(_:)` sends the update it was given, once, and shows what the service
/// saved, a failure that says the edit was not saved, or (after a cancel) what was shown before.
/// The double's record is how the test sees what was sent.
@MainActor
@Suite("Lab 07 · Task 3: saving the profile")
struct Task3UpdateProfileTests {
  @Test func updateProfile_sendsTheUpdateExactlyAsGiven() async {
    for shape in updateShapes {
      let update = shape.value
      // A user is on screen first, so a view model that fills in fields from it, or that skips a
      // save equal to it, is caught. Empty and blank fields are sent too: validating is the backend's job.
      let (sut, service) = makeSUT()
      service.fetchCurrentUserResult = .success(ada)
      await sut.loadProfile()
      service.updateProfileResult = .success(adaAfterRename)

      await sut.updateProfile(update)

      guard
        expectSame(
          ProfileScreen(sut, service),
          ProfileScreen(
            state: .loaded(adaAfterRename), fetchCalls: 1, updateCalls: 1, lastUpdate: update,
            fetchResult: describe(.success(ada)), updateResult: describe(.success(adaAfterRename))),
          """
          An update (\(shape.name)): expected it sent once, exactly as given, and the saved user shown, with no second fetch. \
          Send every update you are given, unchanged: an empty bio is the user clearing it, spaces, quotes and line breaks \
          are what they typed, and an empty name or an update equal to the user on screen is still the user pressing Save.
          """
        )
      else { return }
    }
  }

  @Test func updateProfile_showsLoadingWhileTheServiceWorks() async {
    let (sut, probe) = makeSUTWithStateProbe()

    await sut.updateProfile(renameAda)
    await sut.loadProfile()
    await sut.updateProfile(renameAgain)

    expectSame(
      probe.statesDuringCalls + [sut.state], [.loading, .loading, .loading, .loaded(adaAfterRename)],
      "Expected .loading on screen while each save runs, over a loaded user too, then .loaded with the saved user. Show .loading before awaiting the service, on every save."
    )
  }

  /// Events × states: a save from every state, answered with the saved user, every kind of
  /// failure, and both kinds of cancel.
  @Test func updateProfile_fromEveryState() async {
    for before in ScreenBefore.allCases {
      for answer in Answer.all(user: adaAfterRename) {
        let messages = await FailureMessages.of(makeSUT)
        let (sut, service, calls) = makeCancellableSUT()
        await before.reach(sut, service)
        service.updateProfileResult = answer.result

        await calls.run(cancellingTheCaller: answer.callerCancelled) { await sut.updateProfile(renameAda) }

        let shownBefore = before.expected(messages)
        var expected = shownBefore
        expected.updateCalls += 1
        expected.lastUpdate = renameAda
        expected.updateResult = describe(answer.result)
        switch answer.kind {
        case .user(let user): expected.state = .loaded(user)
        case .failure: expected.state = .failed(message: messages.save)
        case .cancel: expected.state = shownBefore.state
        }
        guard
          expectSame(
            ProfileScreen(sut, service), expected,
            """
            After \(before), a save that \(answer): expected \(expected.state), the update sent once and no fetch. \
            Show the user the service saved (not a merge of the update); a failure shows the save's own sentence, even \
            over a loaded user (showing the old user would say the edit was saved); a cancel, of either kind, goes back to \
            what the screen showed before the save (see "A cancel is not a failure"). Tell a cancel by the error, not by \
            your task: a saved user or a failure that arrives in a cancelled task is still shown. Send every save asked \
            for, the same update again included (a retry after a failure, a second tap after a success).
            """
          )
        else { return }
      }
    }
  }

  @Test func failureMessage_saysWhetherTheLoadOrTheSaveFailed() async {
    let messages = await FailureMessages.of(makeSUT)

    let load = messages.loadSentence ?? ""
    let save = messages.saveSentence ?? ""
    expectSame(
      [load.isEmpty, save.isEmpty, load == save], [false, false, false],
      "Expected a non-empty sentence for a failed load and another for a failed save (both failed with the same error), got \"\(load)\" and \"\(save)\". The user must learn that their changes were not saved: give each method its own sentence."
    )
  }

  @Test func updateProfile_isDoneWhenItReturns() async {
    await expectTheAnswerOnScreenWhenTheCallReturns(save: true)
  }

  // MARK: - Helpers

  /// A screen over a `MockUserService`, through ``CancelsItsCaller``, so a test can cancel the
  /// task of the call under test while the service holds it.
  private func makeCancellableSUT() -> (ProfileViewModel, MockUserService, CancelsItsCaller) {
    let service = MockUserService()
    let calls = CancelsItsCaller(service)
    return (ProfileViewModel(userService: calls), service, calls)
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
