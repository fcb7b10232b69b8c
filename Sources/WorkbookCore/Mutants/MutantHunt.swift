import Foundation
import Synchronization

/// Runs the learner's suite on a lab's given code and against each of its mutants (a lab of kind
/// tests).
///
/// One build holds the given code with every mutant that can be switched built in
/// (``SwitchedLab``), in `switched/` under the hunt's folder. With no mutant on, that code is the
/// given code: ``runOnCorrectCode(_:)`` runs the learner's tests on it, for the check's verdict.
/// ``confirmAndRun(_:first:)`` then runs them again on it (to find flaky tests) and once per
/// mutant, with `WORKBOOK_MUTANT` naming it (``TestBinary``): no build, every run in one queue,
/// one process per core. After a test edit only the learner's changed tests recompile. A mutant
/// that cannot be switched builds in a folder of its own, from a copy of the given code with its
/// patch applied.
///
/// Whether a mutant is caught is ``MutantVerdict/Fate``'s decision; which mutants run where is
/// this type's. It builds and runs through ``SuiteRunning``, so its decisions are unit-tested
/// with a double.
///
/// ```swift
/// var hunt = MutantHunt(catalog: catalog, suites: Toolchain())
/// let outcome = try hunt.runOnCorrectCode(lab)
/// let (stability, verdicts) = try hunt.confirmAndRun(lab, first: outcome.outcome)
/// ```
struct MutantHunt: Sendable {
  let catalog: Catalog
  let suites: any SuiteRunning
  /// Where the given code and the mutants are read: the workbook (by default), or the workbook's
  /// committed copy of them when the learner's differs (``WorkbookSuite``).
  var sources: Catalog
  var testTimeLimit: Double = 30
  /// How many test processes (or builds, for a mutant apart) run at once: `WORKBOOK_JOBS`, or
  /// one per active core (each run is one process, busy on one core: more only wait their turn).
  var jobs =
    Int(ProcessInfo.processInfo.environment["WORKBOOK_JOBS"] ?? "").map { max(1, $0) }
    ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
  var progress: @Sendable (Int, Int, Mutant) -> Void = { _, _, _ in }
  /// The lab's mutants, once ``runOnCorrectCode(_:)`` prepared them.
  private var prepared: SwitchedLab?
  /// Whether the switched build ran its tests, so its mutants can be switched on one by one.
  private var switchedBuildRan = false

  init(catalog: Catalog, suites: any SuiteRunning) {
    self.catalog = catalog
    self.suites = suites
    sources = catalog
  }

  /// The build of the given code with every switchable mutant in: the correct code's verdict,
  /// then each switched mutant's run.
  var switchedBuild: SuiteBuild { place("switched").build }

  /// Builds the learner's tests on the given code with the switchable mutants in, and runs them
  /// with no mutant on: the verdict on the correct code.
  mutating func runOnCorrectCode(_ lab: Lab) throws -> SuiteRun {
    let code = sources.url(Layout.mutatedFolder(of: lab))
    var switched = SwitchedLab(lab: lab, mutants: try Mutant.all(for: lab, in: sources), code: code)
    if let problem = switched.broken.first {
      let folder = Layout.mutatedFolder(of: lab)
      throw WorkbookError.usage(
        "the bug hunt cannot make \(problem). If you changed \(folder), put it back with `git checkout -- \(folder)`; if not, this copy of the workbook is out of date: tell your facilitator."
      )
    }
    let (build, sources) = place("switched")
    try switched.write(into: sources)
    var run = try suites.run(lab, in: build, label: "switched")
    for _ in 0..<2 {
      // An error in the learner's tests is the verdict; one in the switched code moves mutants apart.
      guard case .doesNotCompile(let errors) = run.outcome, !switched.switched.isEmpty else { break }
      let blamed = switched.blame(errors, in: sources)
      guard blamed.elsewhere.isEmpty else { break }
      switched.exclude(
        blamed.lab.isEmpty
          ? blamed.mutants.reduce(into: [:]) { $0[$1] = "its switched code does not compile" }
          : switched.all("the switched build does not compile"))
      try switched.write(into: sources)
      run = try suites.run(lab, in: build, label: "switched")
    }
    prepared = switched
    if case .ran = run.outcome { switchedBuildRan = true }
    return run
  }

