import Foundation
import Testing

@testable import WorkbookCore

/// When the module's compile may run the driver's frontend jobs without the driver: recorded only
/// from a driver run that compiled exactly the files that changed and ended well, used only for the
/// same command, the same files and the same programs; and, run, written to the log as the driver
/// writes it, so that the console and the link's start read the same. The jobs here are `/bin/sh`
/// scripts standing for `swift-frontend`.
@Suite("DirectCompile: the driver's frontend jobs, recorded and run without it")
struct DirectCompileTests {
  static let edited = "/w/Labs/Lab01/UserAPI.swift"
  static let other = "/w/Labs/Lab01/Other.swift"
  static let command = ["/usr/bin/swiftc", "-module-name", "Lab01", "-incremental", "-parseable-output", other, edited]

  /// One `began` message of the driver's, its job a shell script.
  static func began(_ name: String, pid: Int, script: String = "exit 0", inputs: [String] = [], outputs: [[String: String]] = [])
    -> [String: Any]
  {
    [
      "kind": "began", "name": name, "pid": pid, "inputs": inputs, "outputs": outputs, "command_executable": "/bin/sh",
      "command_arguments": ["-c", script],
    ]
  }

  static func finished(_ name: String, pid: Int, status: Int = 0) -> [String: Any] {
    ["kind": "finished", "name": name, "pid": pid, "exit-status": status, "output": ""]
  }

  /// A driver run after a body edit of `edited`: its compile and the interface side by side, then the wrap.
  static var driverRun: [[String: Any]] {
    [
      began("compile", pid: 11, inputs: [edited]), began("emit-module", pid: 12), finished("emit-module", pid: 12),
      finished("compile", pid: 11), began("module-wrap", pid: 13), finished("module-wrap", pid: 13),
      ["kind": "skipped", "name": "compile", "inputs": [other]],
    ]
  }

  static func recorded(_ messages: [[String: Any]] = driverRun, command: [String] = command, changed: [String] = [edited])
    -> DirectCompile?
  {
    DirectCompile(driverLog: DriverOutputTests.messages(messages), command: command, changed: changed)
  }

  // MARK: - Recorded

  @Test func aDriverRunThatCompiledExactlyTheChangedFile_isRecorded_itsJobsInTheOrderTheyBegan() throws {
    let jobs = try #require(Self.recorded(), "Expected a run that compiled only the changed file to be recorded")

    #expect(jobs.jobs.map(\.name) == ["compile", "emit-module", "module-wrap"])
    #expect(jobs.jobs[0].arguments == ["/bin/sh", "-c", "exit 0"], "the program, then its arguments")
    #expect(jobs.whyNot(command: Self.command, changed: [Self.edited]) == nil, "the same command and file: replayed")
  }

  @Test func aRunThatCompiledMoreThanTheChangedFiles_isNotRecorded() {
    var run = Self.driverRun
    run.insert(Self.began("compile", pid: 14, inputs: [Self.other]), at: 1)
    run.insert(Self.finished("compile", pid: 14), at: 2)
    #expect(Self.recorded(run) == nil, "the driver found a dependent to compile: the set is not the changed one")
    #expect(Self.recorded(changed: [Self.edited, Self.other]) == nil, "a changed file the driver did not compile")
  }

  @Test func aRunWithAJobThatFailed_orWasKilled_orAnotherKindOfJob_isNotRecorded() {
    var failed = Self.driverRun
    failed[3] = Self.finished("compile", pid: 11, status: 1)
    #expect(Self.recorded(failed) == nil)
    var killed = Self.driverRun
    killed[3] = ["kind": "signalled", "name": "compile", "pid": 11, "signal": 9]
    #expect(Self.recorded(killed) == nil)
    var merge = Self.driverRun
    merge[1] = Self.began("merge-module", pid: 12)
    #expect(Self.recorded(merge) == nil, "only compile, emit-module and module-wrap are known")
    let unfinished = Array(Self.driverRun.prefix(5))
    #expect(Self.recorded(unfinished) == nil, "a job that began and never ended")
  }

