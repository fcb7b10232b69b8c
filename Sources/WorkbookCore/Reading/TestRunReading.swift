import Foundation

/// What one run of a lab's tests says, from its two records: Swift Testing's event stream and the
/// console (XCTest's lines, the runtime's trap line). The one reading of results, crashes and
/// hangs, for `swift test` (``SuiteRunner``) and for a test binary run directly (``TestBinary``).
///
/// ```swift
/// let reading = TestRunReading(console: ConsoleLog(data), stream: EventStream(contentsOf: events), lab: lab)
/// if reading.died(termination) { return .crashed(reading.crash(termination)) }
/// return .ran(reading.results, issues: reading.issues)
/// ```
struct TestRunReading {
  let console: ConsoleLog
  let stream: EventStream
  let lab: Lab

  /// Every test that ended: Swift Testing's from the stream, XCTest's from the console.
  var results: [TestResult] {
    stream.results + console.xctestResults(target: lab.testTarget)
  }

  /// Failed expectations by `TestResult.id`, from both records.
  var issues: [String: [Diagnostic]] {
    stream.issuesByResult.merging(console.xctestIssues(target: lab.testTarget)) { $0 + $1 }
  }

  /// The tests that started and did not end, by name (XCTest's one, when the stream has none).
  var unfinished: [String] {
    let names = stream.unfinished.compactMap { stream.tests[$0]?.name }
    return names.isEmpty ? console.unfinishedXCTest.map { [$0] } ?? [] : names
  }

  /// The test process died: by a signal, by swift test's account, a Swift Testing run that started
  /// and never ended, an exit status no test run gives (`ended` lists those it gives), or no
  /// results at all from a run that failed.
  func died(_ termination: Termination, ended: Set<Int32> = [0, 1]) -> Bool {
    if case .exited(let status) = termination, !ended.contains(status) { return true }
    if case .signaled = termination { return true }
    return console.reportedSignal != nil || stream.runStarted && !stream.runEnded
      || results.isEmpty && termination != .exited(0)
  }

  /// The crash as this run tells it: XCTest's unfinished case (XCTest runs one test at a time),
  /// or the Swift Testing tests in flight, named when there was one. ``SuiteRunner`` pins it further.
  func crash(_ termination: Termination) -> Crash {
    let signal: Int32? = if case .signaled(let number) = termination { number } else { console.reportedSignal }
    var crash = Crash(signal: signal)
    crash.trap = console.trap
    crash.finished = results
    if let test = console.unfinishedXCTest {
      crash.test = test
      crash.pinned = true
    } else {
      crash.suspects = stream.unfinished.compactMap { stream.tests[$0]?.name }
      if crash.suspects.count == 1 { crash.test = crash.suspects.first }
    }
    return crash
  }
}