  /// How many more times the learner's tests run on the correct code before the hunt: the first
  /// serially, the rest in parallel (Swift Testing's default), so a test that depends on timing,
  /// order or randomness shows it. Each is a run of the built test product: some 30 ms on Linux.
  var confirmations = 5

  /// Runs the learner's tests again on the correct code, ``confirmations`` times, after `first`:
  /// which tests pass every time, and which are flaky.
  func confirmCorrectCode(_ lab: Lab, first: SuiteOutcome) throws -> TestStability {
    guard switchedBuildRan else {
      var stability = TestStability()
      stability.add(first)
      return stability
    }
    return try SuiteConfirmation(suites: suites, runs: confirmations).confirm(lab, in: switchedBuild, first: first, label: "correct")
  }

  /// The whole hunt after the correct code's first run, `first`: the learner's tests run again on
  /// the correct code (``confirmations`` times, as ``confirmCorrectCode(_:first:)``) and against
  /// each mutant, every run in one queue, ``jobs`` at a time, so no core waits for the runs on the
  /// correct code to end before the mutants start. A mutant a test may have caught runs again at
  /// once, in the same slot. The tests that catch are decided after every run is in: those that
  /// passed on every run on the correct code (``TestStability/steadyGreen``), as in
  /// ``run(_:greenTests:)``; the verdicts are that function's, in the lab's order.
  ///
  /// Tests in `flippedEarlier` (seen to flip at an earlier check of these very tests) catch
  /// nothing, however steady now. Returns `nil` verdicts when no test passed every run on the
  /// correct code: nothing hunts.
  ///
  /// ```swift
  /// let (stability, verdicts) = try hunt.confirmAndRun(lab, first: run.outcome)
  /// ```
  func confirmAndRun(
    _ lab: Lab, first: SuiteOutcome, excluding flippedEarlier: Set<String> = []
  ) throws -> (stability: TestStability, verdicts: [MutantVerdict]?) {
    guard switchedBuildRan, let prepared, prepared.lab == lab else {
      // Every mutant builds apart: the runs on the correct code first, as before.
      let stability = try confirmCorrectCode(lab, first: first)
      let steady = stability.steadyGreen.subtracting(flippedEarlier)
      return (stability, steady.isEmpty ? nil : try run(lab, greenTests: steady))
    }
    let mutants = prepared.mutants
    let switched = Set(prepared.switched.map(\.slug))
    let confirmation = SuiteConfirmation(suites: suites, runs: confirmations)
    // Before the runs on the correct code are in, a mutant may have been caught by any test that
    // did not fail on the first: a superset of the steady tests, so every mutant those catch runs twice.
    let failedFirst: Set<String> = if case .ran(let results, _) = first { Set(results.filter { !$0.passed }.map(\.id)) } else { [] }
    let order = Dictionary(uniqueKeysWithValues: mutants.enumerated().map { ($1.slug, $0 + 1) })
    let (suites, build, progress) = (suites, switchedBuild, progress)
    let runs: [HuntRun] = (0..<confirmations).map { .correct($0) } + mutants.map { .mutant($0) }
    let results = try inQueue(runs) { job -> HuntRunResult in
      switch job {
      case .correct(let index):
        let outcome = try suites.rerun(
          lab, builtWith: [lab], in: SuiteConfirmation.build(forRun: index, in: build), mutant: nil, label: "correct-\(index + 1)")
        return HuntRunResult(first: outcome)
      case .mutant(let mutant):
        progress(order[mutant.slug] ?? 0, mutants.count, mutant)
        let isSwitched = switched.contains(mutant.slug)
        let outcome =
          isSwitched
          ? try suites.rerun(lab, builtWith: [lab], in: build, mutant: prepared.switchValue(of: mutant), label: mutant.slug)
          : try suites.run(lab, in: self.placeApart(mutant, files: prepared.files(of: mutant), in: lab), label: mutant.slug).outcome
        guard case .ran(let results, _) = outcome else { return HuntRunResult(first: outcome) }
        let caughtBy = results.filter { !$0.passed && !failedFirst.contains($0.id) }.map(\.id)
        guard !caughtBy.isEmpty else { return HuntRunResult(first: outcome) }
        let again = try self.runAgain(mutant, of: lab, caughtBy: caughtBy, switchedIn: isSwitched ? prepared : nil)
        return HuntRunResult(first: outcome, again: again)
      }
    }
    var stability = TestStability()
    stability.add(first)
    for index in 0..<confirmations {
      guard let outcome = results[index]?.first else { throw WorkbookError.environment("run \(index + 1) on the correct code was not run") }
      stability.add(outcome, run: confirmation.name(ofRun: index))
    }
    let greenTests = stability.steadyGreen.subtracting(flippedEarlier)
    guard !greenTests.isEmpty else { return (stability, nil) }
    var verdicts: [MutantVerdict] = []
    var again: [String: MutantVerdict.Fate] = [:]
    for (offset, mutant) in mutants.enumerated() {
      guard let result = results[confirmations + offset] else { throw WorkbookError.environment("mutant \(mutant.slug) was not run") }
      let verdict = MutantVerdict(mutant: mutant, outcome: result.first, greenTests: greenTests)
      if case .caught = verdict.fate, let second = result.again { again[mutant.slug] = MutantVerdict.Fate(second, greenTests: greenTests) }
      verdicts.append(verdict)
    }
    return (stability, Self.confirmed(verdicts, again: again))
  }

