import Foundation

/// The tests of one lab in a build folder that is already built, run again, optionally with a
/// mutant switched on (`WORKBOOK_MUTANT`, see ``MutantSchemata``): no build, no package graph.
///
/// Where SwiftPM runs the test product itself (Linux and other non-Apple platforms), so does
/// this, as SwiftPM's `TestRunner.args(forTestAt:)` does outside macOS
/// (Sources/Commands/SwiftTestCommand.swift): the `.xctest` executable, with
/// `--testing-library swift-testing` for Swift Testing and with test specifiers for XCTest, and
/// the environment of `TestingSupport.constructTestEnvironment` (the product's folder on the
/// library path, `NO_COLOR`). It takes 0.03 s where `swift test --skip-build` takes 0.7 to 1.7 s
/// (it loads the package again, and evaluates the manifest again for a new environment). On
/// macOS SwiftPM runs the bundle through `xctest` or `swiftpm-testing-helper` with Xcode's
/// framework paths; this does the same (``XcodeTestTools``), and runs `swift test --skip-build`
/// where those tools cannot be found.
///
/// ```swift
/// let tests = TestBinary(build: build, builtWith: [lab])
/// let outcome = try tests.run(lab, mutant: "Lab11YourTests/sends-old-flag", label: "sends-old-flag")
/// ```
struct TestBinary: Sendable {
  let build: SuiteBuild
  /// The labs the build was made with: the manifest must see them again for `swift test --skip-build`.
  let builtWith: [Lab]
  private var packageRoot: URL { build.packageRoot }
  private var scratch: URL { build.scratch }
  private var timeLimit: Double { build.testTimeLimit }

  /// Runs `lab`'s tests with `mutant` (`<Module>/<slug>`) switched on.
  func run(_ lab: Lab, mutant: String?, label: String) throws -> SuiteOutcome {
    let ran = try execute(lab, mutant: mutant, label: label)
    return outcome(ran.termination, console: ConsoleLog(ran.console), events: ran.files.events, lab: lab)
  }

