import Foundation

/// The module's compile without the Swift driver: the frontend jobs a recorded driver run of the
/// same `swiftc` command began for the same changed files, run directly, side by side as the
/// driver ran them, with the same outputs, and their messages written to the compile log in the
/// driver's own `-parseable-output` format, so that ``DriverOutput`` (the console the learner
/// sees) and ``DriverProgress`` (when the link may start) read it as they read the driver's.
///
/// Why: the driver spends 60-80 ms (its start, its libraries, the target's info, its build record,
/// its incremental plan) before its two frontend jobs start; a learner who saves the same file
/// again (the usual loop) gets the same two jobs every time: `swift-frontend -frontend -c <sources>
/// -primary-file <edited> ...` and `swift-frontend -frontend -emit-module ...`, then, on Linux,
/// the `-modulewrap` of the interface for the debugger (Swift 6.3.1, Linux, 2 cores).
///
/// Recorded (``init(driverLog:command:changed:)``) only from a driver run that compiled exactly
/// the files that had changed, whose every job ended with status 0, that printed nothing but its
/// messages, and whose jobs read no file the driver writes for the run alone (a response file, a
/// file list, a supplementary output map in its temporary folder). Used (``whyNot(command:changed:)``)
/// only for the same command, exactly those changed files, and the same programs (their stamps:
/// a toolchain updated in place is not the one recorded). Anything else: the driver runs, as before.
///
/// The driver's own incremental state (its build record and its dependency graph,
/// `<Module>.build/primary.swiftdeps` and `primary.priors` as SwiftPM names them) is not written
/// here and so describes the last driver run. A later driver run (the fast path's or SwiftPM's) can only compile more, never less:
/// swiftlang/swift-driver, Sources/SwiftDriver/IncrementalCompilation/FirstWaveComputer.swift
/// (`computeChangedInputs`, `computeInitiallySkippedCompilationInputs`, main at 5be9c4d, as in
/// 6.0 to 6.3) schedules every input whose modification time is not the one its build record
/// holds, every input missing from its graph, and every input with an output missing. Each file
/// compiled here changed after that record was written (that is why it was compiled), so the
/// driver compiles it again, and integrates its dependencies against the graph it recorded: it
/// does what an incremental build from its own last run does, the one thing it is built to get
/// right. Every other file's outputs are the ones that run left. The one way it would skip a file
/// whose mtime moved is a content hash equal to the recorded one
/// (`-enable-incremental-file-hashing`, `useHashes`): a command with that flag is never recorded.
///
/// A compile job that fails, crashes or is killed (Ctrl-C, a newer save: ``Subprocess/supersede()``)
/// has its outputs removed, as the driver removes a failed compile's
/// (`Job.removeOutputsOfFailedCompilation`, Sources/SwiftDriverExecution/MultiJobExecutor.swift);
/// ``FastRebuild`` forgets its record before the compile starts, so nothing of a run that did not
/// end is trusted by the next check.
///
/// ```swift
/// if let jobs = record.directCompile, jobs.whyNot(command: compile.arguments, changed: changed) == nil {
///   let ended = try jobs.run(in: root, environment: environment, log: compileLog, timeLimit: 900)
/// }
/// let recorded = DirectCompile(driverLog: log, command: compile.arguments, changed: changed)
/// ```
struct DirectCompile: Codable, Equatable {
  /// One frontend job as the driver began it.
  struct Job: Codable, Equatable {
    /// The driver's name for it: `compile`, `emit-module`, `module-wrap`.
    var name: String
    /// The program, then its arguments.
    var arguments: [String]
    /// Its primary inputs (a compile's: the files the console says it is compiling).
    var inputs: [String]
    /// Its outputs, each with the driver's type for it (`object`, `diagnostics`, ...).
    var outputs: [Output]
  }

  struct Output: Codable, Equatable {
    var path: String
    var type: String
  }

  /// The driver's job that runs after every other job has succeeded (``DriverProgress/afterCompiles``).
  static let afterCompiles = DriverProgress.afterCompiles
  /// The job kinds run here; a driver run with any other is not recorded.
  static let kinds: Set = ["compile", "emit-module", afterCompiles]

  /// The `swiftc` command the jobs were recorded from, the program first.
  var command: [String]
  /// The files that had changed, which the driver compiled, sorted.
  var compiled: [String]
  /// The jobs in the order the driver began them.
  var jobs: [Job]
  /// Each program the jobs run, with its stamp.
  var programs: [String: FileStamp]

