import Synchronization

/// A clock for tests that only care about outcomes: every sleep returns at once and moves `now`
/// to its deadline, so a retry that backs off for minutes finishes in microseconds.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(60))   // returns at once
/// clock.now.offset == .seconds(60)            // and the minute has "passed"
/// ```
///
/// It cannot tell you what happened *during* the wait (use ``TestClock`` for that), but it needs
/// no handshake at all: nothing ever stays asleep.
public final class ImmediateClock: Clock, Sendable {
  public typealias Instant = TestClock.Instant

  private let current: Mutex<Instant>

  public init(now: Instant = Instant(offset: .zero)) {
    current = Mutex(now)
  }

  public var now: Instant { current.withLock { $0 } }

  public var minimumResolution: Duration { .zero }

  /// Returns at once, with `now` moved to `deadline` (never backwards). A cancelled task throws
  /// `CancellationError`, as it would from a real clock's sleep.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    // TODO: Task 2. The wait is over as soon as it starts: `now` (in `current`) is at the
    // deadline afterwards, and time never runs backwards. A cancelled task throws
    // CancellationError instead and leaves `now` alone, as a real clock's sleep would. It is
    // still a suspension point, as a real sleep is: other tasks get a turn.
    throw Unimplemented("ImmediateClock.sleep(until:tolerance:)")
  }
}
