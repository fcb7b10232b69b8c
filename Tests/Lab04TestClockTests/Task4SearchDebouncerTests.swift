import Lab04TestClock
import Testing

/// Task 4: a debouncer that waits on the injected clock, so its 300 ms take no time in a test.
@MainActor
@Suite("Lab 04 · Task 4: the search debouncer")
struct Task4SearchDebouncerTests {
  @Test func queryChanged_searchesOnceTheDelayHasPassed_notBefore() async throws {
    let (sut, clock, searches) = makeSUT(delay: .milliseconds(300))

    sut.queryChanged("swift")
    try #require(
      await clock.waitForSleepers(1),
      "Expected the debouncer to be asleep on the injected clock. In queryChanged(_:), start a Task that sleeps with clock.sleep(for: delay), not Task.sleep or ContinuousClock."
    )
    await clock.advance(by: .milliseconds(299))
    #expect(searches.all.isEmpty, "Expected no search 1 ms before the delay is over. Sleep for the whole delay before searching.")

    await clock.advance(by: .milliseconds(1))
    #expect(await eventually { searches.count == 1 }, "Expected one search once the delay had passed. Call search(query) after the sleep.")
    #expect(searches.all == ["swift"], "Expected a search for \"swift\", got \(searches.all). Search for the query you were given.")
  }

  @Test func queryChanged_restartsTheDelayOnEveryKeystroke_andSearchesOnlyTheLast() async throws {
    let (sut, clock, searches) = makeSUT(delay: .milliseconds(300))
    sut.queryChanged("s")
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the injected clock after the first keystroke.")
    await clock.advance(by: .milliseconds(200))

    sut.queryChanged("sw")
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the injected clock after the second keystroke.")
    await clock.advance(by: .milliseconds(100))  // 300 ms after "s", 100 ms after "sw"
    #expect(
      clock.sleeperCount == 1,
      "Expected only the newest keystroke's wait on the clock, found \(clock.sleeperCount). Cancel the pending task before starting a new one."
    )

    await clock.advance(by: .milliseconds(200))  // 300 ms after "sw"
    #expect(await eventually { searches.count >= 1 }, "Expected a search 300 ms after the last keystroke.")
    #expect(
      searches.all == ["sw"],
      "Expected one search, for the last query \"sw\", got \(searches.all). Cancel the pending task on every keystroke, and don't search when its sleep throws."
    )
  }

  @Test func queryChanged_afterASearch_waitsAgainAndSearchesTheNewQuery() async throws {
    let (sut, clock, searches) = makeSUT(delay: .milliseconds(300))
    sut.queryChanged("swift")
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the injected clock.")
    await clock.advance(by: .milliseconds(300))
    try #require(await eventually { searches.count == 1 }, "Expected the first search once the delay had passed.")

    sut.queryChanged("swiftui")
    try #require(
      await clock.waitForSleepers(1),
      "Expected a new wait on the clock for the next query. Every keystroke starts a new delay, even after a search ran."
    )
    await clock.advance(by: .milliseconds(300))

    #expect(await eventually { searches.count == 2 }, "Expected a second search for the new query.")
    #expect(searches.all == ["swift", "swiftui"], "Expected searches for \"swift\" then \"swiftui\", got \(searches.all).")
  }

  // MARK: - Helpers

  private func makeSUT(delay: Duration) -> (SearchDebouncer, TestClock, Recorder<String>) {
    let clock = TestClock()
    let searches = Recorder<String>()
    let sut = SearchDebouncer(delay: delay, clock: clock) { query in searches.append(query) }
    return (sut, clock, searches)
  }
}
