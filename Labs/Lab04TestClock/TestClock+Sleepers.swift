extension TestClock {
  /// Parks `sleeper` until `advance(by:)` reaches its deadline. A deadline that is already due
  /// returns at once, and a task cancelled before it got here throws `CancellationError` at once.
  func park(_ sleeper: Sleeper) {
    // TODO: Task 1. Decide, inside one `state.withLock { state in ... }`, what happens to the sleeper:
    // 1. Its id is in state.cancelledBeforeParking (the task was cancelled on its way here)?
    //    Remove it from that set; the sleeper must throw CancellationError().
    // 2. Its deadline <= state.now? It must return at once.
    // 3. Otherwise append it to state.sleepers and leave its continuation parked.
    // Then, OUTSIDE the lock, resume the continuation for cases 1 and 2
    // (sleeper.continuation.resume(with: ...)). Every continuation must be resumed exactly once.
    sleeper.continuation.resume(throwing: Unimplemented("TestClock.park(_:)"))
  }

  /// The sleeper's task was cancelled: take it off the clock and wake it with `CancellationError`.
  func cancelSleeper(id: Int) {
    // TODO: Task 1. Inside the lock, find the sleeper with this id in state.sleepers and remove it.
    // Not there? It has not been parked yet (or advance already woke it): insert the id into
    // state.cancelledBeforeParking so park(_:) can refuse it.
    // Outside the lock, resume the removed sleeper's continuation throwing CancellationError().
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
    // TODO: Task 1.
    // 1. target = now + duration, once, before the loop.
    // 2. Loop: inside the lock, pick the parked sleeper with the EARLIEST deadline <= target (not the
    //    first one in the array; among equal deadlines, the one that went to sleep first), remove it,
    //    and set state.now to its deadline.
    //    Outside the lock, resume its continuation. Then two waits, in this order:
    //    - `await waitUntilAwake(sleeper.id)`: it runs and records the `now` it saw;
    //    - `await waitForSleepers(sleepers)`: woken code that sleeps again (a timer loop) must be
    //      back on the clock before you look for the next due sleeper, or it is left behind.
    //    Stop when none is due.
    // 3. Set state.now to target.
  }
}