  /// The jobs of a driver run of `command` that succeeded (its `-parseable-output` in `driverLog`)
  /// after `changed` had changed; `nil` when that run cannot be replayed safely (see the type).
  init?(driverLog: Data, command: [String], changed: [String]) {
    guard !command.contains("-enable-incremental-file-hashing") else { return nil }
    var messages: [[String: Any]] = []
    for part in ParseableOutput.parts(of: driverLog) {
      guard case .message(let message) = part else { return nil }
      messages.append(message)
    }
    var jobs: [Job] = []
    var began: [Int: Int] = [:]
    var ended: Set<Int> = []
    for message in messages {
      let kind = message["kind"] as? String ?? ""
      let name = message["name"] as? String ?? ""
      switch kind {
      case "began":
        guard Self.kinds.contains(name), let pid = message["pid"] as? Int, began[pid] == nil,
          let program = message["command_executable"] as? String, let arguments = message["command_arguments"] as? [String],
          let outputs = message["outputs"] as? [[String: Any]]
        else { return nil }
        // The job after the compiles begins once the others have ended, as the driver ran it.
        if name == Self.afterCompiles && ended.count != began.count { return nil }
        if name != Self.afterCompiles && jobs.contains(where: { $0.name == Self.afterCompiles }) { return nil }
        began[pid] = jobs.count
        jobs.append(
          Job(
            name: name, arguments: [program] + arguments, inputs: message["inputs"] as? [String] ?? [],
            outputs: outputs.compactMap { output in
              (output["path"] as? String).map { Output(path: $0, type: output["type"] as? String ?? "") }
            }))
      case "finished":
        guard let pid = message["pid"] as? Int, began[pid] != nil, message["exit-status"] as? Int == 0 else { return nil }
        ended.insert(pid)
      case "skipped":
        continue
      default:
        return nil
      }
    }
    let compiled = jobs.filter { $0.name == "compile" }.flatMap(\.inputs).sorted()
    guard ended.count == began.count, jobs.filter({ $0.name == "emit-module" }).count == 1, !compiled.isEmpty,
      compiled == changed.sorted(), jobs.allSatisfy({ Self.readsNothingTemporary($0.arguments) })
    else { return nil }
    var programs: [String: FileStamp] = [:]
    for program in Set(jobs.compactMap(\.arguments.first)) {
      guard let stamp = FileStamp(path: program) else { return nil }
      programs[program] = stamp
    }
    self.command = command
    self.compiled = compiled
    self.jobs = jobs
    self.programs = programs
  }

  /// How many jobs the driver runs at once: its `-j` (SwiftPM passes the machine's core count).
  private var parallelJobs: Int {
    command.lazy.compactMap { $0.hasPrefix("-j") ? Int($0.dropFirst(2)) : nil }.last.map { max($0, 1) } ?? Int.max
  }

  /// Why these jobs do not stand for the driver's run of `command` after `changed` changed, or
  /// `nil` when they do.
  func whyNot(command: [String], changed: [String]) -> String? {
    guard command == self.command else { return "the compile command is not the recorded one" }
    guard changed.sorted() == compiled else {
      return "the recorded run compiled \(compiled.map { URL(fileURLWithPath: $0).lastPathComponent }), not these files"
    }
    if let program = programs.first(where: { FileStamp(path: $0.key) != $0.value }) {
      return "\(program.key) is not the recorded one (a toolchain changed)"
    }
    return nil
  }

