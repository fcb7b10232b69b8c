extension TestClock {
  /// Parks `sleeper` until `advance(by:)` reaches its deadline. A deadline that is already due
  /// returns at once, and a task cancelled before it got here throws `CancellationError` at once.
  func park(_ sleeper: Sleeper) {
    // TODO: Task 1. Three fates, decided together under the lock so nothing changes between the
    // look and the decision: a task cancelled on its way here throws CancellationError (even if
    // its deadline has passed); a deadline that has arrived returns at once; any other sleeper
    // waits on the clock. Every continuation is resumed exactly once, and never under the lock
    // (the chapter's "The clock's state" says why).
    sleeper.continuation.resume(throwing: Unimplemented("TestClock.park(_:)"))
  }

  /// The sleeper's task was cancelled: take it off the clock and wake it with `CancellationError`.
  func cancelSleeper(id: Int) {
    // TODO: Task 1. The cancelled sleeper leaves the clock at once, with CancellationError, not
    // at its deadline. This can run before park(_:) has seen that sleeper (a task cancelled on its
    // way to sleep): then park(_:) must still find out.
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
    // TODO: Task 1. The doc comment above is the contract. Time ends at `now + duration` as it
    // was when the advance began. Each due sleeper wakes seeing `now` at its own deadline, the
    // earliest first (equal deadlines in the order they went to sleep), and the next is chosen
    // only once the woken code has run and is back asleep if the test said it would be: a timer
    // loop may be due again within this advance (the chapter's "How" explains the two waits).
  }
}
