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

  /// An entry's age at each boundary: a second and a quarter second either side of the time to
  /// live, and exactly at it, for times to live under a second, of whole seconds and with a fraction.
  static let ages: [(timeToLive: TimeInterval, age: TimeInterval)] = [0.5, 1, 300, 299.75].flatMap { timeToLive in
    [-1, -0.25, 0, 0.25, 1].filter { timeToLive + $0 >= 0 }.map { (timeToLive, timeToLive + $0) }
  }

  @Test func value_isServedWhileItsAgeIsUnderTheTimeToLive_fractionsIncluded() {
    for (timeToLive, age) in Self.ages {
      let (sut, now) = makeSUT(timeToLive: timeToLive)
      sut.insert("Ada", forKey: "42")

      now.advance(by: age)

      let fresh = age < timeToLive
      guard
        expectSame(
          CacheContents(sut, keys: ["42"]),
          CacheContents(["42": fresh ? "Ada" : nil]),
          "Time to live \(timeToLive) s, entry \(age) s old: expected it \(fresh ? "served" : "gone"). An entry is fresh only while its age < timeToLive (at exactly timeToLive it is stale), with ages and times to live compared as TimeIntervals, fractions included, on the injected now."
        )
      else { return }
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
    now.advance(by: 100)
    expectSame(
      CacheContents(sut, keys: ["42"]), CacheContents(["42": nil]),
      "Expected the entry gone 300 s after it was stored (500 s after the cache was made): its age counts from the insert.")
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
    now.advance(by: 100)
    expectSame(
      CacheContents(sut, keys: ["42"]), CacheContents(["42": nil]),
      "Expected the newer value gone 300 s after it replaced the old one: the time to live restarts with every insert, and ends there.")
  }

  /// Keys of every shape: empty, blank, leading and trailing whitespace, a line break, two that
  /// differ only in case, non-ASCII, a combining accent, an emoji, a path.
  static let keys: [String] = ["42", "43", "", " ", " 42", "42 ", "42\n", "ada", "Ada", "Zoë", "Cafe\u{301}", "👩‍💻", "user/42"]

  @Test func insert_keepsOneEntryPerKey_andLeavesTheOtherKeysAlone() {
    let (sut, _) = makeSUT(timeToLive: 300)
    for key in Self.keys {
      sut.insert("value for \(key)", forKey: key)
    }
    sut.insert("newer value for 42", forKey: "42")

    var expected: [String: String?] = ["44": nil]
    for key in Self.keys { expected[key] = key == "42" ? "newer value for 42" : "value for \(key)" }
    expectSame(
      CacheContents(sut, keys: Self.keys + ["44"]), CacheContents(expected),
      "Expected each key's own latest value, and nil for a key never inserted. Keys are compared exactly, whitespace, case and all: inserting under one key replaces that key's entry only."
    )
  }

  @Test func value_expiresEachKeyOnItsOwn_whateverItsShape() {
    for key in Self.keys {
      let (sut, now) = makeSUT(timeToLive: 300)
      let others = Self.keys.filter { $0 != key }
      sut.insert("early", forKey: key)
      now.advance(by: 100)
      for other in others { sut.insert("late", forKey: other) }
      now.advance(by: 200)  // `key` is 300 s old (stale); the others are 200 s old (fresh)

      var expected: [String: String?] = [key: nil]
      for other in others { expected[other] = "late" }
      guard
        expectSame(
          CacheContents(sut, keys: [key] + others), CacheContents(expected),
          "Key \(String(reflecting: key)), stored 300 s ago: expected it gone, and every other key, stored 200 s ago, still served. Each key has its own age: when one entry is stale, remove that entry only."
        )
      else { return }
    }
  }

  @Test func value_expiresEachKeyOnItsOwn_andKeepsServingTheFreshOnes() throws {
    let (sut, now) = makeSUT(timeToLive: 300)
    sut.insert("Ada", forKey: "42")
    now.advance(by: 100)
    sut.insert("Grace", forKey: "43")
    sut.insert("Edsger", forKey: "44")
    now.advance(by: 200)  // "42" is 300 s old (stale); "43" and "44" are 200 s old (fresh)

    // Requirements up to the last step: the first wrong read stops the test, with one issue.
    try #require(sut.value(forKey: "43") == "Grace", "Expected \"43\", stored 200 s ago, to be fresh (time to live 300 s).")
    try #require(sut.value(forKey: "42") == nil, "Expected \"42\", stored 300 s ago, to be stale.")
    try #require(
      sut.value(forKey: "43") == "Grace" && sut.value(forKey: "44") == "Edsger",
      "Expected \"43\" and \"44\" still served after \"42\" went stale: each key has its own age. When an entry is stale, remove that entry only (entries[key] = nil), not the whole cache."
    )

    now.advance(by: 99)  // 299 s after "43" and "44" were stored
    #expect(
      sut.value(forKey: "44") == "Edsger", "Expected \"44\" still fresh 299 s after it was stored, though \"42\" expired before it.")
  }

  @Test func aStaleEntry_isRemoved_soItStaysGoneWhenTheDeviceClockIsSetBack() {
    let (sut, now) = makeSUT(timeToLive: 300)
    sut.insert("Ada", forKey: "42")
    now.advance(by: 100)
    sut.insert("Grace", forKey: "43")
    now.advance(by: 200)  // "42" is 300 s old (stale), "43" 200 s old (fresh)
    let stale = sut.value(forKey: "42")

    now.advance(by: -250)  // the device's clock is corrected: "42" looks 50 s old, "43" -50 s

    expectSame(
      CacheContents(["42": stale, "43": sut.value(forKey: "43"), "42 again": sut.value(forKey: "42")]),
      CacheContents(["42": nil, "43": "Grace", "42 again": nil]),
      "Expected \"42\" answered nil once stale and gone for good: the read that finds an entry stale removes it (that entry alone), so a clock set back does not bring it back. \"43\" was never stale and stays."
    )
  }

  // MARK: - Helpers

  private func makeSUT(timeToLive: TimeInterval) -> (ExpiringCache<String>, ManualNow) {
    let now = ManualNow()
    return (ExpiringCache(timeToLive: timeToLive, now: now.read), now)
  }
}
