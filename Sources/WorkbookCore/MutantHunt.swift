import Foundation
import Synchronization

/// What became of one mutant under the learner's tests.
public struct MutantVerdict: Sendable {
  public enum Fate: Sendable, Equatable {
    /// These tests, green on the correct code, failed on the mutant.
    case caught(by: [String])
    /// The test process died or hung: caught, but by accident rather than by an expectation.
    case crashed, timedOut
    /// Every test that passes on the correct code passes on the mutant too.
    case survived
    /// The learner's tests do not build against the mutant (they use something it changed).
    case doesNotCompile(Diagnostic?)
  }

  public let mutant: Mutant
  public let fate: Fate

  public var isCaught: Bool {
    switch fate {
    case .caught, .crashed, .timedOut: true
    case .survived, .doesNotCompile: false
    }
  }
}

/// Runs the learner's suite against each mutant of a lab's given code (a lab of kind tests).
///
/// A mutant is caught when a test that passes on the correct code fails on the mutant: a test
/// that fails everywhere (an unfinished placeholder) catches nothing. One build holds every
/// mutant that can be switched (``SwitchedLab``), in `switched/` under the hunt's folder; the
/// learner's tests then run once per mutant, with `WORKBOOK_MUTANT` naming it (``TestBinary``).
/// After a test edit only the learner's changed tests recompile there. A mutant that cannot be
/// switched builds in a folder of its own, from a copy of the given code with its patch applied.
///
/// ```swift
/// let hunt = MutantHunt(catalog: catalog, work: catalog.url(".build/workbook/check/mutants"))
/// let verdicts = try hunt.run(lab, greenTests: ["Lab11YourTestsTests.Task1LoadTests/load_showsItems()"])
/// ```
struct MutantHunt: Sendable {
  let catalog: Catalog
  let work: URL
  var testTimeLimit: Double = 30
  /// How many mutants build and run at once (`WORKBOOK_JOBS`, default 2: measured fastest on 2 cores).
  var jobs = Int(ProcessInfo.processInfo.environment["WORKBOOK_JOBS"] ?? "").map { max(1, $0) } ?? 2
  var progress: @Sendable (Int, Int, Mutant) -> Void = { _, _, _ in }

  func run(_ lab: Lab, greenTests: Set<String>) throws -> [MutantVerdict] {
    var switched = SwitchedLab(lab: lab, mutants: try Mutant.all(for: lab, in: catalog), code: catalog.url(lab.mutatedFolder))
    if let problem = switched.broken.first {
      let folder = lab.mutatedFolder
      throw WorkbookError.usage(
        "the bug hunt cannot make \(problem). If you changed \(folder), put it back with `git checkout -- \(folder)`; if not, this copy of the workbook is out of date: tell your facilitator."
      )
    }
    let mutants = switched.mutants
    var fates: [String: MutantVerdict.Fate] = [:]
    let order = Dictionary(uniqueKeysWithValues: mutants.enumerated().map { ($1.slug, $0 + 1) })
    let runs = try buildSwitched(&switched, lab: lab, greenTests: greenTests)
    let prepared = switched
    if let runs {
      try each(prepared.switched) { mutant in
        progress(order[mutant.slug] ?? 0, mutants.count, mutant)
        let outcome = try runs.run(lab, suite: catalog.url(lab.suiteFolder), mutant: prepared.switchValue(of: mutant), label: mutant.slug)
        return fate(of: outcome, greenTests)
      }.forEach { fates[$0] = $1 }
    }
    try each(prepared.apart.map(\.mutant)) { mutant in
      progress(order[mutant.slug] ?? 0, mutants.count, mutant)
      return try fateApart(of: mutant, files: prepared.files(of: mutant), in: lab, greenTests: greenTests)
    }.forEach { fates[$0] = $1 }
    return try mutants.map { mutant in
      guard let fate = fates[mutant.slug] else { throw WorkbookError.environment("mutant \(mutant.slug) was not run") }
      return MutantVerdict(mutant: mutant, fate: fate)
    }
  }

