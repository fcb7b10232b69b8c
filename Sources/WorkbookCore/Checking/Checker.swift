import Foundation

/// Runs one lab's suite on the learner's copy and records the result.
///
/// The package is narrowed to that lab, so another lab that does not compile cannot block it,
/// and it builds in ``Layout/checkBuild``, apart from the learner's own `swift build`. It decides
/// what runs (the suite, or for a lab of kind tests the bug hunt) and what is recorded; building
/// and running go through ``SuiteRunning``.
///
/// ```swift
/// var checker = Checker(catalog: catalog)          // Toolchain(), the real one
/// let report = try checker.check(try catalog.lab(named: "3"))
/// ```
public struct Checker {
  public let catalog: Catalog
  public let suites: any SuiteRunning
  /// How long the tests may run (`--timeout`); `nil` for the lab's own default (``TestTimeLimit``).
  public var testTimeLimit: Double? = nil
  /// How busy the machine is (runnable processes per core), read when a check starts: the default
  /// limit grows with it (``TestTimeLimit/seconds(for:loadPerCore:)``).
  public var loadPerCore: @Sendable () -> Double = TestTimeLimit.currentLoadPerCore
  /// Told before each mutant run of a lab of kind tests: (1-based index, count, mutant).
  public var mutantProgress: @Sendable (Int, Int, Mutant) -> Void = { _, _, _ in }
  /// For a lab of kind tests: `false` runs the learner's tests on the given code only (`--no-hunt`).
  public var huntsMutants = true

  public init(catalog: Catalog, suites: any SuiteRunning = Toolchain()) {
    self.catalog = catalog
    self.suites = suites
  }

  /// Whether `lab`'s check builds in a folder nothing was built in yet: the first check (or a
  /// lab of kind tests' first hunt) compiles what every later one reuses, and takes tens of
  /// seconds where the next takes one or two.
  public func startsFromScratch(_ lab: Lab) -> Bool {
    !(hunts(lab) ? hunt.switchedBuild : checkBuild).hasBuilt
  }

  public func check(_ lab: Lab) throws -> CheckReport {
    // One check at a time per workbook folder: they share one build folder.
    try CheckLock.holding("check", in: catalog) { try checkHoldingLock(lab) }
  }

