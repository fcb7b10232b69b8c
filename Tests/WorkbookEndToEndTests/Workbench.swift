import Foundation

/// A scratch workbook, laid out as a fresh clone has it, for driving the built `workbook` binary.
///
/// It holds the repository's tracked files with Lab 01 as the only real lab, plus the fixture labs
/// of `Tests/Fixtures/` it is made with (Lab 90, a one-test lab; Lab 91, a lab whose tests the
/// learner writes; in ``xctest``, Lab 92, a lab whose suite is XCTest), committed to a git history of its own as a clone's starter. Each test puts it back to that
/// state (`restore()`), changes the files it needs, and runs the binary on it.
///
/// ```swift
/// let bench = try Workbench.shared.get()
/// try bench.restore()
/// try bench.write("public func answer() async -> Int { 42 }", to: "Labs/Lab90Fixture/Answer.swift")
/// let run = try await bench.run("check", "90")
/// ```
///
/// Every check builds Swift in the scratch copy, so the suites share this one workbench (its build
/// folder stays warm) and run one test at a time (`EndToEnd` is `.serialized`).
final class Workbench: Sendable {
  /// The scratch workbook of this test run most suites share, in the repository's `.build/e2e/` (git-ignored;
  /// its own `.build` is kept from one test run to the next, so a second run builds less).
  static let shared = Result { try Workbench(folder: "workbook", catalog: "labs.json") }

  /// A second scratch workbook whose one fixture lab is Lab 92, whose suite is XCTest (as the
  /// real Lab 08's is): the XCTest half of the tool's test runs. Apart from the shared one, so
  /// that the shared workbook's lab counts, overview and whole-workbook checks stay as the other
  /// suites expect them.
  static let xctest = Result { try Workbench(folder: "workbook-xctest", catalog: "labs-xctest.json") }

  /// The repository these tests belong to: three levels above this file.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The scratch workbook's folder: what the binary runs in.
  let root: URL
  /// A folder outside the workbook, for files a test hands the tool (reports) and run logs.
  let outside: URL
  /// The `workbook` binary under test.
  let binary: URL

  /// The catalogue in `Tests/Fixtures/` of the fixture labs this workbook holds: `labs.json`
  /// (Labs 90 and 91, which the tool's unit tests read too) or `labs-xctest.json` (Lab 92).
  let catalog: String

