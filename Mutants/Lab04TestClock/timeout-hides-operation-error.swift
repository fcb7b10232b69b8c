// replaces: Timeout.swift
// bug: every error from the race becomes TimeoutError, so an operation that fails fast (offline) or a cancelled caller reports a timeout that never happened.
// hint: Only the timer child means "too late". What should the caller see when the operation itself throws before the limit?

/// Thrown by ``withTimeout(_:clock:operation:)`` when the operation takes longer than `limit`.
public struct TimeoutError: Error, Equatable {
  public let limit: Duration

  public init(limit: Duration) {
    self.limit = limit
  }
}

/// Runs `operation`, but gives up with ``TimeoutError`` once `limit` has passed on `clock`, and
/// cancels the operation.
///
/// ```swift
/// let profile = try await withTimeout(.seconds(10), clock: ContinuousClock()) {
///   try await api.profile(id: "42")
/// }
/// ```
public func withTimeout<Value: Sendable>(
  _ limit: Duration,
  clock: any Clock<Duration>,
  operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  try await withThrowingTaskGroup(of: Value.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await clock.sleep(for: limit)
      throw TimeoutError(limit: limit)
    }
    // Whichever finishes first decides; the other is cancelled, and the group waits for it to
    // finish before returning, so nothing is left running (or asleep on the clock).
    defer { group.cancelAll() }
    do {
      guard let first = try await group.next() else { throw CancellationError() }
      return first
    } catch {
      throw TimeoutError(limit: limit)
    }
  }
}