  /// One run of the hunt's queue: the correct code again (run `index`, from 0), or a mutant.
  private enum HuntRun: Sendable {
    case correct(Int)
    case mutant(Mutant)
  }

  /// What one run of the queue gave: its outcome, and a caught mutant's second run.
  private struct HuntRunResult: Sendable {
    let first: SuiteOutcome
    var again: SuiteOutcome?
  }

  /// Runs the learner's tests against each mutant; `greenTests` pass on the correct code.
  ///
  /// A mutant caught by a test's red runs once more: a catch counts only when a test that failed
  /// on it fails again. A test that failed once and passed the second time is flaky, and is named
  /// in the verdict's ``MutantVerdict/wavered``.
  func run(_ lab: Lab, greenTests: Set<String>) throws -> [MutantVerdict] {
    let first = try runOnce(lab, greenTests: greenTests)
    guard let prepared else { return first }
    var caughtBy: [String: [String]] = [:]
    for verdict in first {
      if case .caught(let tests) = verdict.fate { caughtBy[verdict.mutant.slug] = tests.map(\.id) }
    }
    let caught = first.map(\.mutant).filter { caughtBy[$0.slug] != nil }
    let switched = Set(switchedBuildRan ? prepared.switched.map(\.slug) : [])
    let again = try each(caught) { [caughtBy] mutant in
      let outcome = try self.runAgain(
        mutant, of: lab, caughtBy: caughtBy[mutant.slug] ?? [], switchedIn: switched.contains(mutant.slug) ? prepared : nil)
      return MutantVerdict.Fate(outcome, greenTests: greenTests)
    }
    return Self.confirmed(first, again: again)
  }

