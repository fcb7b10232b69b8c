import Lab07Profile

/// A `UserService` whose calls wait until the test answers them, so a test can start a save while
/// a load is still in flight. No sleeping, no yielding: each call parks a continuation, and the
/// test resumes it.
///
/// It is `@MainActor`, like the view model and the tests, so they share its records without locks.
///
/// Nothing here can hang a test:
/// - ``waitUntil(_:orUntilDone:)`` also returns (`false`) when the task it watches ends first,
///   having never made the call the test waits for.
/// - ``finish(_:fetchingWith:updatingWith:which:)`` answers the parked calls of the kinds it is given,
///   and every call that arrives while it waits, until the task is done: a call of a kind it was
///   not given fails at once with ``UnexpectedCall``. Give it both kinds for the last task of a
///   test, so nothing is left parked.
@MainActor
final class PendingUserService: UserService {
  typealias Answer = Result<User, any Error>

  /// The answer to a call that arrives during ``finish(_:fetchingWith:updatingWith:which:)`` when the
  /// test gave no answer for its kind: the test did not expect it (a save that fetches, say).
  struct UnexpectedCall: Error, CustomStringConvertible {
    let method: String
    var description: String { "an unexpected \(method) call while the test was finishing another call" }
  }

  /// How many times the view model asked for the current user.
  private(set) var fetchCount = 0
  /// Every update the view model sent, oldest first.
  private(set) var updates: [ProfileUpdate] = []

  private var parkedFetches: [CheckedContinuation<Answer, Never>] = []
  private var parkedUpdates: [CheckedContinuation<Answer, Never>] = []
  private var fetchAnswerWhileFinishing: Answer?
  private var updateAnswerWhileFinishing: Answer?
  private var waiter: (id: Int, condition: @MainActor () -> Bool, continuation: CheckedContinuation<Bool, Never>)?
  private var waitsStarted = 0

  func fetchCurrentUser() async throws -> User {
    fetchCount += 1
    if let fetchAnswerWhileFinishing { return try fetchAnswerWhileFinishing.get() }
    let answer = await withCheckedContinuation { continuation in
      parkedFetches.append(continuation)
      wakeWaiterIfDone()
    }
    return try answer.get()
  }

  func updateProfile(_ update: ProfileUpdate) async throws -> User {
    updates.append(update)
    if let updateAnswerWhileFinishing { return try updateAnswerWhileFinishing.get() }
    let answer = await withCheckedContinuation { continuation in
      parkedUpdates.append(continuation)
      wakeWaiterIfDone()
    }
    return try answer.get()
  }

  /// Returns `true` once `condition` holds (checked as each call parks here), or `false` if `task`
  /// ends first.
  func waitUntil(_ condition: @escaping @MainActor () -> Bool, orUntilDone task: Task<Void, Never>) async -> Bool {
    if condition() { return true }
    waitsStarted += 1
    let thisWait = waitsStarted
    return await withCheckedContinuation { continuation in
      waiter = (thisWait, condition, continuation)
      Task { [weak self] in
        await task.value
        // Only this wait's own waiter: a later wait, on another task, is not this task's to end.
        guard let self, let waiter = self.waiter, waiter.id == thisWait else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: waiter.condition())
      }
    }
  }

  /// Answers the parked fetches with `fetch` and the parked updates with `update` (each only when
  /// given), and any call that arrives meanwhile, until `task` is done. A call of a kind not given
  /// that was parked before stays parked for a later `finish` (that is how a test answers a save
  /// before a load); one that arrives meanwhile fails with ``UnexpectedCall``, so nothing hangs.
  ///
  /// `which` picks the parked calls of each given kind to answer: all of them, or only the oldest
  /// or the newest (two loads, or two saves, in flight at once).
  func finish(
    _ task: Task<Void, Never>, fetchingWith fetch: Answer? = nil, updatingWith update: Answer? = nil, which: Parked = .all
  ) async {
    fetchAnswerWhileFinishing = fetch ?? .failure(UnexpectedCall(method: "fetchCurrentUser()"))
    updateAnswerWhileFinishing = update ?? .failure(UnexpectedCall(method: "updateProfile(_:)"))
    if let fetch {
      for call in take(which, from: &parkedFetches) { call.resume(returning: fetch) }
    }
    if let update {
      for call in take(which, from: &parkedUpdates) { call.resume(returning: update) }
    }
    await task.value
    fetchAnswerWhileFinishing = nil
    updateAnswerWhileFinishing = nil
  }

  /// Which parked calls of a kind ``finish(_:fetchingWith:updatingWith:which:)`` answers.
  enum Parked { case all, oldest, newest }

  private func take(_ which: Parked, from parked: inout [CheckedContinuation<Answer, Never>]) -> [CheckedContinuation<Answer, Never>] {
    guard !parked.isEmpty else { return [] }
    switch which {
    case .all:
      defer { parked = [] }
      return parked
    case .oldest: return [parked.removeFirst()]
    case .newest: return [parked.removeLast()]
    }
  }

  private func wakeWaiterIfDone() {
    guard let waiter, waiter.condition() else { return }
    self.waiter = nil
    waiter.continuation.resume(returning: true)
  }
}
