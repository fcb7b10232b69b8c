import Lab04TestClock

/// Everything a test can see of a `TestClock`, compared in one piece: its time, the deadlines of
/// the tasks asleep on it (earliest first), and every sleep that returned (deadline and the `now`
/// it saw), all as offsets from the clock's start.
///
/// ```swift
/// expectSame(ClockState(clock), ClockState(now: .seconds(60), asleepUntil: [], wakeUps: [(10, 10), (20, 20)]),
///            "Both sleepers woke at their own deadlines, in order, and the clock is at the target.")
/// ```
struct ClockState: Equatable, CustomStringConvertible {
  var now: Duration
  var asleepUntil: [Duration]
  /// Each returned sleep as (deadline, now when it woke).
  var wakeUps: [WakeUp]
  /// The sleep ids the clock still remembers (`rememberedSleeps`): once the tasks have settled,
  /// exactly the sleepers asleep on it, never the ids of sleeps that are over.
  var remembered: Int

  struct WakeUp: Equatable, CustomStringConvertible {
    let deadline: Duration
    let sawNow: Duration

    var description: String { "(deadline \(deadline), woke at \(sawNow))" }
  }

  init(now: Duration, asleepUntil: [Duration], wakeUps: [WakeUp]) {
    self.now = now
    self.asleepUntil = asleepUntil
    self.wakeUps = wakeUps
    remembered = asleepUntil.count
  }

  /// Sleepers that each woke seeing their own deadline.
  init(now: Duration, asleepUntil: [Duration], wokeAt deadlines: [Duration]) {
    self.now = now
    self.asleepUntil = asleepUntil
    wakeUps = deadlines.map { WakeUp(deadline: $0, sawNow: $0) }
    remembered = asleepUntil.count
  }

  init(_ clock: TestClock) {
    now = clock.now.offset
    asleepUntil = clock.deadlines.map(\.offset)
    wakeUps = clock.wakeUps.map { WakeUp(deadline: $0.deadline.offset, sawNow: $0.now.offset) }
    remembered = clock.rememberedSleeps
  }

  var description: String { "now \(now), asleep until \(asleepUntil), woke \(wakeUps), remembering \(remembered) sleep ids" }
}
