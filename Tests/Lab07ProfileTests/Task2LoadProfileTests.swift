import Lab07Profile
import Testing

/// Task 2: `loadProfile()` asks the service once and shows what its answer means: the user, a
/// failure, or (after a cancel) what the screen showed before.
@MainActor
@Suite("Lab 07 · Task 2: loading the profile")
struct Task2LoadProfileTests {
  @Test func loadProfile_showsTheUserExactlyAsTheServiceReturnedIt() async {
    for shape in userShapes {
      let user = shape.value
      let (sut, service) = makeSUT()
      service.fetchCurrentUserResult = .success(user)

      await sut.loadProfile()

      var expected = ProfileScreen.untouched
      expected.state = .loaded(user)
      expected.fetchCalls = 1
      expected.fetchResult = describe(.success(user))
      guard
        expectSame(
          ProfileScreen(sut, service), expected,
          "A user (\(shape.name)) from the service: expected .loaded with that user, exactly (empty, spaced, accented or long fields included), after one fetch and no update."
        )
      else { return }
    }
  }

  @Test func loadProfile_showsLoadingWhileTheServiceWorks() async {
    let (sut, probe) = makeSUTWithStateProbe()

    await sut.loadProfile()
    await sut.loadProfile()

    expectSame(
      probe.statesDuringCalls + [sut.state], [.loading, .loading, .loaded(ada)],
      "Expected .loading on screen while each fetch runs (the reload's too), then .loaded(user). Show .loading before awaiting the service, on every load."
    )
  }

  /// Events × states: a load from every state, answered with a user, every kind of failure, and
  /// both kinds of cancel.
  @Test func loadProfile_fromEveryState() async {
    for before in ScreenBefore.allCases {
      for answer in Answer.all(user: grace) {
        let messages = await FailureMessages.of(makeSUT)
        let (sut, service, calls) = makeCancellableSUT()
        await before.reach(sut, service)
        service.fetchCurrentUserResult = answer.result

        await calls.run(cancellingTheCaller: answer.callerCancelled) { await sut.loadProfile() }

        let shownBefore = before.expected(messages)
        var expected = shownBefore
        expected.fetchCalls += 1
        expected.fetchResult = describe(answer.result)
        switch answer.kind {
        case .user(let user): expected.state = .loaded(user)
        case .failure: expected.state = .failed(message: messages.load)
        case .cancel: expected.state = shownBefore.state
        }
        guard
          expectSame(
            ProfileScreen(sut, service), expected,
            """
            After \(before), a load that \(answer): expected \(expected.state), one more fetch and nothing else. \
            A user replaces whatever was shown; a failure shows the load's own sentence, whatever the error and whatever was \
            shown (never the old user); a cancel, of either kind, is not a failure: the screen goes back to what it showed \
            before the call (see "A cancel is not a failure"). Tell a cancel by the error, not by your task: a user or a \
            failure that arrives in a cancelled task is still shown.
            """
          )
        else { return }
      }
    }
  }

  /// `await loadProfile()` is done when it returns: the answer is on screen then, written by the
  /// call itself, not by a task it started and did not wait for.
  @Test func loadProfile_isDoneWhenItReturns() async {
    await expectTheAnswerOnScreenWhenTheCallReturns(save: false)
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
