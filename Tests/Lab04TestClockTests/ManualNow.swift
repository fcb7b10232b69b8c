import Foundation
import Synchronization

/// The usual `FakeClock`, Swift 6 style: a date that moves only when the test moves it. Pass
/// `now.read` wherever the code takes a `@Sendable () -> Date`.
final class ManualNow: Sendable {
  private let date: Mutex<Date>

  init(_ start: Date = Date(timeIntervalSinceReferenceDate: 700_000_000)) {
    date = Mutex(start)
  }

  var read: @Sendable () -> Date { { [self] in date.withLock { $0 } } }

  func advance(by seconds: TimeInterval) {
    date.withLock { $0 += seconds }
  }
}
