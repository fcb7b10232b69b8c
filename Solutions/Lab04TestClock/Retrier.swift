import Foundation

/// Runs an operation, and when it fails, tries again after a wait that doubles each time:
/// `initialDelay`, then twice that, then four times, until `maxAttempts` attempts have failed.
///
/// ```swift
/// let retrier = Retrier(maxAttempts: 4, initialDelay: .seconds(1), clock: ContinuousClock())
/// let profile = try await retrier.run { try await api.profile(id: "42") }
/// // attempts at 0 s, 1 s, 3 s and 7 s; the last failure is thrown
/// ```
public struct Retrier: Sendable {
  private let maxAttempts: Int
  private let initialDelay: Duration
  private let clock: any Clock<Duration>

  public init(maxAttempts: Int, initialDelay: Duration, clock: any Clock<Duration>) {
    self.maxAttempts = maxAttempts
    self.initialDelay = initialDelay
    self.clock = clock
  }

  /// Returns the first success, or throws the last attempt's error. Cancelling the calling task
  /// stops the retries with `CancellationError`: while it waits, and during an attempt too, even
  /// when that attempt fails with an error of its own (URLSession throws `URLError(.cancelled)`),
  /// and even when that attempt was the last one (`maxAttempts: 1` included). An attempt that
  /// fails with a cancel (`CancellationError` or `URLError(.cancelled)`) while the caller is not
  /// cancelled is not retried: that error is thrown as it came.
  ///
  /// It runs on the caller's actor (`isolation` defaults to `#isolation`): a `@MainActor` view
  /// model's retry calls its operation and waits on the main actor, so the operation may touch
  /// the model's state, and a test drives that main-actor wait exactly as it would any other.
  public func run<Value>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Value
  ) async throws -> Value {
    var delay = initialDelay
    var attempt = 1
    while true {
      do {
        return try await operation()
      } catch {
        // A cancelled caller gets CancellationError, whatever the attempt threw and however many
        // attempts are left: a cancel is not a failure to report, on the last attempt too.
        if Task.isCancelled { throw CancellationError() }
        // An attempt that ends in a cancel someone else made (its own request was cancelled) is
        // not a failure to retry either: it goes to the caller as it came.
        guard attempt < maxAttempts, !isCancel(error) else { throw error }
      }
      try await clock.sleep(for: delay)
      delay *= 2
      attempt += 1
    }
  }
}

/// A cancel, of either kind: Swift's `CancellationError`, or URLSession's `URLError(.cancelled)`.
private func isCancel(_ error: any Error) -> Bool {
  if error is CancellationError { return true }
  return (error as? URLError)?.code == .cancelled
}