  /// A caught mutant's second run, with only the tests that caught it: switched on in the one
  /// build (`switchedIn`, the switched lab it is part of), or in its own folder.
  private func runAgain(_ mutant: Mutant, of lab: Lab, caughtBy tests: [String], switchedIn switched: SwitchedLab?) throws -> SuiteOutcome {
    let (build, value) =
      switched.map { (switchedBuild, $0.switchValue(of: mutant)) } ?? (place(mutant.slug).build, nil)
    return try suites.rerun(lab, builtWith: [lab], in: Self.again(build, caughtBy: tests), mutant: value, label: mutant.slug + "-again")
  }

  /// The build a caught mutant runs again in: only the tests that caught it (``SuiteBuild/onlyTests``).
  /// A catch stands where one of them fails again; the rest of the suite passed on this very
  /// mutant, and running it again would only cost its time (a fresh process all the same, so no
  /// state of the first run carries over).
  private static func again(_ build: SuiteBuild, caughtBy tests: [String]) -> SuiteBuild {
    var build = build
    build.onlyTests = tests
    return build
  }

  /// The verdicts of the first runs, `first`, confirmed by the second runs of the mutants caught
  /// (`again`, by slug): a catch stands where a test failed twice; a test that failed in one run
  /// and passed in the other wavered, and catches no mutant at all.
  private static func confirmed(_ first: [MutantVerdict], again: [String: MutantVerdict.Fate]) -> [MutantVerdict] {
    let confirmed = first.map { verdict in
      guard case .caught(let tests) = verdict.fate, let second = again[verdict.mutant.slug] else { return verdict }
      // A crash or a hang on the second run still rejects the mutant; the tests of the first stand.
      guard case .caught(let confirming) = second else {
        if second == .crashed || second == .timedOut { return verdict }
        var survived = MutantVerdict(mutant: verdict.mutant, fate: .survived)
        survived.wavered = tests
        return survived
      }
      let failedTwice = Set(confirming.map(\.id))
      let kept = tests.filter { failedTwice.contains($0.id) }
      var confirmed = MutantVerdict(mutant: verdict.mutant, fate: kept.isEmpty ? .survived : .caught(by: kept))
      confirmed.wavered = tests.filter { !failedTwice.contains($0.id) } + confirming.filter { !tests.map(\.id).contains($0.id) }
      return confirmed
    }
    // A test that wavered on any mutant is flaky: it catches no mutant, not even one it failed twice on.
    let flaky = Set(confirmed.flatMap(\.wavered).map(\.id))
    guard !flaky.isEmpty else { return confirmed }
    return confirmed.map { verdict in
      guard case .caught(let tests) = verdict.fate, tests.contains(where: { flaky.contains($0.id) }) else { return verdict }
      let kept = tests.filter { !flaky.contains($0.id) }
      var stripped = MutantVerdict(mutant: verdict.mutant, fate: kept.isEmpty ? .survived : .caught(by: kept))
      stripped.wavered = verdict.wavered
      return stripped
    }
  }

  private func runOnce(_ lab: Lab, greenTests: Set<String>) throws -> [MutantVerdict] {
    guard let prepared, prepared.lab == lab else {
      throw WorkbookError.environment("the bug hunt ran before the tests ran on the correct code")
    }
    let mutants = prepared.mutants
    let order = Dictionary(uniqueKeysWithValues: mutants.enumerated().map { ($1.slug, $0 + 1) })
    let (suites, build, progress) = (suites, switchedBuild, progress)
    var verdicts = try each(switchedBuildRan ? prepared.switched : []) { mutant in
      progress(order[mutant.slug] ?? 0, mutants.count, mutant)
      let outcome = try suites.rerun(lab, builtWith: [lab], in: build, mutant: prepared.switchValue(of: mutant), label: mutant.slug)
      return MutantVerdict(mutant: mutant, outcome: outcome, greenTests: greenTests)
    }
    let apart = switchedBuildRan ? prepared.apart.map(\.mutant) : mutants
    try verdicts.merge(
      each(apart) { mutant in
        progress(order[mutant.slug] ?? 0, mutants.count, mutant)
        return try fateApart(of: mutant, files: prepared.files(of: mutant), in: lab, greenTests: greenTests)
      }
    ) { $1 }
    return try mutants.map { mutant in
      guard let verdict = verdicts[mutant.slug] else { throw WorkbookError.environment("mutant \(mutant.slug) was not run") }
      return verdict
    }
  }

