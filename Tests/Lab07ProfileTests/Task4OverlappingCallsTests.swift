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
  @Test func overlappingCalls_anOlderCallAnsweredLastChangesNothing() async {
    for overlap in Overlap.allCases {
      for lateAnswer in Ending.allCases {
        let row = "With \(overlap), the older call answered last, \(lateAnswer)"
        let service = PendingUserService()
        let sut = ProfileViewModel(userService: service)
        guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service, row: row) else { return }

        guard await finishNewer(newer, of: overlap, service: service, row: row) else { return }
        let afterNewer = sut.state
        guard await finishOlder(older, of: overlap, with: lateAnswer.answer, service: service, row: row) else { return }

        guard
          expectSame(
            ProfileScreen(sut, service, checkpoints: [afterNewer]),
            expectedRecord(of: overlap, state: .loaded(newerUser(of: overlap)), checkpoints: [.loaded(newerUser(of: overlap))]),
            """
            \(row): expected the newer call's user on screen once it answered, and still there after the older call \
            answered, each call sent once. Only the latest call started sets the state, whatever its kind and however \
            the older one ends, cancels included: every outcome goes through the given show(_:ifLatest:).
            """
          )
        else { return }
      }
    }
  }

  @Test func overlappingCalls_anOlderCallAnsweredFirstLeavesTheSpinner() async {
    for overlap in Overlap.allCases {
      for earlyAnswer in Ending.allCases {
        let row = "With \(overlap), the older call answered first, \(earlyAnswer)"
        let service = PendingUserService()
        let sut = ProfileViewModel(userService: service)
        guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service, row: row) else { return }

        guard await finishOlder(older, of: overlap, with: earlyAnswer.answer, service: service, row: row) else { return }
        let whileNewerWaits = sut.state
        guard await finishNewer(newer, of: overlap, service: service, row: row) else { return }

        guard
          expectSame(
            ProfileScreen(sut, service, checkpoints: [whileNewerWaits]),
            expectedRecord(of: overlap, state: .loaded(newerUser(of: overlap)), checkpoints: [.loading]),
            """
            \(row): expected .loading while the newer call still waited, then the newer call's user, each call sent \
            once. The older call is no longer the latest: its outcome goes through show(_:ifLatest:), which drops it.
            """
          )
        else { return }
      }
    }
  }

  /// The policy with a call in flight: a cancelled newest call goes back to what the screen showed
  /// before the calls in flight started, not to the older call's spinner.
  @Test func overlappingCalls_aCancelledNewerCallGoesBackToTheScreenBeforeBoth() async {
    let endings: [(cancel: Ending, olderAnswersFirst: Bool)] = [
      (.cancellation, false), (.cancellation, true), (.transportCancellation, false), (.transportCancellation, true),
    ]
    for overlap in Overlap.allCases {
      for (cancel, olderAnswersFirst) in endings {
        let row = "With \(overlap), the newer call \(cancel) and the older one answering \(olderAnswersFirst ? "first" : "last")"
        let service = PendingUserService()
        let sut = ProfileViewModel(userService: service)
        let first = Task { await sut.loadProfile() }
        if await service.waitUntil({ service.fetchCount == 1 }, orUntilDone: first) {
          guard await service.finish(first, fetchingWith: .success(mary), row: "\(row), Mary loaded first") else { return }
        }
        guard let (older, newer) = await startOverlapping(overlap, on: sut, service: service, after: 1, row: row) else { return }

        if olderAnswersFirst {
          guard await finishOlder(older, of: overlap, with: .success(ada), service: service, row: row) else { return }
          guard await finishNewer(newer, of: overlap, with: cancel.answer, service: service, row: row) else { return }
        } else {
          guard await finishNewer(newer, of: overlap, with: cancel.answer, service: service, row: row) else { return }
          guard await finishOlder(older, of: overlap, with: .success(ada), service: service, row: row) else { return }
        }

        var expected = expectedRecord(of: overlap, state: .loaded(mary))
        expected.fetchCalls += 1
        guard
          expectSame(
            ProfileScreen(sut, service), expected,
            """
            \(row): expected Mary, shown before both calls started, back on screen. A cancel goes back to what the \
            screen showed before the calls in flight: the given screenBeforeCalls, not the state at the moment the \
            cancelled call started (that was the older call's .loading, a spinner nobody would clear).
            """
          )
        else { return }
      }
    }
  }

  // MARK: - Helpers

  /// Starts the older call of `overlap`, then the newer one while the older waits in `service`.
  /// Records an issue that starts with `row` and returns `nil` when either call never reached the service.
  private func startOverlapping(
    _ overlap: Overlap, on sut: ProfileViewModel, service: PendingUserService, after earlierCalls: Int = 0, row: String
  ) async -> (older: Task<Void, Never>, newer: Task<Void, Never>)? {
    let calls = { service.fetchCount + service.updates.count - earlierCalls }
    let older = overlap.olderIsLoad ? Task { await sut.loadProfile() } : Task { await sut.updateProfile(renameAda) }
    guard await service.waitUntil({ calls() == 1 }, orUntilDone: older) else {
      Issue.record("\(row): expected the first call to reach the service. Call the service in loadProfile() and updateProfile(_:).")
      return nil
    }
    let newer = overlap.newerIsLoad ? Task { await sut.loadProfile() } : Task { await sut.updateProfile(renameAgain) }
    guard await service.waitUntil({ calls() == 2 }, orUntilDone: newer) else {
      Issue.record(
        "\(row): expected the second call to reach the service while the first waits. Don't return early because a call is in flight, and don't queue it behind the first: each load or save is sent at once."
      )
      await service.settle(older, fetchingWith: .success(ada), updatingWith: .success(ada))
      await service.settle(newer, fetchingWith: .success(ada), updatingWith: .success(ada))
      return nil
    }
    return (older, newer)
  }

  /// The user the newer call of `overlap` is answered with: one no other answer uses.
  private func newerUser(of overlap: Overlap) -> User {
    overlap.newerIsLoad ? grace : adaAfterRename
  }

  /// Answers the newer call of `overlap` (with ``newerUser(of:)`` unless told), leaving the older one parked.
  /// Returns whether the call returned; when it did not, an issue naming `row` is recorded.
  private func finishNewer(
    _ newer: Task<Void, Never>, of overlap: Overlap, with answer: Result<User, any Error>? = nil, service: PendingUserService,
    row: String
  ) async -> Bool {
    let answer = answer ?? .success(newerUser(of: overlap))
    if overlap.newerIsLoad {
      return await service.finish(newer, fetchingWith: answer, which: .newest, row: "\(row) (the newer call)")
    } else {
      return await service.finish(newer, updatingWith: answer, which: .newest, row: "\(row) (the newer call)")
    }
  }

  /// Answers the older call of `overlap`. Returns whether the call returned; when it did not, an
  /// issue naming `row` is recorded.
  private func finishOlder(
    _ older: Task<Void, Never>, of overlap: Overlap, with answer: Result<User, any Error>, service: PendingUserService, row: String
  ) async -> Bool {
    if overlap.olderIsLoad {
      return await service.finish(older, fetchingWith: answer, which: .oldest, row: "\(row) (the older call)")
    } else {
      return await service.finish(older, updatingWith: answer, which: .oldest, row: "\(row) (the older call)")
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
