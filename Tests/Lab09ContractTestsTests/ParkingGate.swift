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
/// - ``waitForParked(_:startedBy:)`` also returns (`false`) when the task ends without reaching
///   the gate.
/// - ``finish(_:_:)`` resumes a parked call and then, until the task it waits for is done, lets
///   every later call through at once, so `await task.value` always ends.
///
/// ```swift
/// let gate = ParkingGate<String>()
/// func save(_ note: Note) async throws { await gate.park(note.id); try await inner.save(note) }
/// ```
@MainActor
final class ParkingGate<Key: Equatable> {
  private var parked: [(key: Key, continuation: CheckedContinuation<Void, Never>)] = []
  private var passThrough = false
  private var waiter: (count: Int, continuation: CheckedContinuation<Bool, Never>)?

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
      if let waiter, arrivals >= waiter.count {
        self.waiter = nil
        waiter.continuation.resume(returning: true)
      }
    }
  }

  /// Returns `true` once `count` calls have parked here, or `false` if `task` ends first.
  func waitForParked(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    if arrivals >= count { return true }
    Task { [weak self] in
      await task.value
      guard let self, let waiter = self.waiter else { return }
      self.waiter = nil
      waiter.continuation.resume(returning: false)
    }
    return await withCheckedContinuation { waiter = (count, $0) }
  }

  /// Lets the call parked under `key` through, and returns once `task` is done.
  func finish(_ key: Key, _ task: Task<Void, Never>) async {
    if let index = parked.firstIndex(where: { $0.key == key }) {
      parked.remove(at: index).continuation.resume()
    }
    passThrough = true
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
