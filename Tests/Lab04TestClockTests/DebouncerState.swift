import Lab04TestClock

/// Everything a test can see of a debouncer and its clock, compared in one piece: the searches run
/// so far, the waits still asleep on the clock (their deadlines, as offsets from the start), and
/// the clock's time.
///
/// ```swift
/// expectSame(DebouncerState(searches, clock), DebouncerState(searches: ["swift"], asleepUntil: [], now: .milliseconds(300)),
///            "One search, once the delay had passed, and nothing left waiting.")
/// ```
struct DebouncerState: Equatable {
  var searches: [String]
  var asleepUntil: [Duration]
  var now: Duration
}

extension DebouncerState {
  init(_ searches: Recorder<String>, _ clock: TestClock) {
    self.init(searches: searches.all, asleepUntil: clock.deadlines.map(\.offset), now: clock.now.offset)
  }
}