  /// A mutant that cannot be switched: a copy of the given code with its patch applied, built in a
  /// folder of its own.
  private func fateApart(of mutant: Mutant, files: [String: String], in lab: Lab, greenTests: Set<String>) throws -> MutantVerdict {
    let outcome = try suites.run(lab, in: placeApart(mutant, files: files, in: lab), label: mutant.slug).outcome
    return MutantVerdict(mutant: mutant, outcome: outcome, greenTests: greenTests)
  }

  /// The folder of a mutant apart, its code (the given code with `files` in) written there: its build.
  private func placeApart(_ mutant: Mutant, files: [String: String], in lab: Lab) throws -> SuiteBuild {
    let (build, sources) = place(mutant.slug)
    try SourceMirror.write(self.sources.url(Layout.mutatedFolder(of: lab)), into: sources, replacing: files)
    return build
  }

  /// A folder of the hunt's (`switched`, or a mutant's slug): the code it builds, in `sources`,
  /// and its build, in `build`; every build shares one module cache.
  private func place(_ name: String) -> (build: SuiteBuild, sources: URL) {
    let work = catalog.url(Layout.huntWork)
    let folder = work.appendingPathComponent(name)
    let sources = folder.appendingPathComponent("sources")
    var build = SuiteBuild(packageRoot: catalog.root, scratch: folder.appendingPathComponent("build"))
    build.labSources = catalog.relativePath(sources.path)
    build.sharedModuleCache = work.appendingPathComponent("module-cache")
    build.linksWithLLD = true
    build.testTimeLimit = testTimeLimit
    // Every run of the hunt is read from its event stream; the first, through `swift test`,
    // keeps its report (swift-testing's own flags reach only the test binary's runs).
    build.quietReport = true
    // The switched build is the one a test edit rebuilds, check after check: only the learner's
    // test module changed, so its compile and the link are replayed as SwiftPM last ran them
    // (``FastRebuild``, on ``FastRebuildTarget``'s module). A mutant apart builds once per copy.
    build.replaysRecordedBuild = name == "switched"
    return (build, sources)
  }

  /// `body` for each mutant, `jobs` at a time: each has its own process (and folder, when apart).
  private func each<Value: Sendable>(_ mutants: [Mutant], _ body: @Sendable @escaping (Mutant) throws -> Value) throws
    -> [String: Value]
  {
    let done = try inQueue(mutants, body)
    var bySlug: [String: Value] = [:]
    for (index, mutant) in mutants.enumerated() {
      guard let value = done[index] else { throw WorkbookError.environment("mutant \(mutant.slug) was not run") }
      bySlug[mutant.slug] = value
    }
    return bySlug
  }

  /// `body` for each job, `jobs` at a time, taken in order as a slot frees: the values by the
  /// job's index (the order they finish in never shows); the first error, in the jobs' order, is thrown.
  private func inQueue<Job: Sendable, Value: Sendable>(_ work: [Job], _ body: @Sendable @escaping (Job) throws -> Value) throws
    -> [Int: Value]
  {
    guard !work.isEmpty else { return [:] }
    let fates = Mutex<[Int: Result<Value, any Error>]>([:])
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, work.count)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < work.count else { return }
        let fate = Result { try body(work[index]) }
        fates.withLock { $0[index] = fate }
      }
    }
    var done: [Int: Value] = [:]
    for index in work.indices {
      guard let fate = fates.withLock({ $0[index] }) else { continue }
      done[index] = try fate.get()
    }
    return done
  }
}
