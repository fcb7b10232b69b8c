import Foundation

/// A compiler error or a failed expectation, with where to look.
public struct Diagnostic: Equatable, Sendable, Codable {
  public let file: String
  public let line: Int
  public let message: String

  public var location: String { "\(file):\(line)" }
}

/// What happened when a lab's suite was built and run.
public enum SuiteOutcome: Sendable {
  /// The lab (or its suite) does not compile. The diagnostics are the compiler's errors.
  case doesNotCompile([Diagnostic])
  /// The test process died (a force unwrap, `fatalError`, ...) while `test` was running.
  case crashed(test: String?, signal: Int32?)
  /// The run passed its time limit; `test` had started and not finished.
  case timedOut(test: String?, seconds: Double)
  /// Every test reported a result.
  case ran([TestResult], issues: [String: [Diagnostic]])
}

/// Builds and runs one lab's suite with `swift test`, in a package tree of its own choosing.
///
/// The package is narrowed to the one lab (`WORKBOOK_LABS`), so another lab that does not compile
/// cannot block this verdict, and a crash ends only this lab's run.
///
/// ```swift
/// let runner = SuiteRunner(packageRoot: root, scratch: root.appendingPathComponent(".build/workbook/check"))
/// let outcome = try runner.run(lab, solutions: false)
/// ```
public struct SuiteRunner: Sendable {
  public let packageRoot: URL
  public let scratch: URL
  public var warningsAsErrors = false
  /// The whole run, build included.
  public var timeLimit: Double = 900
  /// The tests alone, from "Build complete!" on.
  public var testTimeLimit: Double = 60
  /// More environment for `swift test`, e.g. `WORKBOOK_LAB_SOURCES` to build a mutated copy.
  public var environment: [String: String?] = [:]
  /// A clang module cache shared by several build folders: the system modules are then compiled
  /// once, not once per folder (a mutant hunt's cold builds drop from 15 s to 7 s each).
  public var sharedModuleCache: URL?

  public init(packageRoot: URL, scratch: URL) {
    self.packageRoot = packageRoot
    self.scratch = scratch
  }

  public func run(_ lab: Lab, solutions: Bool, label: String) throws -> SuiteOutcome {
    let results = scratch.appendingPathComponent("results")
    try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    let xunit = results.appendingPathComponent("\(label).xml")
    let log = results.appendingPathComponent("\(label).log")
    TestReport.removeFiles(for: xunit)

    var arguments = ["swift", "test", "--scratch-path", scratch.path, "--xunit-output", xunit.path]
    if warningsAsErrors { arguments += ["-Xswiftc", "-warnings-as-errors"] }
    if let sharedModuleCache { arguments += ["-Xswiftc", "-module-cache-path", "-Xswiftc", sharedModuleCache.path] }
    let termination = try Subprocess.run(
      arguments, in: packageRoot,
      environment: environment.merging(["WORKBOOK_LABS": lab.module, "WORKBOOK_SOLUTIONS": solutions ? "1" : nil]) { $1 },
      output: log, timeLimit: timeLimit,
      after: .init(marker: "Build complete!", timeLimit: testTimeLimit), lineBuffered: true)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let console = ConsoleLog(text)

    if termination == .timedOut {
      return .timedOut(test: console.unfinishedTest, seconds: console.builtSuccessfully ? testTimeLimit : timeLimit)
    }
    if !console.builtSuccessfully {
      let errors = console.compilerErrors
      if !errors.isEmpty || termination != .exited(0) { return .doesNotCompile(errors) }
    }
    // A crash: the process died by a signal, or swift test says the tests did, or results are
    // missing (the XCTest half may have written its empty file before the Swift Testing half died).
    var tests = TestReport.read(xunit) ?? []
    if !FileManager.default.fileExists(atPath: xunit.path) {
      tests += console.xctestResults(target: lab.testTarget)
    }
    let died = console.reportedSignal != nil || termination != .exited(0) && termination != .exited(1)
    if died || tests.isEmpty && termination != .exited(0) {
      if case .signaled(let signal) = termination { return .crashed(test: console.unfinishedTest, signal: signal) }
      return .crashed(test: console.unfinishedTest, signal: console.reportedSignal)
    }
    return .ran(tests, issues: console.issuesByTest)
  }
}
