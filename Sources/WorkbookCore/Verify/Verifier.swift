import Foundation

/// The maintainers' check of the whole lab contract (docs/authoring.md): every starter compiles
/// and fails every test cleanly, every solution passes, every mutant is rejected.
///
/// Three builds serve every lab: the starters, the solutions, and the solutions with every
/// switchable mutant built in (``MutantSchemata``), each of them one `swift build` for all the
/// labs; then each lab's tests run on their own, once per mutant. A lab that does not compile is
/// built on its own, so it never hides another's verdict. The switched build must pass every test
/// with no mutant on (the drift check). A mutant that cannot be switched is built on its own from
/// a copy of the lab's code with its patch applied (`SourceMirror`), never by touching
/// `Solutions/` or `Given/`; the log says which and why. `WORKBOOK_VERIFY_APART=1` builds every
/// mutant on its own (the slow way, to compare).
///
/// A mutant is rejected when a test that passes on the solution fails on it (``MutantVerdict/Fate``);
/// a run that crashes or hangs rejects it too, but breaks the contract unless its patch says
/// `rejected-by: crash` or `hang` (``Mutant/rejectedBy``). Each mutant's verdict goes to `mutants.tsv` in
/// ``Layout/verifyWork``. Building and running go through ``SuiteRunning`` (``Toolchain`` in the
/// tool), so these decisions are unit-tested with a double.
///
/// ```swift
/// let verdicts = try Verifier(catalog: catalog).verify(catalog.labs)
/// print(LabVerdict.table(verdicts))
/// ```
public struct Verifier {
  public let catalog: Catalog
  public let suites: any SuiteRunning
  public var log: (String) -> Void = { say($0) }
  public var testTimeLimit: Double = 120

  public init(catalog: Catalog, suites: any SuiteRunning = Toolchain()) {
    self.catalog = catalog
    self.suites = suites
  }

  private var work: URL { catalog.url(Layout.verifyWork) }

  /// A build folder of verify's: warnings are errors in the references.
  private func buildFolder(_ name: String, solutions: Bool, in tree: URL? = nil) -> SuiteBuild {
    var build = SuiteBuild(packageRoot: tree ?? catalog.root, scratch: work.appendingPathComponent(name))
    build.solutions = solutions
    build.warningsAsErrors = true
    build.testTimeLimit = testTimeLimit
    return build
  }

  public func verify(_ labs: [Lab]) throws -> [LabVerdict] {
    try CheckLock.holding("verify", in: catalog) {
      var verdicts = Dictionary(uniqueKeysWithValues: labs.map { ($0.module, LabVerdict(lab: $0)) })
      var ready: [Lab] = []
      for lab in labs {
        let solution = Layout.solutionFolder(of: lab)
        if FileManager.default.fileExists(atPath: catalog.url(solution).path) {
          ready.append(lab)
          verdicts[lab.module]?.problems += SeamAudit(lab: lab, catalog: catalog).contractProblems()
        } else {
          verdicts[lab.module]?.problems.append("\(lab.module): no \(solution) folder")
        }
      }
      // A malformed mutant stops verify before anything builds.
      let mutants = try Dictionary(uniqueKeysWithValues: ready.map { ($0.module, try Mutant.all(for: $0, in: catalog)) })
      let starters = try outcomes(of: ready, solutions: false)
      let solutions = try outcomes(of: ready, solutions: true)
      for lab in ready {
        guard var verdict = verdicts[lab.module], let starter = starters[lab.module], let solution = solutions[lab.module] else { continue }
        judge(starter: starter, solution: solution, into: &verdict)
        verdicts[lab.module] = verdict
      }
      let green = solutions.mapValues { outcome in
        guard case .ran(let results, _) = outcome else { return Set<String>() }
        return Set(results.filter(\.passed).map(\.id))
      }
      // Only a test that passes on the solution can reject a mutant: with none, every mutant would
      // "survive", and the lab's one problem is its solution, already named.
      let judged = ready.filter { !(green[$0.module] ?? []).isEmpty }
      for lab in ready where !judged.contains(lab) {
        verdicts[lab.module]?.mutants = mutants[lab.module]?.count ?? 0
        verdicts[lab.module]?.problems.append("\(lab.module): its mutants were not run: no test passes on the solution")
      }
      try verifyMutants(judged.map { ($0, mutants[$0.module] ?? []) }, green: green, into: &verdicts)
      return labs.compactMap { verdicts[$0.module] }
    }
  }

