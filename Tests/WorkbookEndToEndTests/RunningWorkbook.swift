import Foundation

/// A `workbook` process started by a test: its output so far, a way to wait for a line, Ctrl-C,
/// and its end.
///
/// ```swift
/// let watch = try bench.start("watch", "90")
/// #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1))
/// watch.interrupt()
/// let run = await watch.finish(within: .seconds(30))
/// ```
final class RunningWorkbook {
  let arguments: [String]
  private let process = Process()
  private let log: URL

  init(binary: URL, arguments: [String], in folder: URL, environment: [String: String], log: URL) throws {
    self.arguments = arguments
    self.log = log
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    // One file for both streams, as a terminal shows them; a file never fills up and stalls the tool.
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    try Self.withInterruptsUnblocked { try process.run() }
  }

  /// Runs `body` with SIGINT and SIGTERM unblocked on this thread. A child inherits its spawning
  /// thread's signal mask, and the test runner's threads block them: a `workbook watch` started
  /// from one would never see Ctrl-C (`interrupt()`) and would run until killed. The mask is put
  /// back at once, so no other code on this thread ever runs with it changed.
  private static func withInterruptsUnblocked(_ body: () throws -> Void) rethrows {
    var interrupts = sigset_t()
    var previous = sigset_t()
    sigemptyset(&interrupts)
    sigaddset(&interrupts, SIGINT)
    sigaddset(&interrupts, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &interrupts, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try body()
  }

  /// Everything printed so far (decoded leniently: a line cut mid-character still reads).
  var output: String {
    String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
  }

  /// Waits until `fragment` has been printed `count` times; false if `limit` passes first.
  func waitUntil(_ fragment: String, appears count: Int = 1, within limit: Duration = .seconds(600)) async throws -> Bool {
    let deadline = ContinuousClock.now + limit
    while output.components(separatedBy: fragment).count - 1 < count {
      guard ContinuousClock.now < deadline, process.isRunning else { return false }
      try await Task.sleep(for: .milliseconds(100))
    }
    return true
  }

  /// Ctrl-C.
  func interrupt() {
    process.interrupt()
  }

  /// The terminal closed: SIGHUP, to the tool alone.
  func hangUp() {
    kill(process.processIdentifier, SIGHUP)
  }

  /// Waits for the process to end. Past `limit` it is stopped as Ctrl-C would (the tool then ends
  /// what it started), then killed, and the exit code reads -1.
  func finish(within limit: Duration) async -> WorkbookRun {
    let deadline = ContinuousClock.now + limit
    var stopped = false
    while process.isRunning {
      if ContinuousClock.now >= deadline && !stopped {
        stopped = true
        process.terminate()
        // Give the tool up to 10 s to end what it started, then kill it.
        let grace = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < grace { try? await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
    let code = stopped ? -1 : process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    let note = stopped ? "\n(stopped by the test after \(limit))" : ""
    return WorkbookRun(arguments: arguments, exitCode: code, output: output + note)
  }
}
