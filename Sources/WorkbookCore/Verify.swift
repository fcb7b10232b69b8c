import Foundation

/// One lab's verdict under the lab contract.
public struct LabVerdict: Sendable {
  public let lab: Lab
  public var tests = 0
  /// The starter's own count: a lab of kind tests starts with placeholders, fewer than the reference.
  public var starterTests = 0
  public var starterFailing = 0
  public var solutionPassing = 0
  public var mutants = 0
  public var mutantsRejected = 0
  /// Each way the lab breaks the contract, as a sentence naming what to fix.
  public var problems: [String] = []

  public var passed: Bool { problems.isEmpty }
}

/// The maintainers' check of the whole lab contract (docs/authoring.md): every starter compiles
/// and fails every test cleanly, every solution passes, every mutant is rejected.
///
/// Everything builds from the checkout itself. A mutant builds from a copy of the lab's code with
/// one file swapped (`SourceMirror`, the same mechanism as check's bug hunt), never by touching
/// `Solutions/` or `Given/`. Starters and solutions have scratch paths of their own, so neither
/// invalidates the other, nor the learner's own `.build`.
public struct Verifier {
  public let catalog: Catalog
  public var log: (String) -> Void = { say($0) }
  public var testTimeLimit: Double = 120

  public init(catalog: Catalog) {
    self.catalog = catalog
  }

  private var work: URL { catalog.url(".build/workbook/verify") }

  public func verify(_ labs: [Lab]) throws -> [LabVerdict] {
    return try CheckLock.holding("verify", in: catalog) { try labs.map(verify) }
  }

  private func verify(_ lab: Lab) throws -> LabVerdict {
    var verdict = LabVerdict(lab: lab)
    guard FileManager.default.fileExists(atPath: catalog.url("Solutions/\(lab.module)").path) else {
      verdict.problems.append("\(lab.module): no Solutions/\(lab.module) folder")
      return verdict
    }
    log("[\(lab.tag)] starter ...")
    let starter = try runner(name: "starters").run(lab, solutions: false, label: "\(lab.module)-starter")
    var starterTests: Set<String> = []
    switch starter {
    case .ran(let results, _):
      starterTests = Set(results.map(\.id))
      verdict.starterTests = results.count
      verdict.starterFailing = results.filter { !$0.passed }.count
      for result in results where result.passed {
        verdict.problems.append("\(lab.module): \(result.suite).\(result.name) passes on the starter (a starter must fail every test)")
      }
      if results.isEmpty { verdict.problems.append("\(lab.module): the starter ran no tests") }
    default:
      verdict.problems.append("\(lab.module): starter \(describe(starter))")
    }

    log("[\(lab.tag)] solution ...")
    var solutionRunner = runner(name: "solutions")
    let solution = try solutionRunner.run(lab, solutions: true, label: "\(lab.module)-solution")
    switch solution {
    case .ran(let results, let issues):
      verdict.tests = results.count
      verdict.solutionPassing = results.filter(\.passed).count
      for result in results where !result.passed {
        let detail = issues[result.id]?.first.map { " at \($0.location): \($0.message)" } ?? ": \(result.failures.first ?? "")"
        verdict.problems.append("\(lab.module): \(result.suite).\(result.name) fails on the solution\(detail)")
      }
      if results.isEmpty { verdict.problems.append("\(lab.module): the solution ran no tests") }
      let solutionTests = Set(results.map(\.id))
      // A lab of kind tests has placeholder tests in the starter and real ones in the solution.
      if !lab.writesTests, !starterTests.isEmpty, starterTests != solutionTests {
        verdict.problems.append("\(lab.module): starter and solution ran different tests (same suite, different API?)")
      }
    default:
      verdict.problems.append("\(lab.module): solution \(describe(solution))")
    }

    let mutants = try Mutant.all(for: lab, in: catalog)
    verdict.mutants = mutants.count
    // The mutants share one copy of the code, so each swap recompiles only the files it changed.
    let sources = work.appendingPathComponent("sources/\(lab.module)")
    solutionRunner.environment = ["WORKBOOK_LAB_SOURCES": catalog.relativePath(sources.path)]
    if mutants.count < 3 { verdict.problems.append("\(lab.module): \(mutants.count) mutants; the contract asks for at least 3") }
    for mutant in mutants {
      log("[\(lab.tag)] mutant \(mutant.slug) ...")
      try SourceMirror.write(catalog.url(lab.mutatedFolder), into: sources, swapping: mutant)
      switch try solutionRunner.run(lab, solutions: true, label: "\(lab.module)-mutant-\(mutant.slug)") {
      case .ran(let results, _) where results.contains(where: { !$0.passed }):
        verdict.mutantsRejected += 1
      case .crashed, .timedOut:
        verdict.mutantsRejected += 1
      case .ran:
        verdict.problems.append("\(lab.module): mutant \(mutant.slug) survives: no test fails (bug: \(mutant.bug))")
      case .doesNotCompile(let errors):
        let first = errors.first.map { ": \($0.location): \($0.message)" } ?? ""
        verdict.problems.append("\(lab.module): mutant \(mutant.slug) does not compile\(first)")
      }
    }
    return verdict
  }

  private func runner(name: String) -> SuiteRunner {
    var runner = SuiteRunner(packageRoot: catalog.root, scratch: work.appendingPathComponent(name))
    runner.warningsAsErrors = true
    runner.testTimeLimit = testTimeLimit
    return runner
  }

  private func describe(_ outcome: SuiteOutcome) -> String {
    switch outcome {
    case .doesNotCompile(let errors):
      let first = errors.first.map { " (\($0.location): \($0.message))" } ?? ""
      return "does not compile without warnings\(first)"
    case .crashed(let crash):
      let trap = crash.trap.map { ": \($0.message)" } ?? crash.signal.map { " (signal \($0))" } ?? ""
      return "crashed\(crash.test.map { " in \($0)" } ?? "")\(trap): a starter must fail by expectation or thrown error"
    case .timedOut(let hang):
      return "hung: no result after \(Int(hang.seconds)) s\(hang.test.map { " (in \($0))" } ?? "")"
    case .ran:
      return "ran"
    }
  }
}

extension LabVerdict {
  /// The table `workbook verify` prints, one row a lab.
  public static func table(_ verdicts: [LabVerdict]) -> String {
    let header = ["lab", "tests", "starter failing", "solution passing", "mutants rejected", "verdict"]
    let rows = verdicts.map { verdict in
      [
        "\(verdict.lab.tag) \(verdict.lab.module)", "\(verdict.tests)",
        "\(verdict.starterFailing)/\(verdict.starterTests)", "\(verdict.solutionPassing)/\(verdict.tests)",
        "\(verdict.mutantsRejected)/\(verdict.mutants)", verdict.passed ? "ok" : "FAIL",
      ]
    }
    return TextTable(header: header, rows: rows).rendered
  }
}
