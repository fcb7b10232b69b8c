import Lab04TestClock
import Synchronization

/// A clock whose every sleep is cancelled: `sleep` throws `CancellationError` at once, as it does
/// in a cancelled task, while everything else runs on.
///
/// It cancels one racer without the other. Cancelling a caller cancels every child task at once,
/// and which child finishes first is then a race; with this clock as the timer's, the timer's sleep
/// fails first by construction, because the operation (asleep on another clock) can finish only
/// once it is cancelled in turn.
///
/// ```swift
/// let timer = CancelledClock()
/// try await withTimeout(.seconds(5), clock: timer) { ... }   // the timer's sleep throws at once
/// timer.sleeps   // 1
/// ```
final class CancelledClock: Clock, Sendable {
  typealias Instant = TestClock.Instant

  private let sleepCount = Mutex(0)

  var now: Instant { Instant(offset: .zero) }

  var minimumResolution: Duration { .zero }

  /// How many sleeps were asked of the clock (each one threw).
  var sleeps: Int { sleepCount.withLock { $0 } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    sleepCount.withLock { $0 += 1 }
    throw CancellationError()
  }
}
