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
/// Starters build from the checkout itself; solutions and mutants build from a scratch copy of it
/// (a mutant replaces a file there, never in `Solutions/`). Each has its own scratch path, so
/// neither invalidates the other, nor the learner's own `.build`.
public struct Verifier {
  public let catalog: Catalog
  public var log: (String) -> Void = { say($0) }
  public var testTimeLimit: Double = 120

  public init(catalog: Catalog) {
    self.catalog = catalog
  }

  private var work: URL { catalog.url(".build/workbook/verify") }
  private var tree: URL { work.appendingPathComponent("tree") }

  public func verify(_ labs: [Lab]) throws -> [LabVerdict] {
    try FolderLock.hold(work, for: "verify")
    try makeTree()
    return try labs.map(verify)
  }

  private func verify(_ lab: Lab) throws -> LabVerdict {
    var verdict = LabVerdict(lab: lab)
    guard FileManager.default.fileExists(atPath: catalog.url("Solutions/\(lab.module)").path) else {
      verdict.problems.append("\(lab.module): no Solutions/\(lab.module) folder")
      return verdict
    }
    log("[\(lab.tag)] starter ...")
    let starter = try runner(root: catalog.root, name: "starters").run(lab, solutions: false, label: "\(lab.module)-starter")
    var starterTests: Set<String> = []
    switch starter {
    case .ran(let results, _):
      starterTests = Set(results.map { "\($0.suite).\($0.name)" })
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
    let solutionRunner = try runner(root: tree, name: "solutions")
    let solution = try solutionRunner.run(lab, solutions: true, label: "\(lab.module)-solution")
    switch solution {
    case .ran(let results, let issues):
      verdict.tests = results.count
      verdict.solutionPassing = results.filter(\.passed).count
      for result in results where !result.passed {
        let detail = issues[result.name]?.first.map { " at \($0.location): \($0.message)" } ?? ": \(result.failures.first ?? "")"
        verdict.problems.append("\(lab.module): \(result.suite).\(result.name) fails on the solution\(detail)")
      }
      if results.isEmpty { verdict.problems.append("\(lab.module): the solution ran no tests") }
      let solutionTests = Set(results.map { "\($0.suite).\($0.name)" })
      // A lab of kind tests has placeholder tests in the starter and real ones in the solution.
      if !lab.writesTests, !starterTests.isEmpty, starterTests != solutionTests {
        verdict.problems.append("\(lab.module): starter and solution ran different tests (same suite, different API?)")
      }
    default:
      verdict.problems.append("\(lab.module): solution \(describe(solution))")
    }

    let mutants = try Mutant.all(for: lab, in: catalog)
    verdict.mutants = mutants.count
    if mutants.count < 3 { verdict.problems.append("\(lab.module): \(mutants.count) mutants; the contract asks for at least 3") }
    for mutant in mutants {
      log("[\(lab.tag)] mutant \(mutant.slug) ...")
      switch try run(mutant, of: lab, with: solutionRunner) {
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

  private func run(_ mutant: Mutant, of lab: Lab, with runner: SuiteRunner) throws -> SuiteOutcome {
    let original = catalog.url("\(lab.mutatedFolder)/\(mutant.replaces)")
    let target = tree.appendingPathComponent("\(lab.mutatedFolder)/\(mutant.replaces)")
    guard FileManager.default.fileExists(atPath: original.path) else {
      throw WorkbookError.usage("mutant \(mutant.file.path) replaces \(mutant.replaces), which \(lab.mutatedFolder) does not have")
    }
    try replace(target, with: mutant.file)
    defer { try? replace(target, with: original) }
    return try runner.run(lab, solutions: true, label: "\(lab.module)-mutant-\(mutant.slug)")
  }

  private func runner(root: URL, name: String) throws -> SuiteRunner {
    var runner = SuiteRunner(packageRoot: root, scratch: work.appendingPathComponent(name))
    runner.warningsAsErrors = true
    runner.testTimeLimit = testTimeLimit
    return runner
  }

  /// A copy of what the solutions build from: the manifest, the catalogue, solutions, suites and
  /// the given code of labs whose tests the learner writes.
  private func makeTree() throws {
    let manager = FileManager.default
    try manager.createDirectory(at: tree, withIntermediateDirectories: true)
    for item in ["Package.swift", "labs.json", "Solutions", "Tests", "Given"] {
      let target = tree.appendingPathComponent(item)
      try? manager.removeItem(at: target)
      guard manager.fileExists(atPath: catalog.url(item).path) else { continue }
      try manager.copyItem(at: catalog.url(item), to: target)
    }
  }

  /// Writes `source`'s bytes over `target` with a fresh modification time. A copy would keep the
  /// source's time, which can be older than the last build (or equal to the file it replaces, in a
  /// tree extracted with whole-second times), and the incremental build would skip the swap.
  private func replace(_ target: URL, with source: URL) throws {
    try Data(contentsOf: source).write(to: target, options: .atomic)
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: target.path)
  }

  private func describe(_ outcome: SuiteOutcome) -> String {
    switch outcome {
    case .doesNotCompile(let errors):
      let first = errors.first.map { " (\($0.location): \($0.message))" } ?? ""
      return "does not compile without warnings\(first)"
    case .crashed(let test, let signal):
      return
        "crashed\(test.map { " in \($0)" } ?? "")\(signal.map { " (signal \($0))" } ?? ""): a starter must fail by expectation or thrown error"
    case .timedOut(let test, let seconds):
      return "hung: no result after \(Int(seconds)) s\(test.map { " (in \($0))" } ?? "")"
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
