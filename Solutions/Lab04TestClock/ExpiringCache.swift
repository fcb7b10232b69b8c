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
    let entry = Entry(value: value, storedAt: now())
    entries.withLock { $0[key] = entry }
  }

  /// The value stored under `key`, or `nil` if there is none or it is `timeToLive` old or older.
  /// Each key has its own entry and its own age: a stale entry is removed alone, the others stay.
  public func value(forKey key: String) -> Value? {
    let currentTime = now()
    return entries.withLock { entries in
      guard let entry = entries[key] else { return nil }
      guard currentTime.timeIntervalSince(entry.storedAt) < timeToLive else {
        entries[key] = nil
        return nil
      }
      return entry.value
    }
  }
}
