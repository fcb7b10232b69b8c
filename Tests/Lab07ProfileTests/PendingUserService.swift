import Lab07Profile
import Testing

/// A `UserService` whose calls wait until the test answers them, so a test can start a save while
/// a load is still in flight. No sleeping, no yielding: each call parks a continuation, and the
/// test resumes it.
///
/// It is `@MainActor`, like the view model and the tests, so they share its records without locks.
///
/// Nothing here can hang a test. Every wait is bounded (a number of `Task.yield()` turns of the
/// main actor, no clock):
/// - ``waitUntil(_:orUntilDone:)`` also returns (`false`) when the task it watches ends first,
///   having never made the call the test waits for, or when the call does not come within the
///   bound (a view model that queues it behind another call).
/// - ``finish(_:fetchingWith:updatingWith:which:)`` answers the parked calls of the kinds it is given,
///   and every call that arrives while it waits, until the task is done: a call of a kind it was
///   not given fails at once with ``UnexpectedCall``. Give it both kinds for the last task of a
///   test, so nothing is left parked. It stops waiting for the task after the bound, records an
///   issue that says so, and returns `false`; ``settle(_:fetchingWith:updatingWith:which:)`` does
///   the same without the issue.
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

  /// How many turns of the main actor a wait gives the code under test. A correct view model
  /// needs a handful; this many only make a wrong one fail fast instead of hanging.
  static let maxYields = 100_000

  func fetchCurrentUser() async throws -> User {
    fetchCount += 1
    if let fetchAnswerWhileFinishing { return try fetchAnswerWhileFinishing.get() }
    let answer = await withCheckedContinuation { continuation in
      parkedFetches.append(continuation)
    }
    return try answer.get()
  }

  func updateProfile(_ update: ProfileUpdate) async throws -> User {
    updates.append(update)
    if let updateAnswerWhileFinishing { return try updateAnswerWhileFinishing.get() }
    let answer = await withCheckedContinuation { continuation in
      parkedUpdates.append(continuation)
    }
    return try answer.get()
  }

  /// Returns `true` once `condition` holds, or `false` if `task` ends first or the bound runs out.
  func waitUntil(_ condition: @escaping @MainActor () -> Bool, orUntilDone task: Task<Void, Never>) async -> Bool {
    let done = watch(task)
    for _ in 0..<Self.maxYields {
      if condition() { return true }
      if done.isDone { break }
      await Task.yield()
    }
    return condition()
  }

  /// Answers the parked fetches with `fetch` and the parked updates with `update` (each only when
  /// given), and any call that arrives meanwhile, until `task` is done. A call of a kind not given
  /// that was parked before stays parked for a later `finish` (that is how a test answers a save
  /// before a load); one that arrives meanwhile fails with ``UnexpectedCall``, so nothing hangs.
  ///
  /// `which` picks the parked calls of each given kind to answer: all of them, or only the oldest
  /// or the newest (two loads, or two saves, in flight at once). Returns whether `task` is done;
  /// when it is not, records an issue that starts with `row` (the table row the test is checking,
  /// if any), so a test can stop there: `guard await service.finish(...) else { return }`.
  @discardableResult
  func finish(
    _ task: Task<Void, Never>, fetchingWith fetch: Answer? = nil, updatingWith update: Answer? = nil, which: Parked = .all,
    row: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    guard await settle(task, fetchingWith: fetch, updatingWith: update, which: which) else {
      Issue.record(
        """
        \(row.map { "\($0): expected" } ?? "Expected") the call to return once the service answered it, but it was still \
        waiting after \(Self.maxYields) turns of the main actor: don't make a load or a save wait for another call.
        """,
        sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// ``finish(_:fetchingWith:updatingWith:which:)`` without the issue: for
  /// letting go of calls once the test has recorded its failure. Returns whether `task` is done.
  @discardableResult
  func settle(
    _ task: Task<Void, Never>, fetchingWith fetch: Answer? = nil, updatingWith update: Answer? = nil, which: Parked = .all
  ) async -> Bool {
    fetchAnswerWhileFinishing = fetch ?? .failure(UnexpectedCall(method: "fetchCurrentUser()"))
    updateAnswerWhileFinishing = update ?? .failure(UnexpectedCall(method: "updateProfile(_:)"))
    if let fetch {
      for call in take(which, from: &parkedFetches) { call.resume(returning: fetch) }
    }
    if let update {
      for call in take(which, from: &parkedUpdates) { call.resume(returning: update) }
    }
    let done = watch(task)
    var turns = 0
    while !done.isDone && turns < Self.maxYields {
      await Task.yield()
      turns += 1
    }
    fetchAnswerWhileFinishing = nil
    updateAnswerWhileFinishing = nil
    return done.isDone
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

  /// A flag that turns true when `task` is done.
  private func watch(_ task: Task<Void, Never>) -> Done {
    let done = Done()
    Task {
      await task.value
      done.isDone = true
    }
    return done
  }

  /// Whether a watched task is done. On the main actor, like the tasks that read and write it.
  @MainActor
  private final class Done {
    var isDone = false
  }
}
