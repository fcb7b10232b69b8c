import Foundation
import Lab04TestClock
import Testing

/// Task 3: a cache that asks an injected `now` for the time, instead of calling `Date()`.
@Suite("Lab 04 · Task 3: the expiring cache")
struct Task3ExpiringCacheTests {
  @Test func value_isServedUntilTheTimeToLiveHasPassed_andNotAtIt() {
    let (sut, now) = makeSUT(timeToLive: 300)
    sut.insert("Ada", forKey: "42")

    now.advance(by: 299)
    #expect(
      sut.value(forKey: "42") == "Ada",
      "Expected the entry 299 s after storing it (time to live 300 s). Compare its age with the injected now, not Date().")

    now.advance(by: 1)
    #expect(
      sut.value(forKey: "42") == nil,
      "Expected no entry once it is exactly 300 s old. An entry is fresh only while its age < timeToLive (not <=)."
    )
  }

  @Test func insert_stampsTheEntryWhenItIsStored_notWhenTheCacheWasMade() {
    let (sut, now) = makeSUT(timeToLive: 300)
    now.advance(by: 200)

    sut.insert("Ada", forKey: "42")
    now.advance(by: 200)

    #expect(
      sut.value(forKey: "42") == "Ada",
      "Expected the entry to be fresh: stored 200 s ago, time to live 300 s. Call now() inside insert(_:forKey:), not once in init."
    )
  }

  @Test func insert_againRestartsTheTimeToLive_andReplacesTheValue() {
    let (sut, now) = makeSUT(timeToLive: 300)
    sut.insert("Ada", forKey: "42")
    now.advance(by: 200)

    sut.insert("Ada Lovelace", forKey: "42")
    now.advance(by: 200)

    #expect(
      sut.value(forKey: "42") == "Ada Lovelace",
      "Expected the newer value, fresh 200 s after it replaced the old one. Store a new entry with a new timestamp on every insert."
    )
  }

  // MARK: - Helpers

  private func makeSUT(timeToLive: TimeInterval) -> (ExpiringCache<String>, ManualNow) {
    let now = ManualNow()
    return (ExpiringCache(timeToLive: timeToLive, now: now.read), now)
  }
}
