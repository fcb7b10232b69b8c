import Foundation

/// A lab's suite run against the learner's copy, summarised for a person.
public struct CheckReport: Sendable {
  public let lab: Lab
  public let outcome: SuiteOutcome
  /// `Task 2` -> `Task 2: UserAPI over the seam`, from the suite's `@Suite("...")` names.
  public let taskTitles: [Int: String]
  /// For a lab of kind tests: each mutant, caught or not; `nil` when none were run (no test
  /// passes on the correct code yet, or the suite does not compile).
  public var mutants: [MutantVerdict]? = nil
  /// The learner asked for no hunt (`check --no-hunt`).
  public var huntSkipped = false
  /// With no hunt asked for: the last hunt, on these very files, caught every bug, so its verdict
  /// stands (a `--no-hunt` never takes a "done" away).
  public var huntStands = false
  /// The tests whose verdict changed on the same code (``SuiteConfirmation``): a race or shared
  /// state in the learner's code or, in a lab of kind tests, in the learner's tests (which then
  /// catch no bug). The lab is not done while there is one.
  public var flaky: [TestStability.Flaky] = []
  /// Of ``flaky``, those seen to flip at an earlier check of this very code (same fingerprint):
  /// a green run now does not make them steady. The lab stays not done until the code changes.
  public var flakyEarlier: [TestStability.Flaky] = []
  /// The runs again on the same code, after a green one, that crashed or hung: the lab is not
  /// done while there is one.
  public var brokenRuns: [TestStability.Broken] = []
  /// State the learner's code shares without a lock or an actor (``UnsafeSharedState``), found
  /// when the suite passed: it passed by luck of timing, and the lab is not done.
  public var unsafeState: [UnsafeSharedState] = []
  /// When the learner's copy of the suite (Lab 11: of the given code or mutants) differs from the
  /// workbook's: what differs, that the workbook's copy decided, and the way back (``SuiteChanges``).
  public var suiteChanges: [String] = []
  /// The compiler's warnings in the learner's files, shown green or red.
  public var warnings: [Diagnostic] = []
  /// The run's whole console log, for the learner who wants more than the verdict.
  public var log: URL? = nil
  /// The seam audit's findings in the learner's files: a lab with one is not done.
  public var hiddenDependencies: [SeamFinding] = []
  /// Where each test is declared in the suite: the order failures are shown in within a task.
  public var sourceOrder = TestSourceOrder()
  /// When the lab does not compile, the task its first error is in (``TaskOfAnError``), `nil`
  /// when that cannot be told: told once, for the screen and the record alike.
  public var errorTask: Int?

  public var record: LabRecord.Verdict {
    switch outcome {
    case .ran: .ran
    case .doesNotCompile: .doesNotCompile
    case .crashed: .crashed
    case .timedOut: .timedOut
    }
  }

  /// Green every time it ran: no test changed its verdict, and no run again crashed or hung.
  public var holds: Bool { flaky.isEmpty && brokenRuns.isEmpty && unsafeState.isEmpty }

  public var results: [TestResult] {
    if case .ran(let results, _) = outcome { return results }
    return []
  }

  /// Whether `test` counts as passing, on every screen (the check, the overview, the room, the
  /// report): it passed, and its verdict never changed on this code. The one place that decides.
  public func countsAsPassing(_ test: TestResult) -> Bool {
    test.passed && !flaky.contains { $0.test.id == test.id }
  }

  /// The tests that count as passing (``countsAsPassing(_:)``).
  public var passingCount: Int { results.filter(countsAsPassing).count }

  /// What the learner meets first: the first failing test, else the first flaky one.
  public var firstObstacle: TestResult? { firstFailure ?? flaky.first?.test }

  public var isGreen: Bool {
    hiddenDependencies.isEmpty && isGreenBeforeAudit
  }

  /// Green by the suite (and, for a lab of kind tests, the hunt), whatever the seam audit found.
  public var isGreenBeforeAudit: Bool {
    let suiteGreen = record == .ran && !results.isEmpty && results.allSatisfy(\.passed) && holds
    guard lab.writesTests else { return suiteGreen }
    return suiteGreen && (huntStands || mutants.map { !$0.isEmpty && $0.allSatisfy(\.isCaught) } == true)
  }

  /// The failing tests in the order a learner meets them: by task, then where the suite declares
  /// them (the chapter's order, ``TestSourceOrder``), then by suite and name for any it does not.
  public var failures: [TestResult] {
    // Each test's place is worked out once, not at every comparison of the sort.
    results.filter { !$0.passed }.map { (place: place(of: $0), test: $0) }.sorted { $0.place < $1.place }.map(\.test)
  }

  public var firstFailure: TestResult? {
    results.filter { !$0.passed }.min { place(of: $0) < place(of: $1) }
  }

  /// Where `test` comes in the order a learner meets failures (``failures``).
  private func place(of test: TestResult) -> Place {
    Place(task: test.task, position: sourceOrder.position(of: test) ?? .max, suite: test.suite, name: test.name)
  }

  private struct Place: Comparable {
    let task: Int
    let position: Int
    let suite: String
    let name: String

    static func < (a: Place, b: Place) -> Bool {
      (a.task, a.position, a.suite, a.name) < (b.task, b.position, b.suite, b.name)
    }
  }
}
