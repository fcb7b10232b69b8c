import Foundation

/// One build folder and what its build is told: which package, whose code (the learner's, the
/// solutions, or a copy with a mutant in), and how strictly. Every run and re-run of the tool
/// names one, and the manifest's inputs are decided here from it (``environment(for:)``).
///
/// ```swift
/// let build = SuiteBuild(packageRoot: catalog.root, scratch: catalog.url(Layout.checkBuild))
/// let run = try Toolchain().run(lab, in: build, label: lab.module)
/// ```
public struct SuiteBuild: Sendable, Equatable {
  /// The workbook tree the build reads (`Package.swift`, `labs.json`, the labs' folders).
  public var packageRoot: URL
  /// SwiftPM's `--scratch-path`: what this build made, and each run's log and event stream.
  public var scratch: URL
  /// Build the reference copies (`Solutions/`) instead of the learner's (`Labs/`).
  public var solutions = false
  /// A folder, relative to the package, whose sources replace the lab's code: a copy with
  /// mutants switched in, or one mutant's copy built apart.
  public var labSources: String?
  /// Verify holds the references to "no warnings"; a learner's check does not.
  public var warningsAsErrors = false
  /// A clang module cache shared by several build folders: the system modules are then compiled
  /// once, not once per folder (a mutant hunt's cold builds drop from 15 s to 7 s each).
  public var sharedModuleCache: URL?
  /// How long the tests may run, from "Build complete!" on (the build itself has its own limit).
  public var testTimeLimit: Double = 60
  /// A re-run of the built tests one at a time (`--no-parallel`, which swift-testing's entry point
  /// and `swift test` both take: measured with Swift 6.3.1, six tests that overlap when parallel ran
  /// one at a time with it, through the test product and through `swift test --skip-build`), to
  /// tell a test that depends on parallel runs from one that fails.
  public var serialTests = false
  /// A re-run of the built Swift Testing tests that runs the whole suite this many times in one
  /// process (swift-testing's `--repetitions`): a race that loses one iteration in twenty shows
  /// for the cost of iterations, not of processes (measured, Lab 03 with its registry as a
  /// `nonisolated(unsafe) static var`: 0 crashes in 20 single runs, 8 of 8 runs of 40 iterations
  /// crashed, in 0.06 to 0.42 s). XCTest runs once, and so does a macOS re-run through
  /// `swift test --skip-build` (where Xcode's test tools were not found).
  public var testRepetitions = 1
  /// A re-run of the built Swift Testing tests whose standard output (the tests' own prints) goes
  /// to `/dev/null`: a test that printed 300,000 lines writes them again at the cost of a file
  /// (half as much again as the binary's run to `/dev/null`), and nothing reads them. Standard
  /// error stays: the runtime's trap line and swift-testing's own lines are there, and the event
  /// stream has the results. XCTest's results are its console: its runs keep both.
  public var discardsPrintedOutput = false
  /// A re-run of the built Swift Testing tests that prints no report of its own (swift-testing's
  /// `--verbosity` at `Int.min`, "no messages at all" since Swift 6.0: Sources/Testing/Events/
  /// Recorder/Event.HumanReadableOutputRecorder.swift, swiftlang/swift-testing). The event stream
  /// still has every result and issue, and the console still has the runtime's trap line and the
  /// tests' own prints: what a re-run is read for (``TestRunReading``). A bug hunt's runs set it:
  /// a report nobody reads cost each run a fifth of its CPU (measured, Swift 6.3.1, Lab 11's
  /// reference tests on a mutant: 55 ms with it, 44 without), and the tool's reading of it more.
  public var quietReport = false
  /// A re-run of only these tests (``TestResult/id``, `Module.Suite/name(arg:)`), for a run that
  /// asks again what they did: a mutant's catch is confirmed by the tests that caught it, without
  /// the rest of the suite (17 ms where the whole suite took 40, Lab 11). `nil` runs every test
  /// of the lab. Swift Testing's only: XCTest's classes still run whole.
  public var onlyTests: [String]?
  /// Whether a run may take ``FastRebuild``'s path after a body edit (the learner's check, in its
  /// own build folder): replay the lab's compile and the link as SwiftPM last ran them here.
  public var replaysRecordedBuild = false
  /// Link with `lld` where the toolchain has it (``Linker``): the tool's own check and hunt
  /// folders, which link after every edit. A change of linker makes SwiftPM plan the build again,
  /// so the fast rebuild's next check goes through `swift test`.
  public var linksWithLLD = false

  /// The flags every `swift build` and `swift test` of this folder takes.
  var buildFlags: [String] {
    var flags: [String] = []
    if warningsAsErrors { flags += ["-Xswiftc", "-warnings-as-errors"] }
    if let sharedModuleCache { flags += ["-Xswiftc", "-module-cache-path", "-Xswiftc", sharedModuleCache.path] }
    if linksWithLLD, Linker.lldBesideSwift { flags += Linker.lldArguments }
    return flags
  }

  public init(packageRoot: URL, scratch: URL) {
    self.packageRoot = packageRoot
    self.scratch = scratch
  }

  /// The manifest's inputs for a build of `labs` (`Package.swift` reads them): only those labs,
  /// from `Labs/` or `Solutions/`, or from ``labSources``.
  public func environment(for labs: [Lab]) -> [String: String?] {
    [
      "WORKBOOK_LABS": labs.map(\.module).joined(separator: ","),
      "WORKBOOK_SOLUTIONS": solutions ? "1" : nil,
      "WORKBOOK_LAB_SOURCES": labSources,
    ]
  }

  /// Whether anything was built here yet. After a build SwiftPM links `<scratch>/debug` to the
  /// platform's folder (`x86_64-unknown-linux-gnu/debug`, `arm64-apple-macosx/debug`), on every
  /// platform: the "backwards-compatibility symlink" of swiftlang/swift-package-manager's
  /// Sources/Build/BuildOperation.swift.
  var hasBuilt: Bool {
    FileManager.default.fileExists(atPath: scratch.appendingPathComponent("debug").path)
  }

  /// Where this build's copy of `lab`'s suite is (what a re-run reads to find its test classes).
  func suite(of lab: Lab) -> URL {
    packageRoot.appendingPathComponent(Layout.suiteFolder(of: lab, solutions: solutions))
  }

  /// Each run's console log and event stream, apart from every other run's.
  func runFiles(_ label: String) throws -> RunFiles {
    try RunFiles(in: scratch, label: label)
  }
}
