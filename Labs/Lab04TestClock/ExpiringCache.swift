import Foundation
import Synchronization

/// A cache whose entries go stale `timeToLive` seconds after they were stored.
///
/// It never calls `Date()`: it asks the `now` it was given, so a test decides what time it is.
///
/// ```swift
/// let cache = ExpiringCache<UserProfile>(timeToLive: 300, now: { Date() })   // the app
/// cache.insert(profile, forKey: "42")
/// cache.value(forKey: "42")   // the profile for five minutes, then nil
/// ```
public final class ExpiringCache<Value: Sendable>: Sendable {
  private struct Entry {
    let value: Value
    let storedAt: Date
  }

  private let timeToLive: TimeInterval
  private let now: @Sendable () -> Date
  private let entries = Mutex<[String: Entry]>([:])

  public init(timeToLive: TimeInterval, now: @escaping @Sendable () -> Date) {
    self.timeToLive = timeToLive
    self.now = now
  }

  /// Stores `value` under `key`, stamped with the current time; replaces any older entry.
  public func insert(_ value: Value, forKey key: String) {
    // TODO: Task 3. The entry's age counts from this insert, as the injected `now()` tells the
    // time (never the system's: the tests move their own time).
  }

  /// The value stored under `key`, or `nil` if there is none or it is `timeToLive` old or older.
  /// Each key has its own entry and its own age: a stale entry is removed alone, the others stay.
  public func value(forKey key: String) -> Value? {
    // TODO: Task 3. Fresh while its age, on the injected `now()`, is less than timeToLive,
    // fractions of a second included; a stale entry is gone (that key's only) and gives nil.
    nil
  }
}