  /// Builds the learner's tests with every switchable mutant in, and checks that with no mutant on
  /// they pass as on the given code; the runs to make, or nil when every mutant must go apart.
  private func buildSwitched(_ switched: inout SwitchedLab, lab: Lab, greenTests: Set<String>) throws -> TestBinary? {
    let folder = work.appendingPathComponent("switched")
    let sources = folder.appendingPathComponent("sources")
    var runner = SuiteRunner(packageRoot: catalog.root, scratch: folder.appendingPathComponent("build"))
    runner.testTimeLimit = testTimeLimit
    runner.environment = ["WORKBOOK_LAB_SOURCES": catalog.relativePath(sources.path)]
    runner.sharedModuleCache = work.appendingPathComponent("module-cache")
    func all(_ reason: String) -> [String: String] {
      Dictionary(uniqueKeysWithValues: switched.switched.map { ($0.slug, reason) })
    }
    for _ in 0..<3 where !switched.switched.isEmpty {
      try switched.write(into: sources)
      switch try runner.run(lab, solutions: false, label: "switched") {
      case .ran(let results, _):
        // With no mutant on, this build is the given code: the same tests must pass.
        let passing = Set(results.filter(\.passed).map(\.id))
        guard greenTests.isSubset(of: passing) else {
          switched.exclude(all("the switched build drifted"))
          return nil
        }
        return TestBinary(
          packageRoot: catalog.root, scratch: runner.scratch,
          environment: runner.environment.merging(["WORKBOOK_LABS": lab.module]) { $1 }, timeLimit: testTimeLimit)
      case .doesNotCompile(let errors):
        let blamed = switched.blame(errors, in: sources) ?? []
        switched.exclude(blamed.isEmpty ? all("the switched build does not compile") : Dictionary(uniqueKeysWithValues: blamed.map { ($0, "does not compile switched") }))
      case .crashed, .timedOut:
        switched.exclude(all("the switched build crashed or hung with no mutant on"))
      }
    }
    return nil
  }

  private func fate(of outcome: SuiteOutcome, _ greenTests: Set<String>) -> MutantVerdict.Fate {
    switch outcome {
    case .ran(let results, _):
      let failing = results.filter { !$0.passed && greenTests.contains($0.id) }.map(\.name)
      return failing.isEmpty ? .survived : .caught(by: failing)
    case .crashed: return .crashed
    case .timedOut: return .timedOut
    case .doesNotCompile(let errors): return .doesNotCompile(errors.first)
    }
  }

  /// A mutant that cannot be switched: a copy of the given code with its patch applied, built in a
  /// folder of its own.
  private func fateApart(of mutant: Mutant, files: [String: String], in lab: Lab, greenTests: Set<String>) throws -> MutantVerdict.Fate {
    let folder = work.appendingPathComponent(mutant.slug)
    let sources = folder.appendingPathComponent("sources")
    try SourceMirror.write(catalog.url(lab.mutatedFolder), into: sources, replacing: files)
    var runner = SuiteRunner(packageRoot: catalog.root, scratch: folder.appendingPathComponent("build"))
    runner.testTimeLimit = testTimeLimit
    runner.environment = ["WORKBOOK_LAB_SOURCES": catalog.relativePath(sources.path)]
    runner.sharedModuleCache = work.appendingPathComponent("module-cache")
    return fate(of: try runner.run(lab, solutions: false, label: mutant.slug), greenTests)
  }

  /// `body` for each mutant, `jobs` at a time: each has its own process (and folder, when apart).
  private func each(_ mutants: [Mutant], _ body: @Sendable @escaping (Mutant) throws -> MutantVerdict.Fate) throws
    -> [(String, MutantVerdict.Fate)]
  {
    guard !mutants.isEmpty else { return [] }
    let fates = Mutex<[Int: Result<MutantVerdict.Fate, any Error>]>([:])
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, mutants.count)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < mutants.count else { return }
        let fate = Result { try body(mutants[index]) }
        fates.withLock { $0[index] = fate }
      }
    }
    return try mutants.indices.map { index in
      let fate = fates.withLock { $0[index] } ?? .failure(WorkbookError.environment("mutant \(mutants[index].slug) was not run"))
      return (mutants[index].slug, try fate.get())
    }
  }
}

extension TestResult {
  /// `Suite/name`: one test, across runs.
  public var id: String { "\(suite)/\(name)" }
}
