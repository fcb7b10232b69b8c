import Synchronization

/// A clock for tests: time stands still until the test moves it, and nothing ever sleeps for real.
///
/// The code under test sleeps on it exactly as it would on `ContinuousClock`; the test waits until
/// that code is really asleep (the handshake), then moves time forward:
///
/// ```swift
/// let clock = TestClock()
/// let debouncer = SearchDebouncer(delay: .milliseconds(300), clock: clock) { query in ... }
/// debouncer.queryChanged("swift")
/// #expect(await clock.waitForSleepers(1), "The debouncer should be asleep on the clock")
/// await clock.advance(by: .milliseconds(300))   // the search runs now, not 300 ms from now
/// ```
///
/// Code that goes back to sleep after it wakes (a timer loop, a retry) is woken again within the
/// same advance, if the test says how many tasks it keeps asleep:
///
/// ```swift
/// ticker.start()                                                     // sleeps 1 s, ticks, sleeps again
/// #expect(await clock.waitForSleepers(1), "The ticker should be asleep on the clock")
/// await clock.advance(by: .seconds(10), waitingForSleepers: 1)       // ten ticks, at 1 s, 2 s, ... 10 s
/// ```
///
/// `sleep(until:)` parks the caller's continuation with its deadline; `advance(by:)` resumes the
/// due ones in deadline order, each with `now` set to its own deadline. Those two, and cancelling
/// a sleeper, are yours to write, in `TestClock+Sleepers.swift`. This file is given.
public final class TestClock: Clock, Sendable {
  /// A point on the test clock's timeline: how far it is from the clock's start.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock's start.
    public let offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    public var description: String { "start + \(offset)" }
  }

  /// A sleep that returned: the deadline it asked for, and the clock's `now` as it woke.
  public struct WakeUp: Equatable, Sendable, CustomStringConvertible {
    public let deadline: Instant
    public let now: Instant

    public init(deadline: Instant, now: Instant) {
      self.deadline = deadline
      self.now = now
    }

    public var description: String { "(deadline \(deadline.offset), woke at \(now.offset))" }
  }

  /// One task asleep on the clock: when it wakes, and the continuation that wakes it.
  struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// Everything the clock knows, behind one lock.
  struct State {
    var now: Instant
    /// The parked sleepers, in the order they went to sleep (not deadline order).
    var sleepers: [Sleeper] = []
    /// Sleepers whose task was cancelled before they could be parked.
    var cancelledBeforeParking: Set<Int> = []
    /// Sleeps that have started and not yet returned (the resumption handshake: a woken sleeper
    /// leaves this set as its `sleep` returns).
    var sleeping: Set<Int> = []
    /// Every sleep that returned, in the order the sleepers woke.
    var wakeUps: [WakeUp] = []
    var nextID = 0
  }

  /// The state is shared by every task that sleeps on the clock and by the test that drives it,
  /// so it lives in a `Mutex`: Swift 6 will not let a `Sendable` class have unprotected `var`s.
  /// Never resume a continuation while holding the lock: the resumed task may call back into the
  /// clock at once, and would wait on a lock its own waker holds.
  let state: Mutex<State>

  public init(now: Instant = Instant(offset: .zero)) {
    state = Mutex(State(now: now))
  }

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on the clock right now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The deadlines of the tasks asleep on the clock, earliest first.
  public var deadlines: [Instant] { state.withLock { $0.sleepers.map(\.deadline).sorted() } }

  /// Suspends the caller until `deadline`, as the test clock's time goes, or throws
  /// `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      state.sleeping.insert(state.nextID)
      return state.nextID
    }
    var failure: (any Error)?
    do {
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          park(Sleeper(id: id, deadline: deadline, continuation: continuation))
        }
      } onCancel: {
        cancelSleeper(id: id)
      }
    } catch {
      failure = error
    }
    // The sleep is over, however it ended: the cancellation handler can no longer run, so the
    // clock forgets this id everywhere (a cancel that came after the sleeper was woken, or before
    // it parked, left it in `cancelledBeforeParking`). Then, if it slept, note what time it was
    // and tell `advance(by:)`, which waits for this before it moves `now` on. One lock for all.
    state.withLock { state in
      state.cancelledBeforeParking.remove(id)
      state.sleeping.remove(id)
      if failure == nil { state.wakeUps.append(WakeUp(deadline: deadline, now: state.now)) }
    }
    if let failure { throw failure }
  }

  /// How many sleep ids the clock still remembers: sleeps in progress, and cancels noted for
  /// sleepers not parked yet. Once every sleep has returned it is 0; a clock that kept ids of
  /// finished sleeps would grow with every sleep a long test makes.
  public var rememberedSleeps: Int { state.withLock { $0.sleeping.union($0.cancelledBeforeParking).count } }

  /// Every sleep that has returned so far, in the order the sleepers woke, each with the `now`
  /// it saw as it woke. Recorded by the sleeper itself, before `advance(by:)` may move on, so a
  /// test can check the wake-up order without racing the next wake-up.
  public var wakeUps: [WakeUp] { state.withLock { $0.wakeUps } }

  /// The handshake: waits until at least `count` tasks are asleep on the clock, and says whether
  /// they got there.
  ///
  /// Call it before `advance(by:)`: a task you just started may not have reached its `sleep` yet,
  /// and advancing before it does would move time past a sleeper that is not there. `advance(by:)`
  /// uses it too, after each wake-up, to wait for woken code that goes back to sleep. It checks
  /// after each `Task.yield()` and gives up after `maxYields` of them (no wall clock involved),
  /// so code that never sleeps makes the test fail with a message instead of hanging.
  public func waitForSleepers(_ count: Int = 1, maxYields: Int = 100_000) async -> Bool {
    for _ in 0..<maxYields {
      if sleeperCount >= count { return true }
      await Task.yield()
    }
    return sleeperCount >= count
  }

  /// The other half of the handshake, used by `advance(by:)`: after resuming sleeper `id`, wait
  /// until its task is running again (its `sleep` has returned and recorded what time it saw), so
  /// that `now` does not move on under it. Returns `false` if the sleeper never reported back.
  ///
  /// It ends on the sleeper's own report, not after a fixed number of turns (`maxYields` only
  /// bounds a sleeper that never reports): a woken task reaches that report on whatever executor
  /// it runs on, the main actor included.
  func waitUntilAwake(_ id: Int, maxYields: Int = 100_000) async -> Bool {
    for _ in 0..<maxYields {
      if state.withLock({ !$0.sleeping.contains(id) }) { return true }
      await Task.yield()
    }
    return false
  }
}