  private func checkHoldingLock(_ lab: Lab) throws -> CheckReport {
    let limit = testTimeLimit ?? TestTimeLimit.seconds(for: lab, loadPerCore: loadPerCore())
    var build = checkBuild
    build.testTimeLimit = limit
    // The workbook's own tests decide: an edited or deleted test file (or, Lab 11, given code or
    // mutant) is not the suite the chapter describes, so the committed copy runs instead.
    let suite = WorkbookSuite(catalog: catalog, commit: Git(root: catalog.root).starterCommit())
    let changes = suite.changes(of: lab)
    let replaced = changes?.replacesTheLearnersCopy == true
    let fingerprint = Fingerprint.of(lab, in: catalog)
    let files = Fingerprint.files(in: catalog.url(Layout.learnerFolder(of: lab)))
    let changed = touchChangedFiles(files, since: Progress.load(from: catalog).labs[lab.module]?.files)
    // A bug hunt's one build also gives the verdict on the correct code (its mutants are off).
    var hunt = self.hunt
    hunt.testTimeLimit = limit
    if replaced {
      let tree = try suite.tree(for: lab)
      if lab.writesTests {
        hunt.sources = try Catalog(root: tree)
      } else {
        build.packageRoot = tree
        build.scratch = suite.buildFolder
      }
    }
    // The learner's folder compiles into the lab's target, or, where the learner writes the
    // tests, into its test target; the hunt builds those in a folder of its own.
    let target = lab.writesTests ? lab.testTarget : lab.module
    for scratch in [build.scratch, hunt.switchedBuild.scratch] {
      StaleObjects.forget(changed, of: target, below: scratch)
    }
    // The suite's task titles and test order read only the suite's files, which the run does not
    // change: read on another thread while the build and the tests run (some 40 ms a check).
    let suiteCatalog = replaced && !lab.writesTests ? try Catalog(root: build.packageRoot) : catalog
    let taskTitles = Lookup { Self.taskTitles(of: lab, in: suiteCatalog) }
    let sourceOrder = Lookup { TestSourceOrder(suiteFolder: suiteCatalog.url(Layout.suiteFolder(of: lab))) }
    let run = hunts(lab) ? try hunt.runOnCorrectCode(lab) : try suites.run(lab, in: build, label: lab.module)
    var report = CheckReport(
      lab: lab, outcome: run.outcome.locatingLearnerFiles(built: build.packageRoot, in: catalog), taskTitles: taskTitles.value)
    report.sourceOrder = sourceOrder.value
    if let changes, !changes.isEmpty, let commit = suite.commit { report.suiteChanges = changes.lines(commit: commit) }
    report.warnings = LearnerWarnings.update(lab, printed: run.warnings, hashes: files, in: catalog)
    report.log = run.log
    report.hiddenDependencies = SeamAudit(lab: lab, catalog: catalog).findings(inFolder: Layout.learnerFolder(of: lab))
    let greenTests = Set(report.results.filter(\.passed).map(\.id))
    // The tests seen to flip at an earlier check of this very code: flaky now, however this
    // check's runs go (a lucky green later is not "done"), and so they hunt no bug.
    let flippedEarlier = Self.flippedEarlier(Progress.load(from: catalog).labs[lab.module], fingerprint)
    report.huntSkipped = lab.writesTests && !huntsMutants
    if hunts(lab), !greenTests.isEmpty {
      // The learner's tests run again on the correct code: only those green every time hunt, and
      // a test whose verdict changes is named flaky (it catches nothing; the lab is not done).
      // One seen to flip at an earlier check of these very tests hunts nothing either.
      let (stability, mutants) = try hunt.confirmAndRun(lab, first: run.outcome, excluding: Set(flippedEarlier.map(\.id)))
      report.mutants = mutants
      report.flaky = stability.flaky
      for test in (report.mutants ?? []).flatMap(\.wavered) where !report.flaky.contains(where: { $0.test.id == test.id }) {
        report.flaky.append(TestStability.Flaky(test: test, passed: 1, runs: 2))
      }
    }
    if !lab.writesTests, report.isGreen {
      // "Done" holds: the green suite runs again, serially and in parallel, on the same build.
      var confirmation = SuiteConfirmation(suites: suites)
      confirmation.repeats = true
      // A suite that printed a flood (a print in a loop) runs again once, one test at a time,
      // its prints to /dev/null: each run costs what its printing costs (a second for 300,000
      // lines), and five of them made the check five times the suite's own time. The run again
      // still shows a flip, and a crash with the runtime's line.
      var again = build
      // Each run again is read from its event stream (and the runtime's own lines): swift-testing's
      // report of it would cost a fifth of the run's CPU, on cores the two runs side by side share.
      again.quietReport = true
      if run.printedLines >= Hang.floodLines {
        confirmation.runs = 1
        again.discardsPrintedOutput = true
      }
      let stability = try confirmation.confirm(lab, in: again, first: run.outcome, label: lab.module + "-again")
      report.flaky = stability.flaky
      report.brokenRuns = stability.broken
      report.unsafeState = UnsafeSharedState.places(in: catalog.url(Layout.learnerFolder(of: lab)), catalog: catalog)
    }
    // A newer save ended this check's runs early: its verdict is about code that is gone.
    if Subprocess.isSuperseded { throw CheckSuperseded() }
    var progress = Progress.load(from: catalog)
    // `--no-hunt` on the very files a hunt found done keeps that hunt's verdict: it ran these tests
    // on this code and every mutant, and nothing it judged has changed.
    let earlier = progress.labs[lab.module]
    // A flip seen on this very code is remembered: a lucky green later is not "done".
    for entry in flippedEarlier where !report.flaky.contains(where: { $0.test.id == entry.id }) {
      guard let test = report.results.first(where: { $0.id == entry.id }) else { continue }
      let flaky = TestStability.Flaky(test: test, passed: entry.passed, runs: entry.runs)
      report.flaky.append(flaky)
      report.flakyEarlier.append(flaky)
    }
    if case .doesNotCompile(let errors) = report.outcome {
      report.errorTask = errors.first.flatMap { TaskOfAnError.task(of: $0, lab: lab, in: catalog) }
    }
    report.huntStands =
      report.huntSkipped && earlier?.fingerprint == fingerprint && earlier?.isDone == true && earlier?.mutants != nil
    progress.labs[lab.module] = LabRecord(
      fingerprint: fingerprint,
      verdict: report.brokenRuns.first.map { $0.hung ? .timedOut : .crashed } ?? report.record, tests: report.results.count,
      passing: report.passingCount,
      failingTask: failingTask(of: report, earlier: earlier),
      files: files,
      mutants: lab.writesTests ? try report.mutants?.count ?? Mutant.all(for: lab, in: catalog).count : nil,
      mutantsCaught: report.mutants?.filter(\.isCaught).count ?? (report.huntStands ? earlier?.mutantsCaught : nil),
      hiddenDependencies: report.hiddenDependencies.isEmpty ? nil : report.hiddenDependencies.count,
      unsteady: report.holds ? nil : true,
      flaky: report.flaky.isEmpty ? nil : report.flaky.map { .init(id: $0.test.id, passed: $0.passed, runs: $0.runs) })
    try progress.save(to: catalog)
    Room.noteCheck(report, in: catalog)
    return report
  }

