import Foundation

/// Builds and runs one lab's suite with `swift test`, in a package tree of its own choosing, and
/// tells what happened: results, a compile failure, or a crash or hang with the test that caused it.
///
/// The package is narrowed to the one lab (`WORKBOOK_LABS`), so another lab that does not compile
/// cannot block this verdict, and a crash ends only this lab's run. Swift Testing's results come
/// from its event stream; XCTest's from its console lines (its only record without `--parallel`).
/// When the test process dies or hangs, a serialized re-run of the tests that were in flight
/// (`--skip-build --no-parallel`, about half a second) pins the one test responsible.
///
/// ```swift
/// let build = SuiteBuild(packageRoot: root, scratch: root.appendingPathComponent(Layout.checkBuild))
/// let run = try SuiteRunner(build: build).execute(lab, label: lab.module)
/// ```
struct SuiteRunner: Sendable {
  let build: SuiteBuild
  /// The whole run, build included.
  var timeLimit: Double = 900
  /// The serialized re-run that pins a crash or a hang stops after this many seconds, planning
  /// included (about half a second; the tests before a hanging one take milliseconds).
  var pinTimeLimit: Double = 4

  init(build: SuiteBuild) {
    self.build = build
  }

  func execute(_ lab: Lab, label: String) throws -> SuiteRun {
    let fast = FastRebuild(build: build)
    if let built = try fast.rebuild(lab) { return try run(lab, label: label, after: built) }
    let before = fast.snapshot(of: lab)
    fast.forgetRecord()
    let files = try build.runFiles(label)
    var arguments = ["swift", "test", "--scratch-path", build.scratch.path]
    arguments += build.buildFlags
    let termination = try swiftTest(arguments, lab: lab, files: files, timeLimit: timeLimit)
    let console = ConsoleLog(FileManager.default.contents(atPath: files.log.path) ?? Data())
    let stream = EventStream(contentsOf: files.events)
    if console.builtSuccessfully { fast.record(lab, before: before) }
    let outcome = try interpret(termination, console: console, stream: stream, lab: lab, files: files)
    return SuiteRun(outcome: outcome, warnings: console.compilerWarnings, log: files.log, printedLines: console.lineCount)
  }

  /// The run after ``FastRebuild`` built the lab (or found it does not compile): the test product
  /// runs as ``TestBinary`` runs it, and what it printed is read as a `swift test` is, pinning
  /// included, behind the compiler's console as SwiftPM would have printed it.
  private func run(_ lab: Lab, label: String, after built: FastRebuild.Built) throws -> SuiteRun {
    let files = try build.runFiles(label)
    switch built {
    case .doesNotCompile(let compiler):
      try Data(compiler.utf8).write(to: files.log)
      let console = ConsoleLog(compiler)
      return SuiteRun(outcome: .doesNotCompile(console.compilerErrors), warnings: console.compilerWarnings, log: files.log)
    case .built(let compiler):
      let ran = try TestBinary(build: build, builtWith: [lab]).execute(lab, mutant: nil, label: label)
      // The log is the compiler's console, then what the tests printed, appended as it is: a
      // flood of output is written once more, never joined into a second copy in memory.
      let header = compiler + "Build complete! (the lab's module and the test product, as SwiftPM last built them)\n"
      try Data(header.utf8).write(to: files.log)
      let log = try FileHandle(forWritingTo: files.log)
      defer { try? log.close() }
      try log.seekToEnd()
      try log.write(contentsOf: ran.console)
      let printed = ConsoleLog(ran.console)
      let console = ConsoleLog(ConsoleLog(header), then: printed)
      // swift-testing's entry point ends with 69 (EX_UNAVAILABLE) when no test matched: `swift
      // test` reads that as a run, and so does this.
      let termination = ran.termination == .exited(69) ? .exited(0) : ran.termination
      let outcome = try interpret(
        termination, console: console, stream: EventStream(contentsOf: ran.files.events), lab: lab, files: ran.files)
      return SuiteRun(outcome: outcome, warnings: console.compilerWarnings, log: files.log, printedLines: printed.lineCount)
    }
  }

