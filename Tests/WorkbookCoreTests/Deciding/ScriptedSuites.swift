import Foundation
import Synchronization

@testable import WorkbookCore

/// A ``SuiteRunning`` that builds and runs nothing: it records each call and answers from a
/// script, so a test states what the toolchain would say and asserts what the tool decides.
///
/// ```swift
/// let suites = ScriptedSuites(run: { _, _ in .passing("Suite/a()") })
/// let report = try Checker(catalog: catalog, suites: suites).check(lab)
/// #expect(suites.calls.map(\.kind) == [.run])
/// ```
final class ScriptedSuites: SuiteRunning {
  struct Call: Equatable, CustomStringConvertible {
    enum Kind: String { case run, build, rerun }
    let kind: Kind
    /// The lab run, or the labs built.
    let labs: [String]
    /// The build folder, from the workbook's `.build/workbook/` on.
    let scratch: String
    let solutions: Bool
    let labSources: String?
    let mutant: String?

    var description: String {
      "\(kind.rawValue) \(labs.joined(separator: ",")) in \(scratch)\(solutions ? " (solutions)" : "")\(mutant.map { " mutant \($0)" } ?? "")"
    }
  }

  typealias Answer = @Sendable (_ lab: Lab, _ build: SuiteBuild) -> SuiteOutcome
  typealias RerunAnswer = @Sendable (_ lab: Lab, _ build: SuiteBuild, _ mutant: String?) -> SuiteOutcome
  typealias BuildAnswer = @Sendable (_ labs: [Lab], _ build: SuiteBuild) -> [String: [Diagnostic]]

  private let answerRun: Answer
  private let answerRerun: RerunAnswer
  private let answerBuild: BuildAnswer
  /// How many lines each `run` says the suite printed (``SuiteRun/printedLines``).
  let printedLines: Int
  private let recorded = Mutex<[Call]>([])

  /// Each call to `run` is answered by `run`, to `rerun` by `rerun` (by default as `run`
  /// answers for the correct code), and every `build` succeeds unless `build` says otherwise.
  init(run: @escaping Answer, rerun: RerunAnswer? = nil, build: @escaping BuildAnswer = { _, _ in [:] }, printedLines: Int = 0) {
    self.printedLines = printedLines
    answerRun = run
    answerRerun = rerun ?? { lab, build, _ in run(lab, build) }
    answerBuild = build
  }

  /// Every call so far, in the order made (a hunt's mutants run in parallel: compare those as a set).
  var calls: [Call] { recorded.withLock { $0 } }

  func run(_ lab: Lab, in build: SuiteBuild, label: String) throws -> SuiteRun {
    note(.run, [lab], build, mutant: nil)
    let log = build.scratch.appendingPathComponent("\(label).log")
    return SuiteRun(outcome: answerRun(lab, build), warnings: [], log: log, printedLines: printedLines)
  }

  func build(_ labs: [Lab], in build: SuiteBuild) throws -> [String: [Diagnostic]] {
    note(.build, labs, build, mutant: nil)
    return answerBuild(labs, build)
  }

  func rerun(_ lab: Lab, builtWith labs: [Lab], in build: SuiteBuild, mutant: String?, label: String) throws -> SuiteOutcome {
    note(.rerun, [lab], build, mutant: mutant)
    return answerRerun(lab, build, mutant)
  }

  private func note(_ kind: Call.Kind, _ labs: [Lab], _ build: SuiteBuild, mutant: String?) {
    let path = build.scratch.path
    let scratch = path.range(of: ".build/workbook/").map { String(path[$0.upperBound...]) } ?? path
    let call = Call(
      kind: kind, labs: labs.map(\.module), scratch: scratch, solutions: build.solutions, labSources: build.labSources,
      mutant: mutant)
    recorded.withLock { $0.append(call) }
  }
}

extension SuiteOutcome {
  /// Every test ran; those in `failing` failed. IDs are `Suite/name()`.
  static func ran(passing: [String] = [], failing: [String] = []) -> SuiteOutcome {
    func result(_ id: String, _ failures: [String]) -> TestResult {
      let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
      return TestResult(suite: parts[0], name: parts.count > 1 ? parts[1] : "test()", failures: failures)
    }
    return .ran(passing.map { result($0, []) } + failing.map { result($0, ["Expectation failed"]) }, issues: [:])
  }

  static var crashedInATest: SuiteOutcome {
    .crashed(Crash(signal: 4))
  }
}