  /// Runs `lab`'s tests with `mutant` switched on, and returns how the run ended, what it printed
  /// and its files (the event stream), for a caller that reads them itself (``SuiteRunner`` after
  /// ``FastRebuild``, which reads them as it reads `swift test`). What it printed stays bytes, read
  /// once: a test printing 3,000,000 lines prints 100 MB, and each copy of it costs that again.
  func execute(_ lab: Lab, mutant: String?, label: String) throws -> (termination: Termination, console: Data, files: RunFiles) {
    let files = try build.runFiles(label)
    var environment = build.environment(for: builtWith).merging(SuiteRunner.testEnvironment) { $1 }
    environment[MutantSchemata.environmentKey] = mutant ?? ""
    environment["NO_COLOR"] = "1"
    let filter = Self.filter(for: lab, only: build.onlyTests)
    #if canImport(Darwin)
      // Trusted only when the tests did start: a runner that could not (a helper that changed,
      // a framework not found) must not read as a crash that "caught" a mutant.
      if let tools = XcodeTestTools.shared, let bundle = try? product() {
        let run = try runBundle(lab, bundle: bundle, tools: tools, filter: filter, environment: environment, files: files, label: label)
        if run.started {
          Self.explain("\(label): ran the test bundle directly: \(Self.describe(run.runners))")
          return (run.termination, run.console, files)
        }
        Self.explain(
          "\(label): fell back to swift test --skip-build: \(Self.describe(run.runners)) launched, and its tests never started")
      } else {
        Self.explain("\(label): fell back to swift test --skip-build: Xcode's test tools or the test bundle were not found")
      }
      let command =
        [
          "swift", "test", "--skip-build", "--scratch-path", scratch.path, "--filter", filter,
          "--event-stream-output-path", files.events.path,
        ] + (build.serialTests ? ["--no-parallel"] : [])
      let termination = try Subprocess.run(
        command, in: packageRoot, environment: environment, output: files.log, timeLimit: timeLimit, lineBuffered: true)
      return (termination, Self.read(files.log), files)
    #else
      let binary = try product()
      var runners: [(library: String, runner: String)] = []
      environment["LD_LIBRARY_PATH"] = [binary.deletingLastPathComponent().path, ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"]]
        .compactMap { $0 }.joined(separator: ":")
      let frameworks = Self.frameworks(in: build.suite(of: lab))
      var console = Data()
      var termination = Termination.exited(0)
      if frameworks.swiftTesting {
        let log = files.folder.appendingPathComponent("\(label)-swift-testing.log")
        // swift-testing's own entry point takes the event stream option SwiftPM forwards to it.
        termination = try Subprocess.run(
          [binary.path, "--testing-library", "swift-testing", "--filter", filter, "--event-stream-output-path", files.events.path]
            + swiftTestingOptions,
          // Not line-buffered: the event stream already says which test was running, and a test
          // printing 300,000 lines made 300,000 writes (4.7 s a run, against 0.6 s buffered).
          in: packageRoot, environment: environment, output: log, timeLimit: timeLimit,
          discardingStandardOutput: build.discardsPrintedOutput)
        console = Self.read(log)
        runners.append(("Swift Testing", binary.lastPathComponent))
      }
      if !frameworks.xctestClasses.isEmpty, termination == .exited(0) || termination == .exited(1) || termination == .exited(69) {
        let log = files.folder.appendingPathComponent("\(label)-xctest.log")
        let specifiers = frameworks.xctestClasses.map { "\(lab.testTarget).\($0)" }.joined(separator: ",")
        let xctest = try Subprocess.run(
          [binary.path, specifiers], in: packageRoot, environment: environment, output: log, timeLimit: timeLimit, lineBuffered: true)
        console.append(contentsOf: "\n".utf8)
        console.append(Self.read(log))
        runners.append(("XCTest", binary.lastPathComponent))
        if termination == .exited(0) || termination == .exited(69) || xctest != .exited(0) { termination = xctest }
      }
      Self.explain("\(label): ran the test binary directly: \(Self.describe(runners))")
      return (termination, console, files)
    #endif
  }

  /// What a re-run asks of swift-testing's entry point: one test at a time, the suite repeated,
  /// no report of its own.
  private var swiftTestingOptions: [String] {
    (build.serialTests ? ["--no-parallel"] : []) + (build.testRepetitions > 1 ? ["--repetitions", String(build.testRepetitions)] : [])
      + (build.quietReport ? ["--verbosity", String(Int.min)] : [])
  }

  /// The `--filter` of a run of `lab`'s tests: the whole suite (`^Lab11YourTestsTests\.`), or
  /// only the tests named (``SuiteBuild/onlyTests``), by ``TestResult/id``. Swift Testing matches
  /// it against each test's ID, source location included, and a nested suite's ID has `/` where
  /// the result has `.` (`Module.Outer/Inner/name()/File.swift:12:4` gives `Module.Outer.Inner`):
  /// each test is anchored at `/` or the end, and its suite's dots match either.
  ///
  /// ```swift
  /// TestBinary.filter(for: lab11, only: ["Lab11YourTestsTests.Task1LoadTests/load()"])
  /// // ^Lab11YourTestsTests[./]Task1LoadTests/load\(\)(?:/|$)
  /// ```
  static func filter(for lab: Lab, only tests: [String]?) -> String {
    guard let tests, !tests.isEmpty else { return "^\(lab.testTarget)\\." }
    return tests.map { id in
      let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
      let suite = parts[0].split(separator: ".").map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "[./]")
      let name = parts.count > 1 ? "/" + NSRegularExpression.escapedPattern(for: parts[1]) : ""
      return "^" + suite + name + "(?:/|$)"
    }.joined(separator: "|")
  }

  /// macOS: the bundle run as SwiftPM runs it (``XcodeTestTools``), Swift Testing then XCTest,
  /// as on Linux, without SwiftPM loading the package again for each mutant.
  private func runBundle(
    _ lab: Lab, bundle: URL, tools: XcodeTestTools, filter: String, environment: [String: String?], files: RunFiles,
    label: String
  ) throws -> (termination: Termination, console: Data, started: Bool, runners: [(library: String, runner: String)]) {
    let base = ProcessInfo.processInfo.environment
    let frameworks = Self.frameworks(in: build.suite(of: lab))
    var console = Data()
    var termination = Termination.exited(0)
    var runners: [(library: String, runner: String)] = []
    if frameworks.swiftTesting {
      let log = files.folder.appendingPathComponent("\(label)-swift-testing.log")
      let command = tools.swiftTestingCommand(
        bundle: bundle,
        arguments: ["--filter", filter, "--event-stream-output-path", files.events.path] + swiftTestingOptions)
      termination = try Subprocess.run(
        command, in: packageRoot, environment: environment.merging(tools.environment(base: base, xctest: false)) { $1 },
        output: log, timeLimit: timeLimit, discardingStandardOutput: build.discardsPrintedOutput)
      console = Self.read(log)
      runners.append(("Swift Testing", URL(fileURLWithPath: tools.testingHelper).lastPathComponent))
    }
    // Each runner launched must have started its tests: a suite mixing XCTest and Swift Testing
    // whose second half never loaded would otherwise lose that half without a word.
    var started = !frameworks.swiftTesting || EventStream(contentsOf: files.events).runStarted
    if !frameworks.xctestClasses.isEmpty, termination == .exited(0) || termination == .exited(1) || termination == .exited(69) {
      let log = files.folder.appendingPathComponent("\(label)-xctest.log")
      let command = tools.xctestCommand(bundle: bundle, specifiers: frameworks.xctestClasses.map { "\(lab.testTarget).\($0)" })
      let xctest = try Subprocess.run(
        command, in: packageRoot, environment: environment.merging(tools.environment(base: base, xctest: true)) { $1 },
        output: log, timeLimit: timeLimit, lineBuffered: true)
      let xctestConsole = Self.read(log)
      console.append(contentsOf: "\n".utf8)
      console.append(xctestConsole)
      started = started && xctestConsole.range(of: Data("Test Suite '".utf8)) != nil
      runners.append(("XCTest", URL(fileURLWithPath: tools.xctest).lastPathComponent))
      if termination == .exited(0) || termination == .exited(69) || xctest != .exited(0) { termination = xctest }
    }
    return (termination, console, started, runners)
  }