  /// Every lab's suite on its starters or its solutions: one build for all, each lab on its own
  /// when that build fails.
  private func outcomes(of labs: [Lab], solutions: Bool) throws -> [String: SuiteOutcome] {
    let kind = solutions ? "solution" : "starter"
    let started = Date()
    log("[all] the \(kind)s of \(labs.count == 1 ? "1 lab" : "\(labs.count) labs"), in one build ...")
    let build = buildFolder("\(kind)s", solutions: solutions)
    var together = labs
    var errors = try suites.build(together, in: build)
    if !errors.isEmpty {
      // Build the others without the labs the errors are in; those go on their own.
      together = errors[""] == nil ? labs.filter { errors[$0.module] == nil } : []
      if !together.isEmpty { errors = try suites.build(together, in: build) }
      if !errors.isEmpty { together = [] }
    }
    log("[all] built in \(Int(Date().timeIntervalSince(started))) s")
    var outcomes: [String: SuiteOutcome] = [:]
    for lab in together {
      log("[\(lab.tag)] \(kind) ...")
      outcomes[lab.module] = try suites.rerun(lab, builtWith: together, in: build, mutant: nil, label: "\(lab.module)-\(kind)")
    }
    for lab in labs where outcomes[lab.module] == nil {
      log("[\(lab.tag)] \(kind), built on its own ...")
      outcomes[lab.module] = try suites.run(lab, in: build, label: "\(lab.module)-\(kind)").outcome
    }
    return outcomes
  }

  private func judge(starter: SuiteOutcome, solution: SuiteOutcome, into verdict: inout LabVerdict) {
    let lab = verdict.lab
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
    switch solution {
    case .ran(let results, let issues):
      verdict.tests = results.count
      verdict.solutionPassing = results.filter(\.passed).count
      for result in results where !result.passed {
        let detail = issues[result.id]?.first.map { " at \($0.location): \($0.message)" } ?? ": \(result.failures.first ?? "")"
        verdict.problems.append("\(lab.module): \(result.suite).\(result.name) fails on the solution\(detail)")
      }
      if results.isEmpty { verdict.problems.append("\(lab.module): the solution ran no tests") }
      // A lab of kind tests has placeholder tests in the starter and real ones in the solution.
      if !lab.writesTests, !starterTests.isEmpty, starterTests != Set(results.map(\.id)) {
        verdict.problems.append("\(lab.module): starter and solution ran different tests (same suite, different API?)")
      }
    default:
      verdict.problems.append("\(lab.module): solution \(describe(solution))")
    }
  }

