// replaces: Timeout.swift
// bug: the operation and the timer run in unstructured Task { }s, so cancelling the caller cancels neither: the operation runs on and withTimeout waits for it.
// hint: Cancellation flows down to child tasks only. Which way of starting the two racers makes them children of the caller?

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
  let work = Task { try await operation() }
  let timer = Task {
    try await clock.sleep(for: limit)
    work.cancel()
  }
  defer { timer.cancel() }
  do {
    return try await work.value
  } catch is CancellationError {
    throw TimeoutError(limit: limit)
  }
}
