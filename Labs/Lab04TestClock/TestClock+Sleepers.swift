extension TestClock {
  /// Parks `sleeper` until `advance(by:)` reaches its deadline. A deadline that is already due
  /// returns at once, and a task cancelled before it got here throws `CancellationError` at once.
  func park(_ sleeper: Sleeper) {
    // TODO: Task 1. Decide in one locked step what happens to the sleeper: a task cancelled on its
    // way here (its id in state.cancelledBeforeParking) throws CancellationError; a deadline
    // that has arrived (<= now) returns at once; any other sleeper is parked in state.sleepers.
    // Resume outside the lock, and every continuation exactly once.
    sleeper.continuation.resume(throwing: Unimplemented("TestClock.park(_:)"))
  }

  /// The sleeper's task was cancelled: take it off the clock and wake it with `CancellationError`.
  func cancelSleeper(id: Int) {
    // TODO: Task 1. Take the sleeper off the clock and wake it with CancellationError. Not
    // parked yet (cancelled on its way to sleep)? Leave a note that park(_:) will find.
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline falls within it, in
  /// deadline order (sleepers with equal deadlines in the order they went to sleep), each with
  /// `now` set to its own deadline.
  ///
  /// After each wake-up it waits until `sleepers` tasks are asleep on the clock again before it
  /// looks for the next due sleeper, and before it returns. That is how a task that goes back to
  /// sleep (a timer loop, a retry) is woken again within the same advance, wherever it runs: the
  /// clock cannot see a task finish, so the test says how many tasks the code keeps asleep.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(2))   // a sleeper due at +1 s wakes seeing +1 s, then now is +2 s
  /// await clock.advance(by: .seconds(10), waitingForSleepers: 1)   // a 1 s timer loop ticks 10 times
  /// ```
  public func advance(by duration: Duration, waitingForSleepers sleepers: Int = 0) async {
    // TODO: Task 1. The target is fixed when the advance starts. Wake one due sleeper at a time,
    // the earliest deadline first (not the first in the array; equal deadlines in the order they
    // went to sleep), with now at its deadline. After each wake-up, use the two handshakes in
    // TestClock.swift (the woken task has run; `sleepers` tasks are asleep again) before you look
    // for the next one: a timer loop that sleeps again may be due again within this advance.
    // When none is due, now is the target.
  }
}