  /// Every lab's mutants: the switched ones in one build for all labs, the others each on its own.
  /// `green` is, by lab module, the tests that pass on its solution: only they can reject a mutant.
  private func verifyMutants(
    _ labs: [(lab: Lab, mutants: [Mutant])], green: [String: Set<String>], into verdicts: inout [String: LabVerdict]
  ) throws {
    var prepared: [SwitchedLab] = []
    let allApart = ProcessInfo.processInfo.environment["WORKBOOK_VERIFY_APART"] == "1"
    for (lab, mutants) in labs {
      verdicts[lab.module]?.mutants = mutants.count
      if mutants.count < 3 {
        verdicts[lab.module]?.problems.append("\(lab.module): \(mutants.count) mutants; the contract asks for at least 3")
      }
      var lab = SwitchedLab(lab: lab, mutants: mutants, code: catalog.url(Layout.mutatedFolder(of: lab)))
      for problem in lab.broken {
        verdicts[lab.lab.module]?.problems.append(
          "\(lab.lab.module): \(problem). Make it again from the current file (\(Layout.authoring), \"Mutants\").")
      }
      if allApart { lab.exclude(Dictionary(uniqueKeysWithValues: lab.mutants.map { ($0.slug, "WORKBOOK_VERIFY_APART=1") })) }
      prepared.append(lab)
    }
    var records: [String] = []
    let tree = work.appendingPathComponent("switched/tree")
    let build = buildFolder("switched/build", solutions: true, in: tree)
    var built = try buildSwitched(&prepared, tree: tree, with: build)
    let builtLabs = built.map(\.lab)
    for (index, lab) in prepared.enumerated() where built.contains(where: { $0.lab == lab.lab }) {
      let module = lab.lab.module
      log("[\(lab.lab.tag)] \(lab.switched.count) mutants switched on in one build ...")
      // The drift check: with no mutant on, the switched code must be the solution.
      let drift = try suites.rerun(lab.lab, builtWith: builtLabs, in: build, mutant: nil, label: "\(module)-switched")
      guard case .ran(let results, _) = drift, !results.isEmpty, results.allSatisfy(\.passed) else {
        let failing: String
        if case .ran(let results, _) = drift, let test = results.first(where: { !$0.passed }) {
          failing = "fails \(test.suite).\(test.name)"
        } else {
          failing = describe(drift)
        }
        verdicts[module]?.problems.append(
          "\(module): with no mutant on, the switched build \(failing), where the solution passes: a bug in the workbook's mutant switching (Sources/WorkbookCore/Mutants); its mutants were built apart"
        )
        prepared[index].exclude(lab.all("the switched build drifted"))
        built.removeAll { $0.lab == lab.lab }
        continue
      }
      for mutant in lab.switched {
        let outcome = try suites.rerun(
          lab.lab, builtWith: builtLabs, in: build, mutant: lab.switchValue(of: mutant), label: "\(module)-mutant-\(mutant.slug)")
        records.append(judge(outcome, of: mutant, in: lab.lab, how: "switched", green: green[module] ?? [], into: &verdicts[module]))
      }
    }
    for lab in prepared {
      let module = lab.lab.module
      let sources = work.appendingPathComponent("apart/sources/\(module)")
      var apart = buildFolder("apart", solutions: true)
      apart.labSources = catalog.relativePath(sources.path)
      for (mutant, reason) in lab.apart {
        log("[\(lab.lab.tag)] mutant \(mutant.slug), built on its own: \(reason) ...")
        verdicts[module]?.mutantsApart[mutant.slug] = reason
        try SourceMirror.write(lab.code, into: sources, replacing: lab.files(of: mutant))
        StaleObjects.forgetTargets([module, lab.lab.testTarget], below: apart.scratch)
        let outcome = try suites.run(lab.lab, in: apart, label: "\(module)-mutant-\(mutant.slug)").outcome
        records.append(judge(outcome, of: mutant, in: lab.lab, how: "apart", green: green[module] ?? [], into: &verdicts[module]))
      }
    }
    let table = "lab\tmutant\tbuilt\tverdict\tfailing tests\n" + records.map { $0 + "\n" }.joined()
    try? table.write(to: work.appendingPathComponent("mutants.tsv"), atomically: true, encoding: .utf8)
  }

  /// Builds every lab's switched mutants at once, moving apart the mutants whose switched code does
  /// not compile; the labs built.
  private func buildSwitched(_ labs: inout [SwitchedLab], tree: URL, with build: SuiteBuild) throws -> [SwitchedLab] {
    let started = Date()
    for round in 0..<3 {
      let built = labs.filter { !$0.switched.isEmpty }
      guard !built.isEmpty else { return [] }
      if round == 0 { log("[all] the solutions with their mutants switched in, in one build ...") }
      try writeTree(built, into: tree)
      let errors = try suites.build(built.map(\.lab), in: build)
      if errors.isEmpty {
        log("[all] built in \(Int(Date().timeIntervalSince(started))) s")
        return built
      }
      for index in labs.indices {
        let lab = labs[index]
        guard errors[""] == nil else {
          labs[index].exclude(lab.all("the switched build did not compile"))
          continue
        }
        guard let labErrors = errors[lab.lab.module] else { continue }
        let first = labErrors.first.map { "\(catalog.relativePath($0.file)):\($0.line): \($0.message)" } ?? ""
        let blamed = lab.blame(labErrors, in: tree.appendingPathComponent(Layout.mutatedFolder(of: lab.lab)))
        if blamed.lab.isEmpty, blamed.elsewhere.isEmpty {
          labs[index].exclude(blamed.mutants.reduce(into: [:]) { $0[$1] = "its switched code does not compile (\(first))" })
        } else {
          labs[index].exclude(lab.all("the lab's switched build does not compile (\(first))"))
        }
      }
    }
    return []
  }

