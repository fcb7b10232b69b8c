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
  // TODO: Task 5. Race two child tasks of a throwing task group: the operation, and a timer that
  // sleeps `limit` on the injected clock and then throws TimeoutError(limit: limit). The first
  // to finish (a value or an error) decides; cancel the other before you return.
  throw Unimplemented("withTimeout(_:clock:operation:)")
}
