import Foundation
import Synchronization

/// A clock for `AppDependencies.now` that moves on an hour every time it is read: the first reading
/// is `start`, the next `start` plus an hour, and so on.
///
/// A fixed clock answers the same moment however often it is read, so it cannot tell one reading
/// from two. This one can: a note stamped by a second reading carries a later time. The count
/// lives in a `Mutex` because `now` is `@Sendable` and may be read from any task.
final class TickingClock: Sendable {
  private let start: Date
  private let readings = Mutex(0)

  init(start: Date) {
    self.start = start
  }

  /// Use as `dependencies.now = clock.now`.
  @Sendable func now() -> Date {
    let reading = readings.withLock { count in
      defer { count += 1 }
      return count
    }
    return start.addingTimeInterval(TimeInterval(reading) * 3600)
  }
}