  /// The tests the `earlier` check saw flip, when it checked the code `fingerprint` names; none
  /// once the code changed (new code is checked afresh).
  private static func flippedEarlier(_ earlier: LabRecord?, _ fingerprint: String) -> [LabRecord.FlakyTest] {
    guard let earlier, earlier.fingerprint == fingerprint else { return [] }
    return earlier.flaky ?? []
  }

  /// The task `hint` and "Next" serve: the first failure's; for a compile error, the task of the
  /// file or `TODO` the error is in (``TaskOfAnError``), `nil` when that cannot be told (never an
  /// earlier check's, which may be long done); for a crash or a hang, the last check's that ran.
  private func failingTask(of report: CheckReport, earlier: LabRecord?) -> Int? {
    switch report.outcome {
    case .ran: report.firstObstacle?.task
    case .doesNotCompile: report.errorTask
    case .crashed, .timedOut: earlier?.failingTask
    }
  }

  /// A check a watch stopped for a newer save: nothing of it is recorded or shown.
  public struct CheckSuperseded: Error {}

  /// Where a check builds the learner's code and its suite.
  private var checkBuild: SuiteBuild {
    var build = SuiteBuild(packageRoot: catalog.root, scratch: catalog.url(Layout.checkBuild))
    // After a body edit, replay the lab's compile and the link instead of SwiftPM's whole build.
    build.replaysRecordedBuild = true
    build.linksWithLLD = true
    return build
  }

  /// A lab of kind tests is checked by its bug hunt, unless `--no-hunt` asked for its tests alone.
  private func hunts(_ lab: Lab) -> Bool {
    lab.writesTests && huntsMutants
  }

  private var hunt: MutantHunt {
    var hunt = MutantHunt(catalog: catalog, suites: suites)
    hunt.progress = mutantProgress
    return hunt
  }

  /// Gives each file that changed since the last check a fresh modification time. An edit made
  /// within moments of the previous build can otherwise look unchanged to the incremental build
  /// (seen in this tool's own tests), and a stale verdict is the one thing `check` must not give.
  /// Returns the changed files, whose old build outputs `StaleObjects` then removes.
  private func touchChangedFiles(_ files: [String: String], since previous: [String: String]?) -> [String] {
    let now = Date()
    let changed = files.filter { previous?[$0.key] != $0.value }.map(\.key)
    for path in changed {
      try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: path)
    }
    return changed
  }

  /// The display names of a suite's tasks, without the lab (the check's header names it):
  /// `@Suite("Lab 02 · Task 2: a spy")` or `@Suite("Task 2: a spy")` gives `Task 2: a spy`; an
  /// XCTest case `Lab08Task1ValidationTests` (or `Task1ValidationTests`) gives `Task 1: validation`.
  static func taskTitles(of lab: Lab, in catalog: Catalog) -> [Int: String] {
    var titles: [Int: String] = [:]
    for file in Fingerprint.swiftFiles(in: catalog.url(Layout.suiteFolder(of: lab))) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let lines = text.split(separator: "\n")
      for line in lines {
        guard let start = line.range(of: "@Suite(\"") else { continue }
        var title = line[start.upperBound...].prefix { $0 != "\"" }
        if title.hasPrefix("Lab "), let dot = title.range(of: " · ") { title = title[dot.upperBound...] }
        guard title.hasPrefix("Task ") else { continue }
        if let number = Int(title.dropFirst(5).prefix { $0.isNumber }) { titles[number] = String(title) }
      }
      for line in lines {
        guard let start = line.range(of: "class ") ?? line.range(of: "struct ") else { continue }
        var name = line[start.upperBound...].prefix { $0.isLetter || $0.isNumber }
        if name.hasPrefix("Lab") { name = name.dropFirst(3).drop { $0.isNumber } }
        guard name.hasPrefix("Task") else { continue }
        name = name.dropFirst(4)
        guard let number = Int(name.prefix { $0.isNumber }), titles[number] == nil else { continue }
        var words = String(name.drop { $0.isNumber })
        if words.hasSuffix("Tests") { words.removeLast(5) }
        // A loop, not `reduce` with a ternary inside `+`: that one expression made this the
        // tool's slowest body to type-check (189 ms of 8.3 s, -debug-time-function-bodies).
        var spaced = ""
        for character in words {
          if character.isUppercase && !spaced.isEmpty { spaced += " " }
          spaced += character.lowercased()
        }
        titles[number] = "Task \(number): \(spaced)"
      }
    }
    return titles
  }
}
