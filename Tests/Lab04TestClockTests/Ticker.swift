/// A `@MainActor` timer loop, as a view model writes one: sleep an interval on the injected clock,
/// tick, sleep again, until stopped.
///
/// ```swift
/// let ticker = Ticker(every: .seconds(1), clock: clock) { ticks.append(clock.now.offset) }
/// ticker.start()
/// await clock.advance(by: .seconds(10), waitingForSleepers: 1)   // ticks: 1 s, 2 s, ... 10 s
/// ```
///
/// The loop's task inherits the main actor, so after every wake-up it has to get back onto the
/// main actor before it can tick and sleep again: the case a clock that merely yields a few times
/// after a wake-up loses.
@MainActor
final class Ticker {
  private let interval: Duration
  private let clock: any Clock<Duration>
  private let tick: @MainActor () -> Void
  private var loop: Task<Void, Never>?

  init(every interval: Duration, clock: any Clock<Duration>, tick: @escaping @MainActor () -> Void) {
    self.interval = interval
    self.clock = clock
    self.tick = tick
  }

  func start() {
    let (interval, clock, tick) = (interval, clock, tick)
    loop = Task {
      while true {
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
