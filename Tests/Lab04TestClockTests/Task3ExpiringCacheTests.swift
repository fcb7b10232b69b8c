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

  @Test func value_isServedUntilTheTimeToLiveHasPassed_fractionsOfASecondIncluded() {
    // A time to live under a second, and one with a fraction: ages are TimeIntervals, not whole seconds.
    for timeToLive in [0.5, 299.75] {
      let (sut, now) = makeSUT(timeToLive: timeToLive)
      sut.insert("Ada", forKey: "42")

      now.advance(by: timeToLive - 0.25)
      #expect(
        sut.value(forKey: "42") == "Ada",
        "Expected the entry \(timeToLive - 0.25) s after storing it (time to live \(timeToLive) s). Compare the age with timeToLive as TimeIntervals, fractions included: don't round them or turn them into whole seconds."
      )

      now.advance(by: 0.25)
      #expect(
        sut.value(forKey: "42") == nil,
        "Expected no entry once it is exactly \(timeToLive) s old (time to live \(timeToLive) s). An entry is fresh only while its age < timeToLive, measured to the fraction of a second."
      )
    }
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

  @Test func insert_keepsOneEntryPerKey_andLeavesTheOtherKeysAlone() {
    let (sut, _) = makeSUT(timeToLive: 300)
    // Keys of several shapes, the empty one and two that differ only in case too: each must get
    // its own entry.
    let keys = ["42", "43", "", "user/42", "Zoë", "ada", "Ada", " 42"]
    for key in keys {
      sut.insert("value for \(key)", forKey: key)
    }
    sut.insert("newer value for 42", forKey: "42")

    let values = keys.map { sut.value(forKey: $0) }
    let expected = keys.map { $0 == "42" ? "newer value for 42" : "value for \($0)" }
    #expect(
      values == expected,
      "Expected each key's own latest value, got \(values) for keys \(keys). Store every entry in `entries` under its own key: inserting under one key replaces that key's entry only."
    )
    #expect(sut.value(forKey: "44") == nil, "Expected nil for a key that was never inserted.")
  }

  @Test func value_expiresEachKeyOnItsOwn_andKeepsServingTheFreshOnes() {
    let (sut, now) = makeSUT(timeToLive: 300)
    sut.insert("Ada", forKey: "42")
    now.advance(by: 100)
    sut.insert("Grace", forKey: "43")
    sut.insert("Edsger", forKey: "44")
    now.advance(by: 200)  // "42" is 300 s old (stale); "43" and "44" are 200 s old (fresh)

    #expect(sut.value(forKey: "43") == "Grace", "Expected \"43\", stored 200 s ago, to be fresh (time to live 300 s).")
    #expect(sut.value(forKey: "42") == nil, "Expected \"42\", stored 300 s ago, to be stale.")
    #expect(
      sut.value(forKey: "43") == "Grace" && sut.value(forKey: "44") == "Edsger",
      "Expected \"43\" and \"44\" still served after \"42\" went stale: each key has its own age. When an entry is stale, remove that entry only (entries[key] = nil), not the whole cache."
    )

    now.advance(by: 99)  // 299 s after "43" and "44" were stored
    #expect(
      sut.value(forKey: "44") == "Edsger", "Expected \"44\" still fresh 299 s after it was stored, though \"42\" expired before it.")
  }

  // MARK: - Helpers

  private func makeSUT(timeToLive: TimeInterval) -> (ExpiringCache<String>, ManualNow) {
    let now = ManualNow()
    return (ExpiringCache(timeToLive: timeToLive, now: now.read), now)
  }
}