  /// A workbook tree for the switched build: the manifest, the catalogue, each lab's reference
  /// suite, and each lab's code with its mutants switched in.
  private func writeTree(_ labs: [SwitchedLab], into tree: URL) throws {
    for file in [Layout.manifest, Layout.catalog] {
      let bytes = try Data(contentsOf: catalog.url(file))
      let copy = tree.appendingPathComponent(file)
      if (try? Data(contentsOf: copy)) != bytes {
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try bytes.write(to: copy, options: .atomic)
      }
    }
    for lab in labs {
      let suite = Layout.suiteFolder(of: lab.lab, solutions: true)
      try SourceMirror.write(catalog.url(suite), into: tree.appendingPathComponent(suite))
      try lab.write(into: tree.appendingPathComponent(Layout.mutatedFolder(of: lab.lab)))
    }
  }

  /// Counts a mutant as rejected or records the problem; returns its line for mutants.tsv.
  ///
  /// A wrong solution must fail the test about its bug, by an expectation or a thrown error: a
  /// mutant that hangs or crashes the run is rejected by accident, and a learner who writes that
  /// bug reads about a test they did not touch. So a hang or a crash is a problem of the suite,
  /// unless the patch says `rejected-by:` that way (the bug's nature).
  private func judge(
    _ outcome: SuiteOutcome, of mutant: Mutant, in lab: Lab, how: String, green: Set<String>, into verdict: inout LabVerdict?
  ) -> String {
    let fate = MutantVerdict.Fate(outcome, greenTests: green)
    if fate.isCaught { verdict?.mutantsRejected += 1 }
    var failing: [String] = []
    let result: String
    switch fate {
    case .caught(let tests):
      failing = tests.map(\.id).sorted()
      verdict?.rejectedHow[.test, default: 0] += 1
      result = "rejected"
    case .crashed, .timedOut:
      let way: Mutant.Rejection = fate == .crashed ? .crash : .hang
      verdict?.rejectedHow[way == .crash ? .crash : .hang, default: 0] += 1
      if mutant.rejectedBy == way {
        result = "rejected (\(way.rawValue), by its nature: \(describe(outcome)))"
      } else {
        verdict?.problems.append(
          "\(lab.module): mutant \(mutant.slug) \(way == .crash ? "crashes" : "hangs") the suite (\(describe(outcome))) instead of failing "
            + "the test about its bug: make the double that waits fail with a message naming what it waited for (no force unwrap "
            + "in a test), or, when \(way == .crash ? "crashing" : "hanging") is the bug's nature, add 'rejected-by: \(way.rawValue)' to its patch"
        )
        result = "\(way == .crash ? "crashes" : "hangs") (\(describe(outcome)))"
      }
    case .survived:
      verdict?.problems.append("\(lab.module): mutant \(mutant.slug) survives: no test fails (bug: \(mutant.bug))")
      result = "survives"
    case .doesNotCompile(let error):
      let first = error.map { ": \(catalog.relativePath($0.file)):\($0.line): \($0.message)" } ?? ""
      verdict?.problems.append("\(lab.module): mutant \(mutant.slug) does not compile\(first)")
      result = "does not compile"
    }
    return [lab.module, mutant.slug, how, result, failing.joined(separator: " ")].joined(separator: "\t")
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