  private func interpret(
    _ termination: Termination, console: ConsoleLog, stream: EventStream, lab: Lab, files: RunFiles
  ) throws -> SuiteOutcome {
    let reading = TestRunReading(console: console, stream: stream, lab: lab)
    if termination == .timedOut {
      guard console.builtSuccessfully else {
        return .timedOut(Hang(unfinished: [], seconds: timeLimit))
      }
      var hang = Hang(unfinished: reading.unfinished, seconds: build.testTimeLimit)
      hang.printedLines = console.lineCount
      if !stream.unfinished.isEmpty {
        let pin = try pinRun(stream.unfinished, in: stream, lab: lab, files: files, limit: pinTimeLimit)
        if pin.termination == .timedOut, let last = pin.stream.unfinished.last { hang.pinned = pin.stream.tests[last]?.name }
      }
      return .timedOut(hang)
    }
    if !console.builtSuccessfully {
      let errors = console.compilerErrors
      if !errors.isEmpty || termination != .exited(0) { return .doesNotCompile(errors) }
    }
    if let unavailable = console.testFrameworkUnavailable { return .doesNotCompile([unavailable]) }
    guard reading.died(termination) else {
      return .ran(reading.results, issues: reading.issues)
    }
    var crash = reading.crash(termination)
    if !crash.pinned, !stream.unfinished.isEmpty {
      let pin = try pinRun(stream.unfinished, in: stream, lab: lab, files: files, limit: pinTimeLimit)
      let pinDied = pin.stream.runStarted && !pin.stream.runEnded || pin.console.reportedSignal != nil
      if pinDied, let last = pin.stream.unfinished.last, let name = pin.stream.tests[last]?.name {
        crash.test = name
        crash.pinned = true
        crash.trap = pin.console.trap ?? crash.trap
      }
    }
    return .crashed(crash)
  }

  /// Runs the given tests again, one at a time, on the build just made: the last test that
  /// started and did not end is then the one that crashed or hung, not a guess.
  private func pinRun(
    _ ids: [String], in stream: EventStream, lab: Lab, files: RunFiles, limit: Double
  ) throws -> (termination: Termination, stream: EventStream, console: ConsoleLog) {
    let pinFiles = try RunFiles(folder: files.folder, label: files.label + "-pin")
    // Swift Testing matches `--filter` against the ID with its source location
    // (`Module.Suite/name()/File.swift:12:4`): anchor each test at `/` or the end.
    let filter = ids.compactMap { stream.tests[$0]?.filterKey }
      .map { "^" + NSRegularExpression.escapedPattern(for: $0) + "(?:/|$)" }
      .joined(separator: "|")
    let arguments = ["swift", "test", "--scratch-path", build.scratch.path, "--skip-build", "--no-parallel", "--filter", filter]
    #if canImport(Darwin)
      // On macOS `--filter` first makes SwiftPM list the XCTest tests through a helper
      // (TestingSupport.getTestSuites, called from SwiftTestCommand.xctestArgs, swift-6.0-RELEASE
      // Sources/Commands/SwiftTestCommand.swift:376): planning the 4 s would not cover. There the
      // limit starts when a test run starts (swift-testing's "Test run started", XCTest's
      // "Test Suite '...' started"), and the suite's own limit covers the planning.
      let termination = try swiftTest(
        arguments, lab: lab, files: pinFiles, timeLimit: build.testTimeLimit,
        after: .init(marker: " started", timeLimit: limit))
    #else
      // `--skip-build` prints no "Build complete!", so the limit covers the whole re-run.
      let termination = try swiftTest(arguments, lab: lab, files: pinFiles, timeLimit: limit)
    #endif
    return (
      termination, EventStream(contentsOf: pinFiles.events),
      ConsoleLog(FileManager.default.contents(atPath: pinFiles.log.path) ?? Data())
    )
  }

  private func swiftTest(
    _ arguments: [String], lab: Lab, files: RunFiles, timeLimit: Double, after stage: Subprocess.Stage? = nil
  ) throws -> Termination {
    try Subprocess.run(
      arguments + ["--event-stream-output-path", files.events.path], in: build.packageRoot,
      environment: build.environment(for: [lab]).merging(Self.testEnvironment) { $1 },
      output: files.log, timeLimit: timeLimit,
      after: stage ?? .init(marker: "Build complete!", timeLimit: build.testTimeLimit),
      // Line-buffered only for XCTest, whose console is the one record of which case hung; Swift
      // Testing's event stream says it, and a test that prints a lot is not slowed to a crawl.
      lineBuffered: !TestBinary.frameworks(in: build.suite(of: lab)).xctestClasses.isEmpty)
  }

  /// What every test run of the tool runs with, `swift test` or the test binary.
  static let testEnvironment: [String: String?] = [
    // swift-testing prints SF Symbols glyphs instead of ◇ ✘ ↳ when SF Pro is installed (Sources/
    // Testing/Events/Recorder/Event.Symbol.swift, swiftlang/swift-testing); logs stay readable.
    "SWT_SF_SYMBOLS_ENABLED": "0",
    // The runtime's backtracer can stall for many seconds when two threads trap at once, and
    // its frames are not needed: the runtime's own trap line is printed before it runs.
    "SWIFT_BACKTRACE": "enable=no",
  ]
}
