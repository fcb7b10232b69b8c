import Foundation
import Testing

@testable import WorkbookCore

/// What a child program the tool starts receives: the folder it was asked to run in and every
/// variable the tool set, unchanged. On macOS a shell in between would drop `DYLD_*` (System
/// Integrity Protection), which is why the child is started directly (``Spawn``).
@Suite("Subprocess: a child starts in its folder, with the environment the tool built")
struct SubprocessTests {
  @Test func aChild_startsInTheFolderItIsGiven() throws {
    let (folder, log) = try makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }

    let end = try Subprocess.run(["pwd", "-P"], in: folder, output: log, timeLimit: 30)

    #expect(end == .exited(0))
    let resolved = folder.resolvingSymlinksInPath().path
    #expect(
      try String(contentsOf: log, encoding: .utf8) == "\(resolved)\n",
      "Expected the child to print the folder it was started in")
  }

  @Test func aChildWhosePrintsAreDiscarded_leavesItsStandardErrorInTheOutput_andNothingElse() throws {
    let (folder, log) = try makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }

    let end = try Subprocess.run(
      ["/bin/sh", "-c", "echo printed; echo 'Fatal error: boom' >&2"], in: folder, output: log, timeLimit: 30,
      discardingStandardOutput: true)

    #expect(end == .exited(0))
    #expect(try String(contentsOf: log, encoding: .utf8) == "Fatal error: boom\n")
  }

  @Test func aChild_receivesEveryVariableTheToolSets_unchanged_andLosesTheOnesItRemoves() throws {
    let (folder, log) = try makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let value = "a b;$HOME \"quoted\" 'single' \\ * ?"

    let end = try Subprocess.run(
      ["env"], in: folder,
      environment: ["DYLD_FRAMEWORK_PATH": "/frameworks", "WORKBOOK_SPAWN_PROBE": value, "HOME": nil],
      output: log, timeLimit: 30)

    #expect(end == .exited(0))
    let lines = Set(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init))
    #expect(lines.contains("DYLD_FRAMEWORK_PATH=/frameworks"))
    #expect(lines.contains("WORKBOOK_SPAWN_PROBE=\(value)"), "Expected the value byte for byte, no shell expansion")
    #expect(!lines.contains { $0.hasPrefix("HOME=") }, "Expected a variable set to nil to be removed")
  }

  @Test func aProgramThatDoesNotExist_endsAsAShellWouldSayIt_127_namedInTheOutput() throws {
    let (folder, log) = try makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }

    let end = try Subprocess.run(["workbook-no-such-program"], in: folder, output: log, timeLimit: 30)

    #expect(end == .exited(127))
    #expect(try String(contentsOf: log, encoding: .utf8).contains("could not start workbook-no-such-program"))
  }

  @Test func aFileThatCannotBeRun_endsAsAShellWouldSayIt_126() throws {
    let (folder, log) = try makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notExecutable = folder.appendingPathComponent("tool")
    _ = FileManager.default.createFile(
      atPath: notExecutable.path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o644])

    let end = try Subprocess.run([notExecutable.path], in: folder, output: log, timeLimit: 30)

    #expect(end == .exited(126))
  }

  @Test func onThisSystem_aChildIsStartedWithoutAShell() {
    #if os(macOS)
      #expect(Spawn.canSetDirectory)
    #else
      // glibc 2.29 (2019) and later: every Linux a Swift 6 toolchain supports.
      #expect(Spawn.canSetDirectory, "Expected glibc's posix_spawn_file_actions_addchdir_np to be found")
    #endif
  }

  private func makeScratch() throws -> (folder: URL, log: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-spawn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, folder.appendingPathComponent("out.log"))
  }
}
