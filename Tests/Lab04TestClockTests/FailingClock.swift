import Lab04TestClock
import Synchronization

/// A clock whose every sleep fails with an error that is not a cancel (`ClockFailure.broken`),
/// while the task that sleeps on it is not cancelled: the sleep's own error, which the code that
/// sleeps must not mistake for "time passed" nor swallow.
///
/// ```swift
/// let clock = FailingClock()
/// try await clock.sleep(for: .seconds(1))   // throws ClockFailure.broken at once
/// clock.sleeps                               // 1
/// ```
final class FailingClock: Clock, Sendable {
  typealias Instant = TestClock.Instant

  enum ClockFailure: Error, Equatable {
    case broken
  }

  private let sleepCount = Mutex(0)

  var now: Instant { Instant(offset: .zero) }

  var minimumResolution: Duration { .zero }

  /// How many sleeps were asked of the clock (each one threw).
  var sleeps: Int { sleepCount.withLock { $0 } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    sleepCount.withLock { $0 += 1 }
    throw ClockFailure.broken
  }
}
