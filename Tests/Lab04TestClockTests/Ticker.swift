/// A `@MainActor` timer loop, as a view model writes one: sleep an interval on the injected clock,
/// tick, sleep again, until stopped.
///
/// ```swift
/// let ticker = Ticker(every: .seconds(1), clock: clock) { ticks.append(clock.now.offset) }
/// ticker.start()
/// await clock.advance(by: .seconds(10), waitingForSleepers: 1)   // ticks: 1 s, 2 s, ... 10 s
/// ```
///
/// `maxTicks` ends the loop after that many ticks, so a clock that wakes it past the end of an
/// advance (a target that moves with `now`) makes the test fail instead of advancing forever.
///
/// The loop's task inherits the main actor, so after every wake-up it has to get back onto the
/// main actor before it can tick and sleep again: the case a clock that merely yields a few times
/// after a wake-up loses.
@MainActor
final class Ticker {
  private let interval: Duration
  private let clock: any Clock<Duration>
  private let maxTicks: Int
  private let tick: @MainActor () -> Void
  private var loop: Task<Void, Never>?

  init(every interval: Duration, clock: any Clock<Duration>, maxTicks: Int = .max, tick: @escaping @MainActor () -> Void) {
    self.interval = interval
    self.clock = clock
    self.maxTicks = maxTicks
    self.tick = tick
  }

  func start() {
    let (interval, clock, maxTicks, tick) = (interval, clock, maxTicks, tick)
    loop = Task {
      for _ in 0..<maxTicks {
        do {
          try await clock.sleep(for: interval)
        } catch {
          return  // Stopped.
        }
        tick()
      }
    }
  }

  func stop() {
    loop?.cancel()
  }
}
