// replaces: TestClock+Sleepers.swift
// bug: advance(by:) takes the list of due sleepers once at the start, so a task that wakes and sleeps again within the same advance stays asleep past its deadline.
// hint: A woken task may go straight back to sleep, with a deadline still inside this advance. Who wakes it?

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
  /// deadline order, each with `now` set to its own deadline.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(2))   // a sleeper due at +1 s wakes seeing +1 s, then now is +2 s
  /// ```
  public func advance(by duration: Duration) async {
    let target = now.advanced(by: duration)
    let due: [Sleeper] = state.withLock { state in
      let due = state.sleepers.filter { $0.deadline <= target }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= target }
      return due
    }
    for sleeper in due {
      state.withLock { $0.now = sleeper.deadline }
      sleeper.continuation.resume()
      _ = await waitUntilAwake(sleeper.id)
    }
    state.withLock { $0.now = target }
  }
}
