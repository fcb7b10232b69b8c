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
  // TODO: Task 5. In withThrowingTaskGroup(of: Value.self), add two children:
  // the operation, and a timer that sleeps `limit` on the injected clock, then throws
  // TimeoutError(limit: limit). Return (or throw) whatever `group.next()` gives first, and
  // cancel the other child (group.cancelAll()) on the way out.
  throw Unimplemented("withTimeout(_:clock:operation:)")
}
