extension TestClock {
  /// Parks `sleeper` until `advance(by:)` reaches its deadline. A deadline that is already due
  /// returns at once, and a task cancelled before it got here throws `CancellationError` at once.
  func park(_ sleeper: Sleeper) {
    let outcome: Result<Void, any Error>? = state.withLock { state in
      if state.cancelledBeforeParking.remove(sleeper.id) != nil { return .failure(CancellationError()) }
      if sleeper.deadline <= state.now { return .success(()) }
      state.sleepers.append(sleeper)
      return nil
    }
    // Resume outside the lock: the woken task may call back into the clock straight away.
    if let outcome { sleeper.continuation.resume(with: outcome) }
  }

  /// The sleeper's task was cancelled: take it off the clock and wake it with `CancellationError`.
  func cancelSleeper(id: Int) {
    let cancelled: Sleeper? = state.withLock { state in
      guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
        // Not parked yet (cancelled on its way to sleep), or already woken by `advance(by:)`.
        state.cancelledBeforeParking.insert(id)
        return nil
      }
      return state.sleepers.remove(at: index)
    }
    cancelled?.continuation.resume(throwing: CancellationError())
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
    let target = now.advanced(by: duration)
    while true {
      let due: Sleeper? = state.withLock { state in
        // The earliest due deadline; among equal deadlines, the one that went to sleep first.
        guard
          let next = state.sleepers.indices.filter({ state.sleepers[$0].deadline <= target })
            .min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline })
        else { return nil }
        let sleeper = state.sleepers.remove(at: next)
        state.now = sleeper.deadline
        return sleeper
      }
      guard let due else { break }
      due.continuation.resume()
      // Both waits end on an event (the sleeper's report, a task parking), not after a number of
      // turns; their bounds only stop a test from hanging when the event never comes.
      _ = await waitUntilAwake(due.id)
      _ = await waitForSleepers(sleepers)
    }
    state.withLock { $0.now = target }
  }
}