  init(folder: String, catalog: String) throws {
    self.catalog = catalog
    guard let path = ProcessInfo.processInfo.environment["WORKBOOK_BIN"], !path.isEmpty else {
      throw Shell.Failure(
        description: """
          WORKBOOK_BIN is not set: these tests drive the built workbook binary. Build it, then point at it:
            WORKBOOK_TOOL_TESTS=1 swift build --product workbook
            WORKBOOK_TOOL_TESTS=1 WORKBOOK_BIN="$(WORKBOOK_TOOL_TESTS=1 swift build --show-bin-path)/workbook" \
          swift test --filter WorkbookEndToEndTests
          (.ci/run does both.)
          """)
    }
    binary = URL(fileURLWithPath: path)
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw Shell.Failure(description: "WORKBOOK_BIN=\(path) is not an executable: build it with swift build --product workbook")
    }
    let scratch = Self.repository.appendingPathComponent(".build/e2e")
    root = scratch.appendingPathComponent(folder)
    outside = scratch.appendingPathComponent(folder + "-outside")
    try makeClone()
  }

  // MARK: - The clone

  /// Lays out the scratch workbook afresh (keeping only its build folder) and commits it.
  private func makeClone() throws {
    let manager = FileManager.default
    try? manager.removeItem(at: outside)
    try manager.createDirectory(at: outside, withIntermediateDirectories: true)
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    for item in try manager.contentsOfDirectory(atPath: root.path) where item != ".build" {
      try manager.removeItem(at: root.appendingPathComponent(item))
    }
    let repository = Self.repository
    let tracked = try Shell.run(["git", "ls-files", "-z"], in: repository).split(separator: "\0").map(String.init)
    for path in tracked where Self.belongsInClone(path) {
      let source = repository.appendingPathComponent(path)
      guard manager.fileExists(atPath: source.path) else { continue }
      try copy(source, to: path)
    }
    let fixtures = repository.appendingPathComponent("Tests/Fixtures")
    let catalog = try fixtureCatalogs(in: fixtures)
    // The files of the fixture labs left out (their folders, and a chapter no lab kept names).
    let left = catalog.left.compactMap { $0["module"] as? String }
    let leftChapters = Set(catalog.left.compactMap { $0["chapter"] as? String })
      .subtracting(catalog.kept.compactMap { $0["chapter"] as? String })
    for path in try Self.files(below: fixtures) where !path.hasSuffix(".json") && path != "README.md" {
      guard !left.contains(where: path.contains), !leftChapters.contains(path) else { continue }
      try copy(fixtures.appendingPathComponent(path), to: path)
    }
    try writeCatalog(fixtures: catalog.kept)
    try git("init", "-q")
    try git("add", "-A")
    try git("-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-qm", "starter")
    // As in a learner's clone: `origin/HEAD` marks the starters, so work the learner commits
    // still differs from them.
    try git("update-ref", "refs/remotes/origin/HEAD", "HEAD")
  }

  /// Lab 01 is the one real lab kept (quick to build; the tests break it at will); the tool's
  /// own tests and fixtures stay out, as every other lab's folders do.
  private static func belongsInClone(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard let top = parts.first, ["Labs", "Solutions", "Tests", "Mutants", "Given"].contains(top) else { return true }
    return parts.count > 1 && parts[1].hasPrefix("Lab01NetworkingSeam")
  }

  /// The fixture labs this workbook holds (its ``catalog``), and those the other catalogues list.
  private func fixtureCatalogs(in fixtures: URL) throws -> (kept: [[String: Any]], left: [[String: Any]]) {
    var kept: [[String: Any]] = []
    var left: [[String: Any]] = []
    for file in ["labs.json", "labs-xctest.json"] {
      let data = try Data(contentsOf: fixtures.appendingPathComponent(file))
      guard let labs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
        throw Shell.Failure(description: "Tests/Fixtures/\(file) is not a list of labs")
      }
      if file == catalog { kept = labs } else { left += labs }
    }
    return (kept, left)
  }

  /// The clone's `labs.json`: the repository's Lab 01 entry, then the fixture labs it holds.
  private func writeCatalog(fixtures: [[String: Any]]) throws {
    let real = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.repository.appendingPathComponent("labs.json")))
    guard let real = real as? [[String: Any]] else {
      throw Shell.Failure(description: "labs.json is not a list of labs")
    }
    let labs = real.filter { $0["number"] as? Int == 1 } + fixtures
    try JSONSerialization.data(withJSONObject: labs, options: [.prettyPrinted, .sortedKeys]).write(to: url("labs.json"))
  }

  private func copy(_ source: URL, to path: String) throws {
    let target = url(path)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: target)
  }

  /// Every file below `folder`, as paths relative to it.
  static func files(below folder: URL) throws -> [String] {
    let base = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
    }.sorted()
  }

  /// Puts the workbook back to the clone's starter: every tracked file as the starter commit has
  /// it (a test may have committed on top), nothing untracked (no `.workbook/` progress or
  /// backups), the build folder kept warm.
  func restore() throws {
    try git("reset", "-q", "--hard", "refs/remotes/origin/HEAD")
    try git("clean", "-q", "-fdx", "-e", ".build")
  }

  // MARK: - Files

  func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// Writes `text` (and a final newline) to `path` in the workbook, replacing what was there.
  func write(_ text: String, to path: String) throws {
    let file = url(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((text.hasSuffix("\n") ? text : text + "\n").utf8).write(to: file)
  }

  func append(_ text: String, to path: String) throws {
    try write(try read(path) + text, to: path)
  }

  func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }

  /// Copies `source` (a path in the workbook) over `path`.
  func copy(_ source: String, over path: String) throws {
    try write(read(source), to: path)
  }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: url(path))
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    try Shell.run(["git"] + arguments, in: root)
  }

  // MARK: - Running the binary

  /// Runs `workbook <arguments>` in the workbook to its end: standard input closed, `environment`
  /// added, stopped (and the test failed) after `timeLimit`.
  func run(_ arguments: String..., environment: [String: String] = [:], timeLimit: Duration = .seconds(600)) async throws
    -> WorkbookRun
  {
    try await run(arguments, environment: environment, timeLimit: timeLimit)
  }

  func run(_ arguments: [String], environment: [String: String] = [:], timeLimit: Duration = .seconds(600)) async throws
    -> WorkbookRun
  {
    try await start(arguments, environment: environment).finish(within: timeLimit)
  }

  /// Starts `workbook <arguments>` and returns at once, for a command that runs until stopped (`watch`).
  func start(_ arguments: String..., environment: [String: String] = [:]) throws -> RunningWorkbook {
    try start(arguments, environment: environment)
  }

  /// `folder`: where the learner runs it, relative to the workbook (its root by default).
  func start(_ arguments: [String], environment: [String: String], in folder: String? = nil) throws -> RunningWorkbook {
    // The test run's own WORKBOOK_* settings (WORKBOOK_TOOL_TESTS, WORKBOOK_BIN) are not the learner's.
    var inherited = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("WORKBOOK_") }
    inherited.merge(environment) { $1 }
    let log = outside.appendingPathComponent("run-\(UUID().uuidString).txt")
    let directory = folder.map(url) ?? root
    return try RunningWorkbook(binary: binary, arguments: arguments, in: directory, environment: inherited, log: log)
  }
}
