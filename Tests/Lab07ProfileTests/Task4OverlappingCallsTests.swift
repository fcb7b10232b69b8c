import Lab07Profile
import Testing

/// Task 4: loads and saves in flight at once. The rule is Lab 01's (only the latest call started
/// sets the state) and the starter gives it written (`startCall()`, `show(_:ifLatest:)`): this
/// suite checks that every outcome of Tasks 2 and 3 goes through it. The suite's
/// `PendingUserService` holds each call until the test answers it, in the order the test picks.
@MainActor
@Suite("Lab 07 · Task 4: overlapping calls")
struct Task4OverlappingCallsTests {
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

    expectSame(
      ProfileScreen(sut, service),
      ProfileScreen(state: .loaded(adaAfterRename), fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda),
      "Expected the load, and the save started while the load was in flight, both to reach the service once (loaded: \(loadArrived), saved: \(saveArrived)), and the saved user on screen: the save was the latest call. Don't return early because the state is .loading: that is the load's, and the user's edit would be lost."
    )
  }

  /// Events × states, second call while one waits: every pair of kinds, the older answered last.
  @Test(arguments: Overlap.allCases, Ending.allCases)
  func overlappingCalls_anOlderCallAnsweredLastChangesNothing(overlap: Overlap, lateAnswer: Ending) async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)
    guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service) else { return }

    await finishNewer(newer, of: overlap, service: service)
    let afterNewer = sut.state
    await finishOlder(older, of: overlap, with: lateAnswer.answer, service: service)

    expectSame(
      ProfileScreen(sut, service, checkpoints: [afterNewer]),
      expectedRecord(of: overlap, state: .loaded(newerUser(of: overlap)), checkpoints: [.loaded(newerUser(of: overlap))]),
      """
      Expected the newer call's user on screen once it answered (\(overlap)), and still there after the older call \
      answered \(lateAnswer), each call sent once. Only the latest call started sets the state, whatever its kind and \
      however the older one ends, cancels included: every outcome goes through the given show(_:ifLatest:).
      """
    )
  }

  @Test(arguments: Overlap.allCases, Ending.allCases)
  func overlappingCalls_anOlderCallAnsweredFirstLeavesTheSpinner(overlap: Overlap, earlyAnswer: Ending) async {
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)
    guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service) else { return }

    await finishOlder(older, of: overlap, with: earlyAnswer.answer, service: service)
    let whileNewerWaits = sut.state
    await finishNewer(newer, of: overlap, service: service)

    expectSame(
      ProfileScreen(sut, service, checkpoints: [whileNewerWaits]),
      expectedRecord(of: overlap, state: .loaded(newerUser(of: overlap)), checkpoints: [.loading]),
      """
      Expected .loading while the newer call still waited, after the older call (\(overlap)) answered \(earlyAnswer), \
      then the newer call's user, each call sent once. The older call is no longer the latest: its outcome goes \
      through show(_:ifLatest:), which drops it.
      """
    )
  }

  /// The policy with a call in flight: a cancelled newest call goes back to what the screen showed
  /// before the calls in flight started, not to the older call's spinner.
  @Test(
    arguments: Overlap.allCases,
    [
      (Ending.cancellation, false), (.cancellation, true), (.transportCancellation, false), (.transportCancellation, true),
    ])
  func overlappingCalls_aCancelledNewerCallGoesBackToTheScreenBeforeBoth(
    overlap: Overlap, ending: (cancel: Ending, olderAnswersFirst: Bool)
  ) async {
    let (cancel, olderAnswersFirst) = ending
    let service = PendingUserService()
    let sut = ProfileViewModel(userService: service)
    let first = Task { await sut.loadProfile() }
    if await service.waitUntil({ service.fetchCount == 1 }, orUntilDone: first) {
      await service.finish(first, fetchingWith: .success(mary))
    }
    guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service, after: 1) else { return }

    if olderAnswersFirst {
      await finishOlder(older, of: overlap, with: .success(ada), service: service)
      await finishNewer(newer, of: overlap, with: cancel.answer, service: service)
    } else {
      await finishNewer(newer, of: overlap, with: cancel.answer, service: service)
      await finishOlder(older, of: overlap, with: .success(ada), service: service)
    }

    var expected = expectedRecord(of: overlap, state: .loaded(mary))
    expected.fetchCalls += 1
    expectSame(
      ProfileScreen(sut, service), expected,
      """
      Expected Mary, shown before both calls started, back on screen after the newer call (\(overlap)) was \
      \(cancel) and the older one, overtaken, answered \(olderAnswersFirst ? "first" : "last"). A cancel goes back to \
      what the screen showed before the calls in flight: the given screenBeforeCalls, not the state at the moment \
      the cancelled call started (that was the older call's .loading, a spinner nobody would clear).
      """
    )
  }

  // MARK: - Helpers

  /// Starts the older call of `overlap`, then the newer one while the older waits in `service`.
  /// Records an issue and returns `nil` when either call never reached the service.
  private func startOverlapping(
    _ overlap: Overlap, on sut: ProfileViewModel, service: PendingUserService, after earlierCalls: Int = 0
  ) async -> (older: Task<Void, Never>, newer: Task<Void, Never>)? {
    let calls = { service.fetchCount + service.updates.count - earlierCalls }
    let older = overlap.olderIsLoad ? Task { await sut.loadProfile() } : Task { await sut.updateProfile(renameAda) }
    guard await service.waitUntil({ calls() == 1 }, orUntilDone: older) else {
      Issue.record("Expected the first call (\(overlap)) to reach the service. Call the service in loadProfile() and updateProfile(_:).")
      return nil
    }
    let newer = overlap.newerIsLoad ? Task { await sut.loadProfile() } : Task { await sut.updateProfile(renameAgain) }
    guard await service.waitUntil({ calls() == 2 }, orUntilDone: newer) else {
      Issue.record(
        "Expected a second call (\(overlap)) to reach the service while the first waits. Don't return early because a call is in flight, and don't queue it behind the first: each load or save is sent at once."
      )
      await service.finish(older, fetchingWith: .success(ada), updatingWith: .success(ada))
      await service.finish(newer, fetchingWith: .success(ada), updatingWith: .success(ada))
      return nil
    }
    return (older, newer)
  }

  /// The user the newer call of `overlap` is answered with: one no other answer uses.
  private func newerUser(of overlap: Overlap) -> User {
    overlap.newerIsLoad ? grace : adaAfterRename
  }

  /// Answers the newer call of `overlap` (with ``newerUser(of:)`` unless told), leaving the older one parked.
  private func finishNewer(
    _ newer: Task<Void, Never>, of overlap: Overlap, with answer: Result<User, any Error>? = nil, service: PendingUserService
  ) async {
    let answer = answer ?? .success(newerUser(of: overlap))
    if overlap.newerIsLoad {
      await service.finish(newer, fetchingWith: answer, which: .newest)
    } else {
      await service.finish(newer, updatingWith: answer, which: .newest)
    }
  }

  /// Answers the older call of `overlap`.
  private func finishOlder(
    _ older: Task<Void, Never>, of overlap: Overlap, with answer: Result<User, any Error>, service: PendingUserService
  ) async {
    if overlap.olderIsLoad {
      await service.finish(older, fetchingWith: answer, which: .oldest)
    } else {
      await service.finish(older, updatingWith: answer, which: .oldest)
    }
  }

  /// What `PendingUserService` received for `overlap`: each call once, the older save sending
  /// `renameAda` and the newer `renameAgain`.
  private func expectedRecord(
    of overlap: Overlap, state: ProfileViewModel.State, checkpoints: [ProfileViewModel.State] = []
  ) -> ProfileScreen {
    let loads = (overlap.olderIsLoad ? 1 : 0) + (overlap.newerIsLoad ? 1 : 0)
    let lastUpdate: ProfileUpdate? = !overlap.newerIsLoad ? renameAgain : (overlap.olderIsLoad ? nil : renameAda)
    return ProfileScreen(
      checkpoints: checkpoints, state: state, fetchCalls: loads, updateCalls: 2 - loads, lastUpdate: lastUpdate)
  }
}
