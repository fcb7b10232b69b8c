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
    expectSame(
      DebouncerState(searches, clock), DebouncerState(searches: ["swift"], asleepUntil: [], now: .milliseconds(300)),
      "Expected one search for \"swift\" at 300 ms and nothing left waiting on the clock.")
  }

  /// Delays of several sizes: the smallest step, the chapter's example's neighbours, over a second.
  nonisolated static let delays: [Duration] = [
    .milliseconds(1), .milliseconds(50), .milliseconds(299), .milliseconds(301), .milliseconds(1_250),
  ]

  @Test func queryChanged_waitsTheDelayItWasGiven_searchingAtItNotAMillisecondBefore() async throws {
    for delay in Self.delays {
      let (sut, clock, searches) = makeSUT(delay: delay)

      sut.queryChanged("swift")
      try #require(
        await clock.waitForSleepers(1), "Delay \(delay): expected the debouncer to be asleep on the injected clock after a keystroke.")
      let waiting = DebouncerState(searches, clock)
      await clock.advance(by: delay - .milliseconds(1))
      let aMillisecondBefore = DebouncerState(searches, clock)
      await clock.advance(by: .milliseconds(1))
      _ = await eventually { searches.count >= 1 }

      guard
        expectSame(
          [waiting, aMillisecondBefore, DebouncerState(searches, clock)],
          [
            DebouncerState(searches: [], asleepUntil: [delay], now: .zero),
            DebouncerState(searches: [], asleepUntil: [delay], now: delay - .milliseconds(1)),
            DebouncerState(searches: ["swift"], asleepUntil: [], now: delay),
          ],
          "Delay \(delay): expected one wait due \(delay) after the keystroke, no search 1 ms before it, one search for \"swift\" at it, and nothing left waiting. Sleep for the `delay` passed to init, on the injected clock, then search."
        )
      else { return }
    }
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
    expectSame(
      DebouncerState(searches, clock), DebouncerState(searches: ["sw"], asleepUntil: [], now: .milliseconds(500)),
      "Expected only \"sw\" searched, 300 ms after it was typed (at 500 ms), and nothing left waiting.")
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
    expectSame(
      DebouncerState(searches, clock), DebouncerState(searches: ["swift", "swiftui"], asleepUntil: [], now: .milliseconds(600)),
      "Expected \"swift\" searched at 300 ms, \"swiftui\" at 600 ms, and nothing left waiting.")
  }

  @Test func queryChanged_withTheSameQueryAgain_restartsTheDelay_andSearchesAgain() async throws {
    let (sut, clock, searches) = makeSUT(delay: .milliseconds(300))
    sut.queryChanged("swift")
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the injected clock.")
    await clock.advance(by: .milliseconds(200))

    sut.queryChanged("swift")  // the same text again (a letter typed and deleted), 200 ms later
    #expect(
      await eventually { clock.deadlines == [TestClock.Instant(offset: .milliseconds(500))] },
      "Expected one wait on the clock, restarted by the repeated keystroke: due 300 ms after it, at 500 ms; found \(clock.deadlines). Every call to queryChanged(_:) cancels the pending task and starts a new wait, even when the query is the same as before."
    )
    await clock.advance(by: .milliseconds(300))
    try #require(await eventually { searches.count == 1 }, "Expected a search 300 ms after the last keystroke.")

    sut.queryChanged("swift")  // typed again after its search ran
    try #require(
      await clock.waitForSleepers(1),
      "Expected a new wait on the clock for \"swift\" typed again after its search ran. Don't skip a query because it equals the last one: every keystroke starts a new delay."
    )
    await clock.advance(by: .milliseconds(300))
    #expect(await eventually { searches.count == 2 }, "Expected a second search, for the same query typed again.")
    #expect(searches.all == ["swift", "swift"], "Expected two searches for \"swift\", got \(searches.all).")
    expectSame(
      DebouncerState(searches, clock), DebouncerState(searches: ["swift", "swift"], asleepUntil: [], now: .milliseconds(800)),
      "Expected \"swift\" searched at 500 ms and again at 800 ms, and nothing left waiting.")
  }

  /// Queries of every shape a text field produces: empty, blank, leading, trailing and inner
  /// spaces, a line break and a tab, non-ASCII, a combining accent, an emoji, quotes and a backslash.
  nonisolated static let queries: [String] = [
    "swift", "", " ", " swift  ui ", "swift\n", "\tswift", "Zoë", "Cafe\u{301}", "👩‍💻 swift", "say \"hi\" \\ bye",
  ]

  @Test func queryChanged_searchesTheQueryExactlyAsTyped() async throws {
    for query in Self.queries {
      let (sut, clock, searches) = makeSUT(delay: .milliseconds(300))

      sut.queryChanged(query)
      try #require(
        await clock.waitForSleepers(1),
        "Query \(String(reflecting: query)): expected a wait on the clock. Every keystroke starts a wait, whatever the text: empty and blank queries too."
      )
      await clock.advance(by: .milliseconds(300))
      _ = await eventually { searches.count >= 1 }

      guard
        expectSame(
          DebouncerState(searches, clock),
          DebouncerState(searches: [query], asleepUntil: [], now: .milliseconds(300)),
          "Query \(String(reflecting: query)): expected one search for it, exactly as typed, 300 ms after it was typed. The debouncer decides when to search, not what the text means: don't trim, tidy, normalize or skip it (an empty query is how the user clears the results)."
        )
      else { return }
    }
  }

  @Test func queryChanged_whileASearchRuns_cancelsThatSearch() async throws {
    let (sut, clock, searches, _) = makeControlledSUT(delay: .milliseconds(300))
    defer { searches.finishAll() }
    sut.queryChanged("s")
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the injected clock.")
    await clock.advance(by: .milliseconds(300))
    try #require(await eventually { searches.started == ["s"] }, "Expected the search for \"s\" to start once its delay had passed.")

    sut.queryChanged("sw")  // the search for "s" is still running

    #expect(
      searches.cancelled == ["s"],
      "Expected the running search for \"s\" cancelled by the next keystroke, found cancelled: \(searches.cancelled). Its results are out of date: keep the task that waits and then searches in `pending`, until a newer keystroke cancels it."
    )
  }

  @Test func aSearchEndingAfterANewerKeystroke_leavesTheNewerWaitToBeCancelledByTheNext() async throws {
    let (sut, clock, searches, ended) = makeControlledSUT(delay: .milliseconds(300))
    defer { searches.finishAll() }
    sut.queryChanged("s")
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the injected clock.")
    await clock.advance(by: .milliseconds(300))
    try #require(await eventually { searches.started == ["s"] }, "Expected the search for \"s\" to start once its delay had passed.")

    sut.queryChanged("sw")  // at 300 ms, while the search for "s" still runs: "sw" is due at 600 ms
    try #require(await clock.waitForSleepers(1), "Expected the debouncer to be asleep on the clock for \"sw\".")
    try #require(searches.finish("s"), "Expected the search for \"s\" still running.")
    try #require(await eventually { ended.all == ["s"] }, "Expected the search for \"s\" to end once the test finished it.")
    await clock.advance(by: .milliseconds(100))

    sut.queryChanged("swi")  // at 400 ms: due at 700 ms
    try #require(
      await eventually { clock.deadlines.contains(TestClock.Instant(offset: .milliseconds(700))) },
      "Expected a wait on the clock for \"swi\", due at 700 ms; found \(clock.deadlines).")
    #expect(
      clock.deadlines == [TestClock.Instant(offset: .milliseconds(700))],
      "Expected only the wait for \"swi\" (due at 700 ms) on the clock, found \(clock.deadlines): the wait for \"sw\" (600 ms) was not cancelled. The task for \"s\" ended after \"sw\" was typed: a task must not change `pending` after its await, when a newer keystroke may have put its own task there."
    )

    await clock.advance(by: .milliseconds(300))
    #expect(await eventually { searches.started.count >= 2 }, "Expected a search for \"swi\" 300 ms after it was typed.")
    #expect(searches.started == ["s", "swi"], "Expected searches for \"s\" and then \"swi\" only, got \(searches.started).")
  }

  @Test func queryChanged_whoseWaitFailsWithAnErrorThatIsNotACancel_doesNotSearch() async throws {
    let clock = FailingClock()
    let searches = Recorder<String>()
    let sut = SearchDebouncer(delay: .milliseconds(300), clock: clock) { query in searches.append(query) }

    sut.queryChanged("swift")
    try #require(await eventually { clock.sleeps == 1 }, "Expected the debouncer to sleep on the injected clock.")
    // Turns enough for a search to happen if the debouncer went on after the failed wait.
    _ = await eventually(maxYields: 1_000) { searches.count > 0 }

    expectSame(
      DebouncerState(searches: searches.all, asleepUntil: [], now: .zero),
      DebouncerState(searches: [], asleepUntil: [], now: .zero),
      "The clock's sleep failed (an error that is not a cancel, in a task nobody cancelled): the delay did not pass, so expected no search. Search only when the sleep returned; when it throws, whatever it throws, the query's task ends there (checking Task.isCancelled after ignoring the error searches anyway)."
    )
  }

  // MARK: - Helpers

  private func makeSUT(delay: Duration) -> (SearchDebouncer, TestClock, Recorder<String>) {
    let clock = TestClock()
    let searches = Recorder<String>()
    let sut = SearchDebouncer(delay: delay, clock: clock) { query in searches.append(query) }
    return (sut, clock, searches)
  }

  /// A debouncer whose searches the test ends by hand; `ended` lists the searches that returned,
  /// written on the main actor right after each returns.
  private func makeControlledSUT(delay: Duration) -> (SearchDebouncer, TestClock, ControlledSearches, Recorder<String>) {
    let clock = TestClock()
    let searches = ControlledSearches()
    let ended = Recorder<String>()
    let sut = SearchDebouncer(delay: delay, clock: clock) { query in
      await searches.search(query)
      ended.append(query)
    }
    return (sut, clock, searches, ended)
  }
}
