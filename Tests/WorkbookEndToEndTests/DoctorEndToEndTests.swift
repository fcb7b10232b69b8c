import Foundation
import Testing

extension EndToEnd {
  /// `workbook doctor` on this machine: ready in the workbench (a clone with Swift and git), and
  /// each problem that can be made here: a copy without `.git` (a ZIP download), no `swift` on
  /// the PATH, no `git`. The decisions for what cannot be made here (macOS 14, the Command Line
  /// Tools, an old Xcode) are unit tests, `DoctorTests`.
  @Suite("doctor: is this laptop ready?")
  struct DoctorEndToEndTests {
    @Test("a ready machine: Lab 01 checked, one line to show the facilitator, exit 0")
    func readyMachine() async throws {
      let run = try await Workbench.clean().run("doctor")
      expect(
        run, exits: 0, showing: "✓ Swift 6.", "✓ a git clone", "✓ Lab 01 builds and its tests run: 0 of ",
        "ready: Swift 6.", ", Lab 01 checks in ")
      #expect(!run.shows("✗"), "no problem on a ready machine\n\(run.transcript)")
    }

    @Test("a copy without .git (a ZIP download): reset cannot work, clone it or use the bundle; exit 1")
    func zipDownload() async throws {
      let bench = try Workbench.clean()
      let copy = try zipLikeCopy(of: bench)
      let run = try await runBinary(bench, ["doctor", "--no-check"], in: copy)
      expect(
        run, exits: 1, showing: "✗ this copy has no .git folder", "git clone di-workbook.bundle di-workbook",
        "not ready: 1 problem, with what to do above")
    }

    @Test("no swift on the PATH: said with what to install, Lab 01 not built; exit 1")
    func noSwift() async throws {
      let bench = try Workbench.clean()
      let path = try folderOfTools(["git"], in: bench, named: "path-git-only")
      let run = try await bench.run("doctor", environment: ["PATH": path.path], timeLimit: .seconds(120))
      expect(
        run, exits: 1, showing: "✗ swift: not found on the PATH", "to do: install",
        "Lab 01 not checked: fix the developer tools above first",
        "not ready: 1 problem")
    }

    @Test("no git: said with what to install; exit 1")
    func noGit() async throws {
      let bench = try Workbench.clean()
      let path = try folderOfTools(["swift"], in: bench, named: "path-swift-only")
      let run = try await bench.run("doctor", "--no-check", environment: ["PATH": path.path], timeLimit: .seconds(120))
      expect(run, exits: 1, showing: "✗ git: not found", "install git", "not ready: 1 problem")
    }

    @Test("doctor --help: its usage and its option")
    func help() async throws {
      let run = try await Workbench.clean().run("doctor", "--help")
      expect(run, exits: 0, showing: "usage: swift run workbook doctor [--no-check]", "Exit 0 ready, 1 not ready")
    }

    // MARK: - Helpers

    /// What a ZIP download holds of the workbook, as far as the doctor reads it: the files, no `.git`.
    func zipLikeCopy(of bench: Workbench) throws -> URL {
      let copy = bench.outside.appendingPathComponent("zip-download")
      let manager = FileManager.default
      try? manager.removeItem(at: copy)
      for path in ["labs.json", "Package.swift", "Labs/Lab01NetworkingSeam", "Tests/Lab01NetworkingSeamTests"] {
        let target = copy.appendingPathComponent(path)
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: bench.url(path), to: target)
      }
      return copy
    }

    /// A folder holding links to these tools only, found on this machine's PATH: a PATH without the others.
    func folderOfTools(_ tools: [String], in bench: Workbench, named name: String) throws -> URL {
      let folder = bench.outside.appendingPathComponent(name)
      let manager = FileManager.default
      try? manager.removeItem(at: folder)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for tool in tools {
        let found = try Shell.run(["sh", "-c", "command -v \(tool)"], in: bench.root).trimmingCharacters(in: .whitespacesAndNewlines)
        try manager.createSymbolicLink(at: folder.appendingPathComponent(tool), withDestinationURL: URL(fileURLWithPath: found))
      }
      return folder
    }

    func runBinary(_ bench: Workbench, _ arguments: [String], in folder: URL) async throws -> WorkbookRun {
      var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("WORKBOOK_") }
      environment["PATH"] = environment["PATH"] ?? "/usr/bin:/bin"
      let log = bench.outside.appendingPathComponent("run-\(UUID().uuidString).txt")
      let running = try RunningWorkbook(binary: bench.binary, arguments: arguments, in: folder, environment: environment, log: log)
      return await running.finish(within: .seconds(120))
    }
  }
}