  /// Runs the jobs in `directory` with `environment` added, those before the job after the
  /// compiles side by side (as many at once as the driver's `-j`), then that one once they all
  /// succeeded, each within `timeLimit`, and
  /// writes their messages to `log` (the driver's format). Ends as the driver would: `.exited(0)`
  /// when every job succeeded, `.exited(1)` when one failed, `.signaled` when one was killed by
  /// a signal, `.timedOut` when one ran past the limit or the check was superseded.
  func run(in directory: URL, environment: [String: String?], log: URL, timeLimit: Double) throws -> Termination {
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
    }
    let writer = try FileHandle(forWritingTo: log)
    defer { try? writer.close() }
    let numbered = Array(jobs.enumerated())
    let first = numbered.filter { $0.element.name != Self.afterCompiles }
    let after = numbered.filter { $0.element.name == Self.afterCompiles }
    let folder = log.deletingLastPathComponent()
    let ended = try run(first, in: directory, environment: environment, writer: writer, folder: folder, timeLimit: timeLimit)
    guard ended == .exited(0), !after.isEmpty else { return ended }
    return try run(after, in: directory, environment: environment, writer: writer, folder: folder, timeLimit: timeLimit)
  }

  /// Runs `jobs` side by side, at most ``parallelJobs`` at once, and none more after one failed;
  /// writes each one's `began` message as it starts and, in the order they end, what the driver
  /// writes when a job ends.
  private func run(
    _ jobs: [(offset: Int, element: Job)], in directory: URL, environment: [String: String?], writer: FileHandle, folder: URL,
    timeLimit: Double
  ) throws -> Termination {
    var waiting = jobs
    var running: [(number: Int, job: Job, output: URL, ended: Lookup<Result<Termination, any Error>>)] = []
    /// Starts jobs while fewer than the driver's `-j` run, each with its `began` message.
    func startJobs(whileBelow limit: Int) {
      while running.count < limit, !waiting.isEmpty {
        let (number, job) = waiting.removeFirst()
        // The job's number stands for its process id: the messages pair a job's end with its start by it.
        write(
          [
            "kind": "began", "name": job.name, "pid": number + 1, "inputs": job.inputs,
            "outputs": job.outputs.map { ["path": $0.path, "type": $0.type] },
            "command_executable": job.arguments.first ?? "", "command_arguments": Array(job.arguments.dropFirst()),
          ], to: writer)
        let output = folder.appendingPathComponent("frontend-\(number + 1).log")
        let arguments = job.arguments
        // Each on a thread of its own: Dispatch's pool may start the second one late (``Lookup/onItsOwnThread(_:)``).
        let ended = Lookup.onItsOwnThread {
          Result { try Subprocess.run(arguments, in: directory, environment: environment, output: output, timeLimit: timeLimit) }
        }
        running.append((number, job, output, ended))
      }
    }
    startJobs(whileBelow: parallelJobs)
    var outcome = Termination.exited(0)
    var failure: (any Error)?
    while !running.isEmpty {
      guard let index = running.firstIndex(where: { $0.ended.isReady }) else {
        usleep(2_000)
        continue
      }
      let (number, job, output, ended) = running.remove(at: index)
      let result = ended.value
      // After a failure the driver starts nothing more, and waits for what runs.
      if case .success(.exited(0)) = result, outcome == .exited(0), failure == nil { startJobs(whileBelow: parallelJobs) }
      let printed = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
      switch result {
      case .failure(let error):
        failure = failure ?? error
        removeOutputs(of: job)
      case .success(.exited(0)):
        write(["kind": "finished", "name": job.name, "pid": number + 1, "exit-status": 0, "output": printed], to: writer)
      case .success(.exited(let code)):
        removeOutputs(of: job)
        // The driver's own line for a failed job, but for a compile's usual failure (errors in the code).
        if job.name != "compile" || code != 1 {
          writer.write(Data("error: \(job.name) command failed with exit code \(code) (use -v to see invocation)\n".utf8))
        }
        write(["kind": "finished", "name": job.name, "pid": number + 1, "exit-status": Int(code), "output": printed], to: writer)
        if outcome == .exited(0) { outcome = .exited(1) }
      case .success(.signaled(let signal)):
        removeOutputs(of: job)
        writer.write(Data("error: \(job.name) command failed due to signal \(signal) (use -v to see invocation)\n".utf8))
        write(["kind": "signalled", "name": job.name, "pid": number + 1, "signal": Int(signal), "output": printed], to: writer)
        if outcome != .timedOut { outcome = .signaled(signal) }
      case .success(.timedOut):
        removeOutputs(of: job)
        outcome = .timedOut
      }
    }
    if let failure { throw failure }
    return outcome
  }

  /// What the driver removes when a compile does not succeed: its outputs but the diagnostics
  /// (another job's outputs it leaves, and so does this).
  private func removeOutputs(of job: Job) {
    guard job.name == "compile" else { return }
    for output in job.outputs where output.type != "diagnostics" {
      try? FileManager.default.removeItem(atPath: output.path)
    }
  }

  /// Writes one message as the driver does: its byte count on a line, the JSON, a newline.
  private func write(_ message: [String: Any], to writer: FileHandle) {
    guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
    writer.write(Data("\(body.count)\n".utf8) + body + Data("\n".utf8))
  }

  /// Whether `arguments` name no file the driver writes for one run and removes after it.
  private static func readsNothingTemporary(_ arguments: [String]) -> Bool {
    !arguments.contains { argument in
      argument.hasPrefix("@") || argument.contains("filelist") || argument == "-supplementary-output-file-map"
        || argument.contains("TemporaryDirectory.")
    }
  }
}
