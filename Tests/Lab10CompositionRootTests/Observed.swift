import Foundation
import Lab10CompositionRoot

/// Everything a Lab 10 test can see after it ran: what each call produced, in order, and the
/// whole record of the doubles under it (the failing configuration's log, every save attempt, what
/// the storage holds, how often it was loaded, how often the clock was read, what was tracked).
/// Notes are compared as ``ExactNote``s: text scalar by scalar, moment to the last fraction.
///
/// A test builds the one it expects and compares once, so a side effect nobody asked for (an
/// extra load, a clock read twice, a member touched on an error path) fails whichever test runs
/// past it.
struct Observed: Equatable, CustomStringConvertible {
  var results: [Outcome]
  var touched: [String] = []
  var saveAttempts: [ExactNote] = []
  var stored: [ExactNote] = []
  var loads = 0
  var clockReadings = 0
  var tracked: [String] = []

  init(
    results: [Outcome], touched: [String] = [], saveAttempts: [Note] = [], stored: [Note] = [],
    loads: Int = 0, clockReadings: Int = 0, tracked: [String] = []
  ) {
    self.results = results
    self.touched = touched
    self.saveAttempts = saveAttempts.map(ExactNote.init)
    self.stored = stored.map(ExactNote.init)
    self.loads = loads
    self.clockReadings = clockReadings
    self.tracked = tracked
  }

  /// What `doubles` recorded, after calls that produced `results`.
  init(_ results: [Outcome], _ doubles: Doubles) {
    self.init(
      results: results, touched: doubles.log.touched, saveAttempts: doubles.saveAttempts,
      stored: doubles.stored, loads: doubles.loads, clockReadings: doubles.clockReadings,
      tracked: doubles.tracked)
  }

  var description: String {
    "results \(results), touched \(touched), save attempts \(saveAttempts), stored \(stored), "
      + "loads \(loads), clock readings \(clockReadings), tracked \(tracked)"
  }
}
