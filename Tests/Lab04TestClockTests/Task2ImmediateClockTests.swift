import Lab04TestClock
import Testing

/// Task 2: an immediate clock, for tests that only care about the outcome: every sleep returns at
/// once, and `now` jumps to its deadline.
@Suite("Lab 04 · Task 2: the immediate clock")
struct Task2ImmediateClockTests {
  @Test func sleep_returnsAtOnceAndMovesNowToTheDeadline() async throws {
    let clock = makeSUT()

    try await clock.sleep(for: .seconds(60))
    try await clock.sleep(for: .seconds(30))

    #expect(
      clock.now.offset == .seconds(90),
      "Expected now at start + 90 s after sleeping 60 s then 30 s, got \(clock.now). In sleep(until:), move now to the deadline and return."
    )
  }

  @Test func sleep_neverMovesNowBackwards() async throws {
    let clock = makeSUT()
    try await clock.sleep(for: .seconds(10))

    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(4)))

    #expect(
      clock.now.offset == .seconds(10),
      "Expected now to stay at start + 10 s after sleeping until an earlier instant, got \(clock.now). Move now to max(now, deadline)."
    )
  }

  /// Deadlines around `now` (10 s): past, just past, now, just ahead, far ahead.
  static let deadlines: [Duration] = [.seconds(4), .milliseconds(9_999), .seconds(10), .milliseconds(10_001), .seconds(3_600)]

  @Test func sleep_returnsAtOnce_withNowAtTheLaterOfNowAndTheDeadline() async throws {
    for deadline in Self.deadlines {
      let clock = makeSUT()
      try await clock.sleep(for: .seconds(10))

      do {
        try await clock.sleep(until: ImmediateClock.Instant(offset: deadline))
      } catch {
        Issue.record(
          error,
          "Slept until \(deadline) with now at 10 s: expected the sleep to return, got \(error). Only a cancelled task's sleep throws.")
        return
      }

      guard
        expectSame(
          clock.now.offset, max(.seconds(10), deadline),
          "Slept until \(deadline) with now at 10 s: expected now at \(max(.seconds(10), deadline)). Move now to the deadline, never backwards."
        )
      else { return }
    }
  }

  @Test func sleep_throwsCancellationErrorInACancelledTask() async {
    let clock = makeSUT()

    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(60))
    }.result

    #expect(
      result.failure is CancellationError,
      "Expected a cancelled task's sleep to throw CancellationError, as a real clock's does. Start sleep(until:) with try Task.checkCancellation()."
    )
    #expect(clock.now.offset == .zero, "Expected a cancelled sleep to leave now where it was. Check for cancellation before moving now.")
  }

  // MARK: - Helpers

  private func makeSUT() -> ImmediateClock {
    ImmediateClock()
  }
}
