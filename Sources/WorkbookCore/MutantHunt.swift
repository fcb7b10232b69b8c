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
/// that fails everywhere (an unfinished placeholder) catches nothing. Each mutant builds in a
/// folder of its own from a copy of the given code with one file swapped, so after the first
/// check only the learner's changed tests recompile there.
///
/// ```swift
/// let hunt = MutantHunt(catalog: catalog, work: catalog.url(".build/workbook/check/mutants"))
/// let verdicts = try hunt.run(lab, greenTests: ["Lab11YourTestsTests.Task1LoadTests/load_showsItems()"])
/// ```
struct MutantHunt {
  let catalog: Catalog
  let work: URL
  var testTimeLimit: Double = 30
  /// How many mutants build and run at once (`WORKBOOK_JOBS`, default 2: measured fastest on 2 cores).
  var jobs = Int(ProcessInfo.processInfo.environment["WORKBOOK_JOBS"] ?? "").map { max(1, $0) } ?? 2
  var progress: @Sendable (Int, Int, Mutant) -> Void = { _, _, _ in }

  func run(_ lab: Lab, greenTests: Set<String>) throws -> [MutantVerdict] {
    let mutants = try Mutant.all(for: lab, in: catalog)
    // Each mutant has its own sources and build folder, so runs share nothing but the CPU.
    let fates = Mutex<[Int: Result<MutantVerdict.Fate, any Error>]>([:])
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, mutants.count)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < mutants.count else { return }
        progress(index + 1, mutants.count, mutants[index])
        let fate = Result { try self.fate(of: mutants[index], in: lab, greenTests: greenTests) }
        fates.withLock { $0[index] = fate }
      }
    }
    return try mutants.indices.map { index in
      let fate = fates.withLock { $0[index] } ?? .failure(WorkbookError.environment("mutant \(mutants[index].slug) was not run"))
      return MutantVerdict(mutant: mutants[index], fate: try fate.get())
    }
  }

  private func fate(of mutant: Mutant, in lab: Lab, greenTests: Set<String>) throws -> MutantVerdict.Fate {
    let folder = work.appendingPathComponent(mutant.slug)
    let sources = folder.appendingPathComponent("sources")
    try SourceMirror.write(catalog.url(lab.mutatedFolder), into: sources, swapping: mutant)
    var runner = SuiteRunner(packageRoot: catalog.root, scratch: folder.appendingPathComponent("build"))
    runner.testTimeLimit = testTimeLimit
    runner.environment = ["WORKBOOK_LAB_SOURCES": catalog.relativePath(sources.path)]
    runner.sharedModuleCache = work.appendingPathComponent("module-cache")
    switch try runner.run(lab, solutions: false, label: mutant.slug) {
    case .ran(let results, _):
      let failing = results.filter { !$0.passed && greenTests.contains($0.id) }.map(\.name)
      return failing.isEmpty ? .survived : .caught(by: failing)
    case .crashed: return .crashed
    case .timedOut: return .timedOut
    case .doesNotCompile(let errors): return .doesNotCompile(errors.first)
    }
  }
}
