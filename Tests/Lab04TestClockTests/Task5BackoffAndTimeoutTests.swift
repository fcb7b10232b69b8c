import Foundation
import Lab04TestClock
import Testing

/// Task 5: waiting with a budget: a retry whose wait doubles after each failure, and a timeout,
/// both measured on the injected clock.
@Suite("Lab 04 · Task 5: backoff and timeout")
struct Task5BackoffAndTimeoutTests {
  @Test func retrier_returnsTheFirstSuccessWithoutWaiting() async throws {
    let clock = TestClock()
    let attempts = Recorder<Int>()
    let sut = Retrier(maxAttempts: 3, initialDelay: .seconds(1), clock: clock)

    let result = try #require(
      await Pending {
        try await sut.run {
          attempts.append(1)
          return "profile"
        }
      }.result(),
      "Expected run to finish without the clock being advanced. Call the operation first; wait only after a failure."
    )

    #expect(try result.get() == "profile", "Expected the operation's value. Return it as soon as an attempt succeeds.")
    #expect(attempts.count == 1, "Expected one attempt, got \(attempts.count). Stop at the first success.")
    expectSame(
      RetryRun(ending: .init(result), attempts: [], clockNow: clock.now.offset, asleep: clock.sleeperCount),
      RetryRun(ending: .returned("profile"), attempts: [], clockNow: .zero, asleep: 0),
      "Expected the first attempt's value with time not moved and nothing asleep on the clock.")
  }

  @Test func retrier_waitsTheInitialDelayOnTheClockBeforeTheSecondAttempt() async throws {
    let clock = TestClock()
    let attempts = Recorder<Int>()
    let sut = Retrier(maxAttempts: 3, initialDelay: .seconds(1), clock: clock)
    let pending = Pending {
      try await sut.run {
        attempts.append(1)
        if attempts.count == 1 { throw Offline() }
        return "profile"
      }
    }

    try #require(await clock.waitForSleepers(1), "Expected a wait on the injected clock after the first failure. Use clock.sleep(for:).")
    await clock.advance(by: .milliseconds(999))
    #expect(attempts.count == 1, "Expected no retry before the initial delay (1 s) is over, got \(attempts.count) attempts.")

    await clock.advance(by: .milliseconds(1))
    let result = try #require(await pending.result(), "Expected run to finish once the delay had passed.")
    #expect(try result.get() == "profile", "Expected the second attempt's value. Try again after the wait, and return its success.")
    #expect(attempts.count == 2, "Expected exactly two attempts, got \(attempts.count).")
    expectSame(
      RetryRun(ending: .init(result), attempts: [], clockNow: clock.now.offset, asleep: clock.sleeperCount),
      RetryRun(ending: .returned("profile"), attempts: [], clockNow: .seconds(1), asleep: 0),
      "Expected the second attempt's value at 1 s, and nothing left asleep on the clock.")
  }

  @Test func retrier_doublesTheWaitAfterEachFailure() async throws {
    let clock = TestClock()
    let sut = Retrier(maxAttempts: 4, initialDelay: .seconds(1), clock: clock)
    let pending = Pending { try await sut.run { () async throws -> String in throw Offline() } }
    defer { pending.cancel() }

    var waits: [Duration] = []
    for _ in 1...3 {
      try #require(await clock.waitForSleepers(1), "Expected a wait on the injected clock after each failure (waits so far: \(waits)).")
      let deadline = try #require(clock.deadlines.first)
      let wait = clock.now.duration(to: deadline)
      waits.append(wait)
      await clock.advance(by: wait)
    }

    #expect(
      waits == [.seconds(1), .seconds(2), .seconds(4)],
      "Expected waits of 1 s, 2 s, 4 s, got \(waits). Double the delay after every failed attempt (delay *= 2)."
    )
  }

  @MainActor
  @Test func retrier_onTheMainActor_triesAgainAfterOneTwoAndFourSeconds_withinOneAdvance() async throws {
    let clock = TestClock()
    let attempts = Recorder<Duration>()
    let sut = Retrier(maxAttempts: 10, initialDelay: .seconds(1), clock: clock)
    // A view model's retry: started on the main actor, so it attempts and waits there.
    let loading = Task { @MainActor in
      try await sut.run { () async throws -> String in
        attempts.append(clock.now.offset)
        throw Offline()
      }
    }
    defer { loading.cancel() }
    try #require(await clock.waitForSleepers(1), "Expected a wait on the injected clock after the first failure. Use clock.sleep(for:).")

    await clock.advance(by: .seconds(7), waitingForSleepers: 1)

    #expect(
      attempts.all == [.zero, .seconds(1), .seconds(3), .seconds(7)],
      "Expected attempts at 0 s, 1 s, 3 s and 7 s within one advance of 7 s, got \(attempts.all). Sleep on the injected clock between attempts and double the delay (1 s, 2 s, 4 s); if this is the only red test, see Task 1: advance(by:waitingForSleepers:) must wait for the retrier to be asleep again after each wake-up."
    )
    #expect(
      clock.deadlines == [TestClock.Instant(offset: .seconds(15))],
      "Expected the retrier waiting 8 s after its fourth attempt (until 15 s), found \(clock.deadlines). Double the delay after every failed attempt."
    )
  }

  @Test func retrier_throwsTheLastErrorAfterMaxAttempts_havingWaitedBetweenThem() async {
    let clock = ImmediateClock()
    let attempts = Recorder<Duration>()
    let sut = Retrier(maxAttempts: 4, initialDelay: .seconds(1), clock: clock)

    let result = await Pending {
      try await sut.run { () async throws -> String in
        attempts.append(clock.now.offset)
        throw Offline(attempt: attempts.count)
      }
    }.result()

    expectSame(
      RetryRun(result, attempts: attempts, clockNow: clock.now.offset, asleep: 0),
      RetryRun(
        ending: .offline(attempt: 4), attempts: [.zero, .seconds(1), .seconds(3), .seconds(7)], clockNow: .seconds(7), asleep: 0),
      "Expected 4 attempts with maxAttempts 4, at 0 s, 1 s, 3 s and 7 s on the injected clock (1 + 2 + 4 s of waiting, none after the last), and the fourth (last) attempt's error. Wait on the clock you were given between attempts, never after the last one."
    )
  }

  @Test func retrier_keepsDoublingTheWait_howeverLongItGrows() async {
    let clock = ImmediateClock()
    let attempts = Recorder<Duration>()
    let sut = Retrier(maxAttempts: 20, initialDelay: .milliseconds(1_500), clock: clock)

    let result = await Pending {
      try await sut.run { () async throws -> String in
        attempts.append(clock.now.offset)
        throw Offline(attempt: attempts.count)
      }
    }.result()

    // Attempt n starts after 1.5 s + 3 s + ... = 1.5 s × (2^(n-1) - 1) of waiting.
    let started = (1...20).map { Duration.milliseconds(1_500) * ((1 << ($0 - 1)) - 1) }
    expectSame(
      RetryRun(result, attempts: attempts, clockNow: clock.now.offset, asleep: 0),
      RetryRun(ending: .offline(attempt: 20), attempts: started, clockNow: started[19], asleep: 0),
      "Expected 20 attempts, each wait twice the one before, with no ceiling: 1.5 s, 3 s, 6 s, ... up to 1.5 s × 2^18 (about four and a half days) on the injected clock, then the last attempt's error. Multiply the delay by two after every failure, however long it grows; don't cap it or add to it."
    )
  }

  @Test func retrier_stopsRetryingWhenCancelledDuringTheWait() async throws {
    let clock = TestClock()
    let attempts = Recorder<Int>()
    let sut = Retrier(maxAttempts: 5, initialDelay: .seconds(1), clock: clock)
    let pending = Pending {
      try await sut.run { () async throws -> String in
        attempts.append(1)
        throw Offline()
      }
    }
    try #require(await clock.waitForSleepers(1), "Expected a wait on the injected clock after the first failure.")

    pending.cancel()
    let result = try #require(await pending.result(), "Expected run to finish once its task was cancelled.")

    #expect(
      result.failure is CancellationError,
      "Expected CancellationError, got \(String(describing: result.failure)). Let the sleep's error propagate (try, not try?)."
    )
    #expect(attempts.count == 1, "Expected no attempt after cancellation, got \(attempts.count) attempts.")
    expectSame(
      RetryRun(ending: .init(result), attempts: [], clockNow: clock.now.offset, asleep: clock.sleeperCount),
      RetryRun(ending: .cancellation, attempts: [], clockNow: .zero, asleep: 0),
      "Cancelled during the first wait: expected CancellationError, time not moved, and the wait gone from the clock.")
  }

  @Test func retrier_cancelledDuringAnyAttempt_throwsCancellationError_whateverThatAttemptThrew() async throws {
    for point in CancelPoint.all {
      for thrown in CancelledAttemptError.allCases {
        let clock = ImmediateClock()  // the waits between attempts take no test time
        let server = TestClock()  // the cancelled attempt waits on it: a request in flight
        let attempts = Recorder<Duration>()
        let sut = Retrier(maxAttempts: point.maxAttempts, initialDelay: .seconds(1), clock: clock)
        let pending = Pending {
          try await sut.run { () async throws -> String in
            attempts.append(clock.now.offset)
            let attempt = attempts.count
            guard attempt == point.cancelledAttempt else { throw Offline(attempt: attempt) }
            do {
              try await server.sleep(for: .seconds(60))
            } catch {
              throw thrown.error(attempt: attempt)  // what the request throws once its task is cancelled
            }
            return "profile"
          }
        }
        try #require(
          await server.waitForSleepers(1),
          "Cancelling during \(point), the attempt throwing \(thrown): expected attempt \(point.cancelledAttempt) to be under way (asleep on the test's server clock), after \(attempts.count) attempts. Retry a failed attempt after a wait on the injected clock."
        )

        pending.cancel()
        let result = await pending.result()

        let started = (1...point.cancelledAttempt).map { Duration.seconds((1 << ($0 - 1)) - 1) }
        guard
          expectSame(
            RetryRun(result, attempts: attempts, clockNow: clock.now.offset, asleep: server.sleeperCount),
            RetryRun(ending: .cancellation, attempts: started, clockNow: started.last ?? .zero, asleep: 0),
            "Cancelled during \(point), the attempt threw \(thrown): expected CancellationError, no attempt and no wait after the cancel. A cancel is not a failure (docs/01, \"A cancel is not a failure\"), on the last attempt too: after a failed attempt, check whether the caller was cancelled before deciding that it was the last one."
          )
        else { return }
      }
    }
  }

  @Test func retrier_triesAgainAfterEveryKindOfFailure_butPassesACancelOnAsItCame() async {
    for error in AttemptError.allCases {
      for maxAttempts in [1, 3] {
        let clock = ImmediateClock()
        let attempts = Recorder<Duration>()
        let sut = Retrier(maxAttempts: maxAttempts, initialDelay: .seconds(1), clock: clock)

        let result = await Pending {
          try await sut.run { () async throws -> String in
            attempts.append(clock.now.offset)
            throw error.error(attempt: attempts.count)
          }
        }.result()

        let isCancel = AttemptError.cancels.contains(error)
        let tried = isCancel ? 1 : maxAttempts
        let started = (1...tried).map { Duration.seconds((1 << ($0 - 1)) - 1) }
        guard
          expectSame(
            RetryRun(result, attempts: attempts, clockNow: clock.now.offset, asleep: 0),
            RetryRun(ending: error.ending(attempt: tried), attempts: started, clockNow: started.last ?? .zero, asleep: 0),
            isCancel
              ? "With maxAttempts \(maxAttempts), an attempt fails with \(error) while the caller is not cancelled: someone stopped waiting for that request. Expected it thrown as it came, after one attempt and no wait: never retry a cancel, never turn it into another error."
              : "Every attempt of \(maxAttempts) fails with \(error): expected \(maxAttempts) attempts, at \(started), the last attempt's error as it is, and no wait after it. Retry every failure that is not a cancel, whatever its type."
          )
        else { return }
      }
    }
  }

  @Test func retrier_returnsTheFirstSuccess_onWhicheverAttemptItComes() async {
    for (maxAttempts, succeedingAttempt) in [(1, 1), (3, 1), (3, 2), (3, 3)] {
      let clock = ImmediateClock()
      let attempts = Recorder<Duration>()
      let sut = Retrier(maxAttempts: maxAttempts, initialDelay: .seconds(1), clock: clock)

      let result = await Pending {
        try await sut.run { () async throws -> String in
          attempts.append(clock.now.offset)
          guard attempts.count == succeedingAttempt else { throw Offline(attempt: attempts.count) }
          return "profile \(attempts.count)"
        }
      }.result()

      let started = (1...succeedingAttempt).map { Duration.seconds((1 << ($0 - 1)) - 1) }
      guard
        expectSame(
          RetryRun(result, attempts: attempts, clockNow: clock.now.offset, asleep: 0),
          RetryRun(ending: .returned("profile \(succeedingAttempt)"), attempts: started, clockNow: started.last ?? .zero, asleep: 0),
          "Attempt \(succeedingAttempt) of \(maxAttempts) succeeds: expected its value, no attempt and no wait after it. Return the first success at once, the last allowed attempt's too."
        )
      else { return }
    }
  }

  @Test func retrier_whoseWaitFailsWithAnErrorThatIsNotACancel_throwsThatError() async {
    for maxAttempts in [2, 4] {
      let clock = FailingClock()
      let attempts = Recorder<Duration>()
      let sut = Retrier(maxAttempts: maxAttempts, initialDelay: .seconds(1), clock: clock)

      let result = await Pending {
        try await sut.run { () async throws -> String in
          attempts.append(clock.now.offset)
          throw Offline(attempt: attempts.count)
        }
      }.result()

      guard
        expectSame(
          RetryRun(result, attempts: attempts, clockNow: .zero, asleep: 0),
          RetryRun(ending: .other("broken"), attempts: [.zero], clockNow: .zero, asleep: 0),
          "With maxAttempts \(maxAttempts), the first attempt failed and the wait before the second failed too, with the clock's own error (not a cancel, and nobody cancelled the caller): expected that error thrown, after one attempt and one sleep. A wait that did not happen is not a wait: don't swallow the sleep's error and try again at once."
        )
      else { return }
    }
  }

  @Test func timeout_returnsTheValueWhenTheOperationFinishesFirst_andStopsTheTimer() async throws {
    let clock = TestClock()
    let pending = Pending {
      try await withTimeout(.seconds(5), clock: clock) {
        try await clock.sleep(for: .seconds(2))
        return "profile"
      }
    }

    try #require(
      await clock.waitForSleepers(2),
      "Expected two waits on the clock: the operation's, and the timer's. Run the operation and a clock.sleep(for: limit) side by side in a task group."
    )
    await clock.advance(by: .seconds(2))

    let result = try #require(await pending.result(), "Expected withTimeout to return once the operation finished.")
    #expect(try result.get() == "profile", "Expected the operation's value. Return the first child's result.")
    #expect(
      clock.sleeperCount == 0, "Expected the timer gone from the clock. Cancel the other child (group.cancelAll()) once one finishes.")
  }

  @Test func timeout_throwsTimeoutErrorAtTheLimit_andCancelsTheOperation() async throws {
    let clock = TestClock()
    let pending = Pending {
      try await withTimeout(.seconds(5), clock: clock) {
        try await clock.sleep(for: .seconds(60))
        return "profile"
      }
    }
    try #require(await clock.waitForSleepers(2), "Expected two waits on the clock: the operation's, and the timer's.")

    await clock.advance(by: .milliseconds(4_999))
    #expect(!pending.isFinished, "Expected no timeout 1 ms before the limit. Sleep for the whole limit on the injected clock.")

    await clock.advance(by: .milliseconds(1))
    let result = try #require(await pending.result(), "Expected withTimeout to give up at the limit.")
    #expect(
      result.failure as? TimeoutError == TimeoutError(limit: .seconds(5)),
      "Expected TimeoutError(limit: 5 s), got \(String(describing: result.failure)). Throw it from the timer child when its sleep returns."
    )
    #expect(clock.sleeperCount == 0, "Expected the operation cancelled and off the clock. Cancel the other child once one finishes.")
  }

  @Test func timeout_rethrowsTheOperationsOwnError_beforeTheLimit_whateverItsKind() async throws {
    for error in AttemptError.allCases {
      let clock = TestClock()
      let pending = Pending {
        try await withTimeout(.seconds(5), clock: clock) { () async throws -> String in
          try await clock.sleep(for: .seconds(1))
          throw error.error(attempt: 1)
        }
      }
      try #require(
        await clock.waitForSleepers(2),
        "An operation that will fail with \(error): expected two waits on the clock, the operation's and the timer's.")

      await clock.advance(by: .seconds(1))
      let result = await pending.result()

      guard
        expectSame(
          RetryRun(result, attempts: Recorder(), clockNow: clock.now.offset, asleep: clock.sleeperCount),
          RetryRun(ending: error.ending(attempt: 1), attempts: [], clockNow: .seconds(1), asleep: 0),
          "The operation fails with \(error) at 1 s, long before the 5 s limit: expected that error as it is, and the timer gone from the clock. Only the timer means a timeout: let an error from the operation's child propagate unchanged (a cancel too: it is not yours to translate), and cancel the other child."
        )
      else { return }
    }
  }

  @Test func timeout_cancelledByItsCaller_cancelsTheOperationAndTheTimer() async throws {
    let clock = TestClock()
    let pending = Pending {
      try await withTimeout(.seconds(5), clock: clock) {
        try await clock.sleep(for: .seconds(60))
        return "profile"
      }
    }
    try #require(await clock.waitForSleepers(2), "Expected two waits on the clock: the operation's, and the timer's.")

    pending.cancel()
    let result = try #require(
      await pending.result(),
      "Expected withTimeout to finish once its caller was cancelled, without any advance. Run both children in a task group (withThrowingTaskGroup), so cancelling the caller cancels them; an unstructured Task { } does not inherit cancellation."
    )
    #expect(
      result.failure is CancellationError,
      "Expected CancellationError from a cancelled caller, got \(String(describing: result.failure)). A cancelled caller is not a timeout."
    )
    #expect(
      clock.sleeperCount == 0,
      "Expected nothing left asleep on the clock after the caller was cancelled, found \(clock.sleeperCount). Both racers must be child tasks of the caller, so its cancellation reaches them."
    )
  }

  @Test func timeout_whoseTimerSleepIsCancelled_throwsCancellationError_notTimeoutError() async throws {
    let timer = CancelledClock()  // the timer's sleep throws CancellationError at once
    let server = TestClock()  // the operation waits on it: a request in flight, never answered
    let pending = Pending {
      try await withTimeout(.seconds(5), clock: timer) {
        try await server.sleep(for: .seconds(60))
        return "profile"
      }
    }

    let result = try #require(
      await pending.result(),
      "Expected withTimeout to finish once its timer's sleep threw, without any advance. Let the timer's error end the race, and cancel the operation."
    )
    // Requirements up to the last step: the first wrong one stops the test, with one issue.
    try #require(
      timer.sleeps == 1,
      "Expected one sleep on the clock passed to withTimeout, got \(timer.sleeps). Run the timer as clock.sleep(for: limit) on the injected clock."
    )
    try #require(
      result.failure is CancellationError,
      "Expected the timer's own CancellationError, got \(String(describing: result.failure)). A timer whose sleep throws (it was cancelled) has not timed out: write try await clock.sleep(for: limit), not try? or a catch that goes on, and throw TimeoutError only after the sleep returns."
    )
    #expect(
      server.sleeperCount == 0,
      "Expected the operation cancelled and off its clock once the race ended, found \(server.sleeperCount) asleep. Cancel the other child."
    )
  }
}

/// The error the tests' operations fail with; `attempt` tells the last one from the others.
struct Offline: Error, Equatable {
  var attempt = 0
}