  /// What the run tells, read as ``SuiteRunner`` reads a `swift test` (``TestRunReading``). A
  /// mutant needs no pinning: any crash rejects it.
  private func outcome(_ termination: Termination, console: ConsoleLog, events: URL, lab: Lab) -> SuiteOutcome {
    let reading = TestRunReading(console: console, stream: EventStream(contentsOf: events), lab: lab)
    if termination == .timedOut {
      var hang = Hang(unfinished: reading.unfinished, seconds: timeLimit)
      hang.printedLines = console.lineCount
      return .timedOut(hang)
    }
    // 69 is swift-testing's EX_UNAVAILABLE: no test matched (a suite of XCTest only).
    if reading.died(termination, ended: [0, 1, 69]) { return .crashed(reading.crash(termination)) }
    return .ran(reading.results, issues: reading.issues)
  }

  /// The one test product in the build folder: `<scratch>/debug/<Package>PackageTests.xctest`.
  private func product() throws -> URL {
    let folder = scratch.appendingPathComponent("debug")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let name = names.filter({ $0.hasSuffix("PackageTests.xctest") }).sorted().first else {
      throw WorkbookError.environment("no test product in \(folder.path): the build before this run did not finish")
    }
    return folder.appendingPathComponent(name)
  }

  /// Which test libraries a suite uses, and its XCTest classes (XCTest filters by class).
  ///
  /// Every run asks, a hunt's seventy of them too: the imports are looked for in each file's bytes
  /// (Foundation's `String.contains` compares as `NSString` does, and took 1 ms a run in the debug
  /// build `./workbook` runs); only a file that imports XCTest is read as text.
  static func frameworks(in suite: URL) -> (swiftTesting: Bool, xctestClasses: [String]) {
    var swiftTesting = false
    var classes: [String] = []
    for file in Fingerprint.swiftFiles(in: suite) {
      guard let data = try? Data(contentsOf: file) else { continue }
      if data.range(of: Data("import Testing".utf8)) != nil { swiftTesting = true }
      guard data.range(of: Data("import XCTest".utf8)) != nil, let text = String(data: data, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") where line.contains(": XCTestCase") {
        guard let range = line.range(of: "class ") else { continue }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { classes.append(String(name)) }
      }
    }
    return (swiftTesting, classes)
  }

  /// Which library each runner launched ran: `Swift Testing by swiftpm-testing-helper, XCTest by
  /// xctest` on macOS, `XCTest by DIWorkbookPackageTests.xctest` on Linux (the binary itself).
  static func describe(_ runners: [(library: String, runner: String)]) -> String {
    guard !runners.isEmpty else { return "no runner (the suite imports neither Testing nor XCTest)" }
    return runners.map { "\($0.library) by \($0.runner)" }.joined(separator: ", ")
  }

  /// With `WORKBOOK_FAST_REBUILD=explain`, says on standard error how a run was started, and by
  /// which runner: the bundle or binary directly, or `swift test` after a runner that could not
  /// start (what a Mac's CI asserts never happens, BundleRunnerTests and XCTestLabTests):
  ///
  ///     test run: Lab92Fixture-again-1: ran the test binary directly: XCTest by DIWorkbookPackageTests.xctest
  static func explain(_ what: String) {
    if ProcessInfo.processInfo.environment["WORKBOOK_FAST_REBUILD"] == "explain" {
      FileHandle.standardError.write(Data("test run: \(what)\n".utf8))
    }
  }

  private static func read(_ log: URL) -> Data {
    (try? Data(contentsOf: log)) ?? Data()
  }
}
