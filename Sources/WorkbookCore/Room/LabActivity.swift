import Foundation

/// What a facilitator may know about one learner's work on one lab: kept in the learner's
/// `.workbook/progress.json` and published, as it is, in the room. Counts, names of tests and
/// times only: never code, never file contents.
///
/// ```swift
/// var activity = LabActivity()
/// activity.note(LabActivity.Check(outcome: .ran, tests: results, done: false), at: now)
/// activity.firstFailingTest  // "wakes_inInsertionOrder()"
/// ```
public struct LabActivity: Codable, Sendable, Equatable {
  /// Why a lab gave no test results.
  public enum Broken: String, Codable, Sendable, CaseIterable {
    case doesNotCompile, crashed, hung

    /// How a person says it: the same words as the overview's (`LabRecord.Verdict.words`).
    public var words: String {
      switch self {
      case .doesNotCompile: LabRecord.Verdict.doesNotCompile.words
      case .crashed: LabRecord.Verdict.crashed.words
      case .hung: LabRecord.Verdict.timedOut.words
      }
    }

    /// The same in a grid cell's width.
    public var short: String {
      switch self {
      case .doesNotCompile: "build ✗"
      case .crashed: "crash"
      case .hung: "hang"
      }
    }
  }

  /// Tests passing of the tests of one task.
  public struct TaskTally: Codable, Sendable, Equatable {
    public var task: Int
    public var passing: Int
    public var tests: Int

    public init(task: Int, passing: Int, tests: Int) {
      self.task = task
      self.passing = passing
      self.tests = tests
    }
  }

  /// The highest hint level shown for one task.
  public struct HintTaken: Codable, Sendable, Equatable {
    public var task: Int
    public var level: Int

    public init(task: Int, level: Int) {
      self.task = task
      self.level = level
    }
  }

  /// One check, reduced to what the activity keeps.
  public struct Check: Sendable {
    public enum Outcome: Sendable, Equatable {
      case ran
      case broken(Broken)
    }

    public var outcome: Outcome
    /// Each test's task and whether it passed; empty unless the suite ran.
    public var tests: [(task: Int, name: String, passed: Bool)]
    public var done: Bool
    /// A lab of kind tests, hunted: how many bugs, how many the learner's tests caught.
    public var bugs: (caught: Int, of: Int)?
    /// Where a broken lab broke: `File.swift:12` of the first compile error, or the test that
    /// crashed or hung. A place, never code.
    public var brokenAt: String?
    /// How many hidden dependencies the seam audit found (never where, never the code).
    public var hiddenDependencies = 0
    /// The test the learner's check names first (``CheckReport/firstObstacle``); when not given,
    /// the first failing test by task, then name.
    public var firstFailing: (task: Int, name: String)?

    public init(
      outcome: Outcome, tests: [(task: Int, name: String, passed: Bool)], done: Bool, bugs: (caught: Int, of: Int)? = nil
    ) {
      self.outcome = outcome
      self.tests = tests
      self.done = done
      self.bugs = bugs
    }
  }

  /// When the lab was last checked; `nil` before its first check (a hint may come first).
  public var checkedAt: Date?
  /// Tests passing per task, at the last check whose suite ran.
  public var tasks: [TaskTally] = []
  public var done = false
  /// Set when the last check gave no test results.
  public var broken: Broken?
  /// Where it broke (``Check/brokenAt``), when the check could tell.
  public var brokenAt: String?
  /// The first failing test of the last check (by task, then name), and its task; `nil` when
  /// that check was broken.
  public var firstFailingTest: String?
  public var firstFailingTask: Int?
  /// Since when the current obstacle (this first failing test, or this broken state) has been
  /// the obstacle: what "stuck for 12 minutes" is measured from.
  public var firstFailingSince: Date?
  /// Checks since more tests last passed than at the check before.
  public var checksSinceProgress = 0
  public var hints: [HintTaken] = []
  /// A lab of kind tests (Lab 11): bugs the learner's tests caught at the last hunt, of how many.
  /// Kept through a check that did not hunt (`--no-hunt`): the hunt's count is the lab's verdict.
  public var bugsCaught: Int?
  public var bugs: Int?
  /// The seam audit's count at the last check; `nil` for none.
  public var hiddenDependencies: Int?

  public init() {}

  /// `12/16 bugs` for a lab of kind tests that was hunted while its tests passed, else `5/9`
  /// tests passing: how far the learner is, in the lab's own measure; `does not compile` (or
  /// crashed, hung) for a lab that never ran a test.
  public var tally: String {
    // A lab that never ran a test has no "0/0" to show: say why.
    if tests == 0 { return broken?.words ?? "-" }
    if let bugs, let bugsCaught, tests > 0, passing == tests { return "\(bugsCaught)/\(bugs) bugs" }
    return "\(passing)/\(tests)"
  }

  public var passing: Int { tasks.reduce(0) { $0 + $1.passing } }
  public var tests: Int { tasks.reduce(0) { $0 + $1.tests } }

  /// What keeps the learner from green: a broken state or a failing test; `nil` when done.
  var obstacle: String? {
    if let broken { return "broken: \(broken.rawValue)" }
    return firstFailingTest.map { "test: \($0)" }
  }

  /// Folds one check in: the tallies, the obstacle and since when, the checks without progress.
  public mutating func note(_ check: Check, at now: Date) {
    let before = obstacle
    let passingBefore = checkedAt == nil ? nil : passing
    checkedAt = now
    done = check.done
    if let bugs = check.bugs {
      bugsCaught = bugs.caught
      self.bugs = bugs.of
    }
    hiddenDependencies = check.hiddenDependencies > 0 ? check.hiddenDependencies : nil
    switch check.outcome {
    case .broken(let state):
      // The tallies stay those of the last run ("12/27, does not compile" is what helps); its
      // first failing test does not: the obstacle now is the broken state.
      broken = state
      brokenAt = check.brokenAt
      firstFailingTest = nil
      firstFailingTask = nil
      checksSinceProgress += 1
    case .ran:
      broken = nil
      brokenAt = nil
      let byTask = Dictionary(grouping: check.tests, by: \.task)
      tasks = byTask.keys.sorted().map { task in
        let tests = byTask[task] ?? []
        return TaskTally(task: task, passing: tests.filter(\.passed).count, tests: tests.count)
      }
      let first =
        check.firstFailing ?? check.tests.filter { !$0.passed }.min { ($0.task, $0.name) < ($1.task, $1.name) }.map { ($0.task, $0.name) }
      firstFailingTest = first?.name
      firstFailingTask = first?.task
      if let passingBefore, passing <= passingBefore { checksSinceProgress += 1 } else { checksSinceProgress = 0 }
    }
    if done {
      firstFailingTest = nil
      firstFailingTask = nil
      checksSinceProgress = 0
    }
    if obstacle == nil {
      firstFailingSince = nil
    } else if obstacle != before || firstFailingSince == nil {
      firstFailingSince = now
    }
  }

  /// Keeps the highest level shown for `task`.
  public mutating func noteHint(task: Int, level: Int) {
    if let index = hints.firstIndex(where: { $0.task == task }) {
      hints[index].level = max(hints[index].level, level)
    } else {
      hints.append(HintTaken(task: task, level: level))
      hints.sort { $0.task < $1.task }
    }
  }
}
