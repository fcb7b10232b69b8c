/// Where a test double's calls wait until the test lets each one through, by a key the test names
/// (a note's id, a call's number). No sleeping: each call parks a continuation and the test
/// resumes it, so a test can hold calls in flight and choose which one ends first.
///
/// It is `@MainActor`, like the view model and the tests, so its records need no lock.
///
/// Nothing here can hang a test:
/// - A call parks only while ``holding`` is on: a test turns it off around a call it awaits
///   directly, so a call it did not plan for (a save that the store accepted when it should have
///   refused it, and that then reads the store back) passes through instead of waiting for a
///   release that never comes, and the test fails on what it sees, by an expectation.
/// - ``waitForParked(_:startedBy:)`` returns `false` when the task ends without reaching the gate,
///   or when the call has not arrived after a bounded number of turns (no clock: it counts
///   `Task.yield()`s). A call queued behind the one parked here never arrives while that one
///   waits; the test then fails with a message naming the call it waited for.
/// - ``finish(_:_:)`` resumes a parked call and then, until the task it waits for is done, lets
///   every later call through at once; if that task is still not done after a bounded number of
///   turns (it waits on another call parked here), it lets every parked call through, so
///   `await task.value` always ends.
///
/// ```swift
/// let gate = ParkingGate<String>()
/// func save(_ note: Note) async throws { await gate.park(note.id); try await inner.save(note) }
/// ```
@MainActor
final class ParkingGate<Key: Equatable> {
  private var parked: [(key: Key, continuation: CheckedContinuation<Void, Never>)] = []
  private var passThrough = false
  /// How many `Task.yield()`s a wait lasts at most: far more than a call that is on its way needs
  /// to arrive, even on a loaded machine, and still a fraction of a second.
  private let maxTurns = 100_000

  /// How many calls have parked here so far.
  private(set) var arrivals = 0
  /// Whether calls park here (the default) or pass straight through.
  var holding = true

  /// Waits under `key` until the test lets this call through; passes at once while ``holding`` is
  /// off or a ``finish(_:_:)`` waits for its task.
  func park(_ key: Key) async {
    guard holding, !passThrough else { return }
    arrivals += 1
    await withCheckedContinuation { continuation in
      parked.append((key, continuation))
    }
  }

  /// Returns `true` once `count` calls have parked here, or `false` if `task` ends first or the
  /// calls have not arrived within a bounded wait.
  func waitForParked(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    let ended = Ended(task)
    for _ in 0..<maxTurns {
      if arrivals >= count { return true }
      if ended.isDone { return false }
      await Task.yield()
    }
    return arrivals >= count
  }

  /// Lets the call parked under `key` through, and returns once `task` is done.
  func finish(_ key: Key, _ task: Task<Void, Never>) async {
    if let index = parked.firstIndex(where: { $0.key == key }) {
      parked.remove(at: index).continuation.resume()
    }
    passThrough = true
    if !parked.isEmpty {
      // Another call is held here: the task may wait on it (a call queued behind it). Give the
      // task a bounded wait, then let every held call through.
      let ended = Ended(task)
      for _ in 0..<maxTurns where !ended.isDone {
        await Task.yield()
      }
      if !ended.isDone { releaseAll() }
    }
    await task.value
    passThrough = false
  }

  /// Lets every call still parked through (a test that failed early leaves none behind).
  func releaseAll() {
    let all = parked
    parked = []
    for call in all { call.continuation.resume() }
  }
}