  @Test func theWrapBegunBeforeTheCompilesEnded_isNotRecorded() {
    let early: [[String: Any]] = [
      Self.began("compile", pid: 11, inputs: [Self.edited]), Self.began("emit-module", pid: 12), Self.began("module-wrap", pid: 13),
      Self.finished("emit-module", pid: 12), Self.finished("compile", pid: 11), Self.finished("module-wrap", pid: 13),
    ]
    #expect(Self.recorded(early) == nil, "the jobs would not be run in the order the driver ran them")
  }

  @Test func aLineTheDriverPrintedItself_isNotRecorded() {
    let data = Data("warning: next compile won't be incremental\n".utf8) + DriverOutputTests.messages(Self.driverRun)
    #expect(DirectCompile(driverLog: data, command: Self.command, changed: [Self.edited]) == nil)
  }

  @Test func aCommandThatHashesContents_orJobsThatReadTheDriversTemporaryFiles_areNotRecorded() {
    #expect(
      Self.recorded(command: Self.command + ["-enable-incremental-file-hashing"]) == nil,
      "the driver would skip a file whose content is the recorded one, whatever this run compiled")
    var list = Self.driverRun
    list[0] = Self.began("compile", pid: 11, script: "-filelist", inputs: [Self.edited])
    #expect(Self.recorded(list) == nil)
    var map = Self.driverRun
    map[1] = Self.began("emit-module", pid: 12, script: "/tmp/TemporaryDirectory.x1/supplementaryOutputs-1")
    #expect(Self.recorded(map) == nil)
  }

  // MARK: - Used

  @Test func anotherCommand_anotherFile_orAnotherProgram_runsTheDriver() throws {
    let jobs = try #require(Self.recorded())

    #expect(jobs.whyNot(command: Self.command + ["-DNEW"], changed: [Self.edited]) != nil)
    #expect(jobs.whyNot(command: Self.command, changed: [Self.other]) != nil)
    #expect(jobs.whyNot(command: Self.command, changed: [Self.edited, Self.other]) != nil)
    var updated = jobs
    updated.programs["/bin/sh"]?.modified += 1
    #expect(
      updated.whyNot(command: Self.command, changed: [Self.edited])?.contains("toolchain") == true,
      "a program rewritten in place is not the recorded one")
  }

  // MARK: - Run

  @Test func theJobsRun_andTheirLogReadsAsTheDrivers() throws {
    let folder = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let object = folder.appendingPathComponent("UserAPI.swift.o").path
    let wrapped = folder.appendingPathComponent("Lab01.o").path
    let warning = "\(Self.edited):3:9: warning: variable 'x' was never used"
    let jobs = try #require(
      Self.recorded([
        Self.began("compile", pid: 11, script: "echo \"\(warning)\" >&2; touch \(object)", inputs: [Self.edited]),
        Self.began("emit-module", pid: 12), Self.finished("compile", pid: 11), Self.finished("emit-module", pid: 12),
        Self.began("module-wrap", pid: 13, script: "touch \(wrapped)"), Self.finished("module-wrap", pid: 13),
      ]))
    let log = folder.appendingPathComponent("compile.log")

    let ended = try jobs.run(in: folder, environment: [:], log: log, timeLimit: 30)

    #expect(ended == .exited(0))
    let data = try Data(contentsOf: log)
    #expect(DriverOutput(data, module: "Lab01").console == "Compiling Lab01 UserAPI.swift\n\(warning)\n")
    let progress = DriverProgress(data)
    #expect(progress.compilesEnded && progress.nothingBeganAfterCompiles, "the link may start once the wrap began")
    #expect(FileManager.default.fileExists(atPath: object) && FileManager.default.fileExists(atPath: wrapped))
  }

  @Test func theDriversJobCount_isKept_aJobStartsWhenAnotherEnded() throws {
    let folder = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let done = folder.appendingPathComponent("compile.done").path
    let jobs = try #require(
      Self.recorded(
        [
          Self.began("compile", pid: 11, script: "touch \(done)", inputs: [Self.edited]),
          Self.began("emit-module", pid: 12, script: "test -e \(done)"), Self.finished("compile", pid: 11),
          Self.finished("emit-module", pid: 12),
        ], command: Self.command + ["-j1"]))

    let ended = try jobs.run(in: folder, environment: [:], log: folder.appendingPathComponent("compile.log"), timeLimit: 30)

    #expect(ended == .exited(0), "with -j1 the second job starts once the first has ended")
  }

  @Test func aCompileWithErrors_endsAsTheDriversDoes_itsOutputsButTheDiagnosticsRemoved_andNoWrap() throws {
    let folder = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let object = folder.appendingPathComponent("UserAPI.swift.o").path
    let diagnostics = folder.appendingPathComponent("UserAPI.dia").path
    let wrapped = folder.appendingPathComponent("Lab01.o").path
    let error = "\(Self.edited):4:18: error: cannot convert value of type 'String' to specified type 'Int'"
    let outputs = [["path": object, "type": "object"], ["path": diagnostics, "type": "diagnostics"]]
    let jobs = try #require(
      Self.recorded([
        Self.began(
          "compile", pid: 11, script: "touch \(object) \(diagnostics); echo \"\(error)\" >&2; exit 1", inputs: [Self.edited],
          outputs: outputs),
        Self.began("emit-module", pid: 12), Self.finished("compile", pid: 11), Self.finished("emit-module", pid: 12),
        Self.began("module-wrap", pid: 13, script: "touch \(wrapped)"), Self.finished("module-wrap", pid: 13),
      ]))
    let log = folder.appendingPathComponent("compile.log")

    let ended = try jobs.run(in: folder, environment: [:], log: log, timeLimit: 30)

    #expect(ended == .exited(1))
    let console = DriverOutput(try Data(contentsOf: log), module: "Lab01").console
    #expect(console == "Compiling Lab01 UserAPI.swift\n\(error)\n", "a compile's errors, and no line of the driver's own")
    #expect(ConsoleLog(console).compilerErrors.count == 1)
    #expect(!FileManager.default.fileExists(atPath: object), "the driver removes a failed compile's outputs")
    #expect(FileManager.default.fileExists(atPath: diagnostics), "but its diagnostics")
    #expect(!FileManager.default.fileExists(atPath: wrapped), "nothing runs after a failed job")
  }

  @Test func anotherJobThatFails_getsTheDriversLine() throws {
    let folder = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let jobs = try #require(
      Self.recorded([
        Self.began("compile", pid: 11, inputs: [Self.edited]), Self.began("emit-module", pid: 12, script: "exit 1"),
        Self.finished("compile", pid: 11), Self.finished("emit-module", pid: 12),
      ]))
    let log = folder.appendingPathComponent("compile.log")

    #expect(try jobs.run(in: folder, environment: [:], log: log, timeLimit: 30) == .exited(1))
    let console = DriverOutput(try Data(contentsOf: log), module: "Lab01").console
    #expect(console.contains("error: emit-module command failed with exit code 1 (use -v to see invocation)\n"))
  }

  @Test func aKilledJob_isACrash_andLeavesNoObject() throws {
    let folder = try Self.makeScratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let object = folder.appendingPathComponent("UserAPI.swift.o").path
    let jobs = try #require(
      Self.recorded([
        Self.began(
          "compile", pid: 11, script: "touch \(object); kill -9 $$", inputs: [Self.edited], outputs: [["path": object, "type": "object"]]),
        Self.began("emit-module", pid: 12), Self.finished("compile", pid: 11), Self.finished("emit-module", pid: 12),
      ]))
    let log = folder.appendingPathComponent("compile.log")

    #expect(try jobs.run(in: folder, environment: [:], log: log, timeLimit: 30) == .signaled(9))
    #expect(DriverOutput(try Data(contentsOf: log), module: "Lab01").jobCrashed, "a crash: the fast path declines")
    #expect(!FileManager.default.fileExists(atPath: object))
  }

  @Test func theRecord_survivesItsFile() throws {
    let jobs = try #require(Self.recorded())
    let data = try JSONEncoder().encode(jobs)
    #expect(try JSONDecoder().decode(DirectCompile.self, from: data) == jobs)
  }

  static func makeScratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-direct-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
