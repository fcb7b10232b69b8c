import Lab04TestClock
import Testing

/// Task 1: a test clock whose time moves only when the test says so, and whose sleepers wake in
/// deadline order, each seeing its own deadline as `now`.
@Suite("Lab 04 · Task 1: the test clock")
struct Task1TestClockTests {
  @Test func advance_movesNowByExactlyTheDurationEachTime() async throws {
    let clock = makeSUT()

    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(2))

    // A requirement: a wrong time stops the test here, with one issue.
    try #require(
      clock.now.offset == .seconds(3),
      "Expected now at start + 3 s after advancing 1 s then 2 s, got \(clock.now). In advance(by:), set now to now + duration (add to it, don't replace it)."
    )
    expectSame(
      ClockState(clock), ClockState(now: .seconds(3), asleepUntil: [], wokeAt: []),
      "Expected the clock at 3 s with nobody asleep and nobody woken: advancing an empty clock only moves its time.")
  }

  /// Deadlines around the moment a sleep starts (the clock is at 5 s): past, just past, now, just
  /// ahead, ahead.
  static let deadlineOffsets: [Duration] = [.seconds(-1), .milliseconds(-1), .zero, .milliseconds(1), .seconds(1)]

  @Test func sleep_wakesAtItsDeadline_notAMillisecondBefore_andAtOnceWhenItHasPassed() async throws {
    for offset in Self.deadlineOffsets {
      let clock = makeSUT()
      await clock.advance(by: .seconds(5))
      let deadline = Duration.seconds(5) + offset

      let sleeper = Pending { try await clock.sleep(until: TestClock.Instant(offset: deadline)) }
      if offset > .zero {
        try #require(
          await clock.waitForSleepers(1), "A sleep due \(offset) ahead: expected it asleep on the clock. Park it in park(_:).")
        await clock.advance(by: offset - .milliseconds(1))
        try #require(
          !sleeper.isFinished,
          "A sleep due \(offset) ahead: expected it still asleep 1 ms before its deadline (\(deadline)). Resume only sleepers whose deadline <= the target."
        )
        await clock.advance(by: .milliseconds(1))
      }
      _ = await sleeper.result()

      guard
        expectSame(
          ClockState(clock),
          offset > .zero
            ? ClockState(now: deadline, asleepUntil: [], wokeAt: [deadline])
            : ClockState(now: .seconds(5), asleepUntil: [], wakeUps: [.init(deadline: deadline, sawNow: .seconds(5))]),
          offset > .zero
            ? "A sleep due \(offset) ahead: expected it to wake exactly at its deadline, seeing now == \(deadline), and nothing left asleep. Wake sleepers whose deadline <= the target, with now at their deadline."
            : "A sleep whose deadline (\(deadline)) is not after now (5 s): expected it to return at once, without any advance, leaving time where it was. In park(_:), a deadline <= now resumes at once."
        )
      else { return }
    }
  }

  @Test func sleep_suspendsUntilTheClockIsAdvancedToTheDeadline() async throws {
    let clock = makeSUT()
    let sleeper = Pending { try await clock.sleep(for: .seconds(60)) }

    try #require(
      await clock.waitForSleepers(1),
      "Expected the task to be asleep on the clock. In park(_:), append the sleeper to state.sleepers when its deadline is in the future."
    )
    await clock.advance(by: .seconds(59))
    #expect(
      !sleeper.isFinished, "Expected the sleeper still asleep 1 s before its deadline. Resume only sleepers whose deadline <= the target.")
    #expect(clock.sleeperCount == 1, "Expected the sleeper to stay parked until its deadline. Remove only the sleepers you resume.")

    await clock.advance(by: .seconds(1))
    let result = await sleeper.result()
    #expect(
      result.map { (try? $0.get()) != nil } == true,
      "Expected the sleep to return once the clock reached its deadline. In advance(by:), resume each sleeper whose deadline <= the target."
    )
    #expect(
      clock.sleeperCount == 0,
      "Expected no sleepers left after waking the only one. Remove a sleeper from state.sleepers when you resume it.")
    expectSame(
      ClockState(clock), ClockState(now: .seconds(60), asleepUntil: [], wokeAt: [.seconds(60)]),
      "Expected one wake-up, at 60 s seeing 60 s, and the clock at 60 s with nobody asleep.")
  }

  @Test func sleep_returnsAtOnceWhenTheDeadlineHasAlreadyPassed() async {
    let clock = makeSUT()
    await clock.advance(by: .seconds(5))

    let sleeper = Pending { try await clock.sleep(until: TestClock.Instant(offset: .seconds(5))) }
    let result = await sleeper.result()

    #expect(
      result.map { (try? $0.get()) != nil } == true,
      "Expected sleep(until:) to return at once for a deadline <= now. In park(_:), resume the continuation straight away instead of parking it."
    )
    #expect(clock.sleeperCount == 0, "Expected nothing parked for a deadline that has passed.")
  }

  @Test func advance_wakesSleepersInDeadlineOrder_eachSeeingItsOwnDeadline() async throws {
    let clock = makeSUT()
    var sleepers: [Pending<Void>] = []
    // Put to sleep in the order 30 s, 10 s, 20 s, so insertion order is not deadline order.
    for seconds in [30, 10, 20] {
      let before = clock.sleeperCount
      sleepers.append(Pending { try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds))) })
      try #require(
        await clock.waitForSleepers(before + 1), "Expected the \(seconds) s sleeper to be asleep on the clock. Park it in park(_:).")
    }

    await clock.advance(by: .seconds(60))
    for sleeper in sleepers {
      _ = try #require(await sleeper.result(), "Expected every sleeper to wake when the clock passed its deadline.")
    }

    let wakeUps = clock.wakeUps
    #expect(
      wakeUps.map(\.deadline.offset) == [.seconds(10), .seconds(20), .seconds(30)],
      "Expected wake-ups in deadline order (10 s, 20 s, 30 s), got \(wakeUps). Resume the sleeper with the earliest deadline first, not the first to go to sleep."
    )
    #expect(
      wakeUps.allSatisfy { $0.now == $0.deadline },
      "Expected each sleeper to wake with now == its own deadline, got \(wakeUps). Set now to the sleeper's deadline before resuming it, and wait for it (waitUntilAwake) before the next."
    )
    #expect(
      clock.now.offset == .seconds(60),
      "Expected now at start + 60 s once advance(by:) returns. Set now to the target after the last sleeper.")
    expectSame(
      ClockState(clock), ClockState(now: .seconds(60), asleepUntil: [], wokeAt: [.seconds(10), .seconds(20), .seconds(30)]),
      "Expected wake-ups at 10 s, 20 s, 30 s, each seeing its own deadline, nobody left asleep, and the clock at 60 s.")
  }

  @Test func advance_wakesSleepersWithEqualDeadlines_inTheOrderTheyWentToSleep() async throws {
    let clock = makeSUT()
    let woken = Recorder<String>()
    var sleepers: [Pending<Void>] = []
    defer {
      for sleeper in sleepers { sleeper.cancel() }
    }
    // Three sleepers due at 10 s and one due at 5 s, put to sleep in this order. Each writes its
    // name as it wakes, then sleeps again (until 100 s): waitingForSleepers: 4 makes advance(by:)
    // wait for that name before it wakes the next one, so the names are in wake-up order.
    for (name, seconds) in [("first", 10), ("early", 5), ("second", 10), ("third", 10)] {
      let before = clock.sleeperCount
      sleepers.append(
        Pending {
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
          woken.append(name)
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(100)))
        })
      try #require(
        await clock.waitForSleepers(before + 1),
        "Expected the \(name) sleeper (\(seconds) s) to be asleep on the clock. Park it in park(_:).")
    }

    await clock.advance(by: .seconds(10), waitingForSleepers: 4)

    #expect(
      woken.all == ["early", "first", "second", "third"],
      "Expected the 5 s sleeper first, then the three due at 10 s in the order they went to sleep (first, second, third), got \(woken.all). Among equal deadlines, wake the sleeper that went to sleep first: the earliest in state.sleepers. min(by:) keeps the first of equal elements only when its comparison is a strict <."
    )
  }

  @Test func advance_wakesALoopAndALaterSleeperInDeadlineOrder_withNowNeverGoingBack() async throws {
    let clock = makeSUT()
    // A 1 s loop that sleeps again as soon as it wakes, and a sleeper due at 5.5 s (then at
    // 100 s): one advance of 6 s must interleave them by deadline, 5.5 s between 5 s and 6 s.
    let loop = Pending {
      for _ in 0..<20 { try await clock.sleep(for: .seconds(1)) }
    }
    defer { loop.cancel() }
    try #require(await clock.waitForSleepers(1), "Expected the 1 s loop to be asleep on the clock. Park it in park(_:).")
    let later = Pending {
      try await clock.sleep(until: TestClock.Instant(offset: .milliseconds(5_500)))
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(100)))
    }
    defer { later.cancel() }
    try #require(await clock.waitForSleepers(2), "Expected the 5.5 s sleeper to be asleep on the clock. Park it in park(_:).")

    await clock.advance(by: .seconds(6), waitingForSleepers: 2)

    expectSame(
      ClockState(clock),
      ClockState(
        now: .seconds(6), asleepUntil: [.seconds(7), .seconds(100)],
        wokeAt: [.seconds(1), .seconds(2), .seconds(3), .seconds(4), .seconds(5), .milliseconds(5_500), .seconds(6)]),
      "Expected wake-ups at 1 s, 2 s, 3 s, 4 s, 5 s, 5.5 s, 6 s, each seeing its own deadline (now never going back), then the loop asleep until 7 s and the other until 100 s. Pick only the one earliest due sleeper each time, from the sleepers as they are after the last wake-up: a list of due sleepers taken once and woken in a row wakes 5.5 s before the loop's 2 s, which slept again later."
    )
  }

  @Test func advance_wakesEqualDeadlinesOneAtATime_eachSeeingWhatTheEarlierOnesDid() async throws {
    let clock = makeSUT()
    let names = Recorder<String>()
    let log = Recorder<String>()
    var sleepers: [Pending<Void>] = []
    defer {
      for sleeper in sleepers { sleeper.cancel() }
    }
    // Three sleepers due at 10 s. Each, as it wakes, notes the names written so far, works a while (many
    // turns), writes its name and sleeps again (until 100 s). Woken one at a time, each sees the
    // names of those woken before it; woken together, they all see an empty log.
    for name in ["first", "second", "third"] {
      let before = clock.sleeperCount
      sleepers.append(
        Pending {
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(10)))
          let seen = names.all
          for _ in 0..<1_000 { await Task.yield() }
          log.append("\(name) after \(seen.isEmpty ? "nobody" : seen.joined(separator: ", "))")
          names.append(name)
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(100)))
        })
      try #require(
        await clock.waitForSleepers(before + 1), "Expected the \(name) sleeper to be asleep on the clock. Park it in park(_:).")
    }

    await clock.advance(by: .seconds(10), waitingForSleepers: 3)

    expectSame(
      log.all,
      ["first after nobody", "second after first", "third after first, second"],
      "Expected the three sleepers due at 10 s woken one at a time, in the order they went to sleep, each only once the one before it had done its work and was asleep again. Resume one sleeper, wait for it (its report, then the sleepers), and only then look for the next, even when the next is due at the same instant."
    )
  }

  @Test func advance_waitsForAWokenSleeperThatTakesManyTurnsToRunAgain() async throws {
    let clock = makeSUT()
    let turns = 20_000
    // The 10 s sleeper runs on a busy executor: once resumed, it needs `turns` turns of the thread
    // pool before its sleep returns. The 20 s sleeper is ordinary.
    let slow = Pending(on: SlowExecutor(turns: turns)) {
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(10)))
    }
    defer { slow.cancel() }
    try #require(
      await clock.waitForSleepers(1), "Expected the 10 s sleeper (on a busy executor) to be asleep on the clock. Park it in park(_:).")
    let ordinary = Pending { try await clock.sleep(until: TestClock.Instant(offset: .seconds(20))) }
    try #require(await clock.waitForSleepers(2), "Expected the 20 s sleeper to be asleep on the clock. Park it in park(_:).")

    await clock.advance(by: .seconds(30))
    _ = await slow.result()
    _ = await ordinary.result()

    expectSame(
      ClockState(clock), ClockState(now: .seconds(30), asleepUntil: [], wokeAt: [.seconds(10), .seconds(20)]),
      "Expected the 10 s sleeper to wake seeing 10 s, before the 20 s one, even though it takes \(turns) turns to run again. After resuming a sleeper, wait for its own report (waitUntilAwake) before moving now on: a fixed number of yields is a guess that a busy executor beats."
    )
  }

  @Test func advance_wakesOnlyTheSleepersDueWithinTheAdvance_measuredFromWhereItStarted() async throws {
    let clock = makeSUT()
    let early = Pending { try await clock.sleep(until: TestClock.Instant(offset: .seconds(5))) }
    try #require(await clock.waitForSleepers(1), "Expected the 5 s sleeper to be asleep on the clock. Park it in park(_:).")
    let late = Pending { try await clock.sleep(until: TestClock.Instant(offset: .seconds(12))) }
    try #require(await clock.waitForSleepers(2), "Expected the 12 s sleeper to be asleep on the clock. Park it in park(_:).")

    await clock.advance(by: .seconds(10))
    _ = try #require(await early.result(), "Expected the 5 s sleeper to wake during an advance of 10 s.")

    #expect(
      clock.sleeperCount == 1 && !late.isFinished,
      "Expected the 12 s sleeper still asleep after advancing 10 s from start (woken: \(clock.wakeUps)). Compute target = now + duration once, before the loop: moving now to a sleeper's deadline must not push the target further."
    )
    #expect(
      clock.now.offset == .seconds(10),
      "Expected now at start + 10 s, got \(clock.now). Set now to the target computed before the loop.")

    await clock.advance(by: .seconds(2))
    _ = try #require(await late.result(), "Expected the 12 s sleeper to wake once the clock reached 12 s.")
    expectSame(
      ClockState(clock), ClockState(now: .seconds(12), asleepUntil: [], wokeAt: [.seconds(5), .seconds(12)]),
      "Expected the 5 s sleeper woken by the first advance and the 12 s one by the second, each at its deadline, and the clock at 12 s.")
  }

  @Test func advance_wakesASleeperThatSleepsAgainWithinTheSameAdvance_atEachOfItsDeadlines() async throws {
    let clock = makeSUT()
    let naps = Recorder<Int>()
    // Absolute deadlines, and some async work between naps (a stand-in for awaiting a response):
    // the woken task takes many turns to get back to sleep, and advance(by:) must wait for it.
    let sleeper = Pending {
      for seconds in [10, 20, 30, 40] {
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
        naps.append(seconds)
        for _ in 0..<100 { await Task.yield() }
      }
    }
    defer { sleeper.cancel() }
    try #require(await clock.waitForSleepers(1), "Expected the task to be asleep on the clock. Park it in park(_:).")

    await clock.advance(by: .seconds(30), waitingForSleepers: 1)

    #expect(
      naps.all == [10, 20, 30],
      "Expected one advance of 30 s to wake a task that naps until 10 s, 20 s, 30 s (then 40 s), got naps \(naps.all). After each wake-up, await waitForSleepers(sleepers): the woken task sleeps again, and you must look for the next due sleeper only once it is back on the clock (and look again after every wake-up, not at a list taken at the start)."
    )
    #expect(
      clock.wakeUps.allSatisfy { $0.now == $0.deadline },
      "Expected each nap to end with now == its deadline, got \(clock.wakeUps). Set now to the sleeper's deadline before resuming it, and leave it there until the woken task is back asleep."
    )
    #expect(
      clock.deadlines == [TestClock.Instant(offset: .seconds(40))],
      "Expected the task asleep until 40 s once advance(by:) returns, found \(clock.deadlines). Wait for the sleepers after the last wake-up too, before setting now to the target."
    )
    expectSame(
      ClockState(clock),
      ClockState(now: .seconds(30), asleepUntil: [.seconds(40)], wokeAt: [.seconds(10), .seconds(20), .seconds(30)]),
      "Expected naps ending at 10 s, 20 s and 30 s, each seeing its own deadline, the task asleep again until 40 s, and the clock at 30 s.")
  }

  @MainActor
  @Test func advance_wakesAMainActorTimerLoopEverySecond_inOneAdvanceOfTenSeconds() async throws {
    let clock = makeSUT()
    let ticks = Recorder<Duration>()
    // At most 20 ticks: an advance that keeps waking the loop past its 10 s ends instead of hanging.
    let ticker = Ticker(every: .seconds(1), clock: clock, maxTicks: 20) { ticks.append(clock.now.offset) }
    ticker.start()
    defer { ticker.stop() }
    try #require(await clock.waitForSleepers(1), "Expected the ticker to be asleep on the clock. Park it in park(_:).")

    await clock.advance(by: .seconds(10), waitingForSleepers: 1)

    #expect(
      ticks.all.allSatisfy { $0 <= .seconds(10) },
      "Expected no tick after 10 s from one advance of 10 s, got ticks \(ticks.all). Compute target = now + duration once, before the loop: each wake-up moves now, and a target computed from it again keeps moving away."
    )
    #expect(
      ticks.all == (1...10).map { .seconds($0) },
      "Expected ten ticks, at 1 s, 2 s, ... 10 s, from one advance of 10 s, got \(ticks.all). After each wake-up, await waitForSleepers(sleepers) before looking for the next due sleeper: the loop must hop back to the main actor, tick and sleep again, and a few yields are not enough for that."
    )
    #expect(
      clock.deadlines == [TestClock.Instant(offset: .seconds(11))],
      "Expected the ticker asleep again until 11 s once advance(by:) returns, found \(clock.deadlines). Wait for the sleepers after the last wake-up too, and set now to the target only then."
    )
    expectSame(
      ClockState(clock), ClockState(now: .seconds(10), asleepUntil: [.seconds(11)], wokeAt: (1...10).map { .seconds($0) }),
      "Expected ten wake-ups, one each second, each seeing its own deadline, the ticker asleep until 11 s, and the clock at 10 s.")
  }

  @Test func cancellingASleepingTask_throwsCancellationErrorAndRemovesTheSleeper() async throws {
    let clock = makeSUT()
    let sleeper = Pending { try await clock.sleep(for: .seconds(60)) }
    try #require(await clock.waitForSleepers(1), "Expected the task to be asleep on the clock. Park it in park(_:).")

    sleeper.cancel()
    let result = await sleeper.result()

    #expect(
      result?.failure is CancellationError,
      "Expected the cancelled sleep to throw CancellationError without any advance. In cancelSleeper(id:), remove the sleeper and resume it throwing CancellationError()."
    )
    #expect(
      clock.sleeperCount == 0,
      "Expected the cancelled sleeper to be gone from the clock. Remove it from state.sleepers in cancelSleeper(id:).")
    expectSame(
      ClockState(clock), ClockState(now: .zero, asleepUntil: [], wokeAt: []),
      "Expected the cancelled sleep gone without a wake-up and without time moving: a cancel is not a deadline.")
  }

  @Test func sleep_inATaskAlreadyCancelled_throwsCancellationErrorAtOnce() async {
    let clock = makeSUT()

    let sleeper = Pending {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(60))
    }
    let result = await sleeper.result()

    #expect(
      result?.failure is CancellationError,
      "Expected CancellationError at once from a task cancelled before it slept. cancelSleeper(id:) runs first: remember the id in state.cancelledBeforeParking, and have park(_:) throw for it."
    )
    #expect(clock.sleeperCount == 0, "Expected nothing parked for a cancelled task. Check state.cancelledBeforeParking before parking.")
  }

  @Test func sleep_inATaskAlreadyCancelled_throwsCancellationErrorEvenForADeadlineThatHasPassed() async {
    let clock = makeSUT()

    let sleeper = Pending {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: clock.now)
    }
    let result = await sleeper.result()

    #expect(
      result?.failure is CancellationError,
      "Expected CancellationError from a cancelled task even when its deadline has passed, got \(String(describing: result)). A cancelled task must not go on as if it had slept: in park(_:), check state.cancelledBeforeParking before the deadline."
    )
  }

  // MARK: - Helpers

  private func makeSUT() -> TestClock {
    TestClock()
  }
}
