import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command in its own process group, with its output in a file and a time limit, and
/// makes Ctrl-C end every child and everything they started before the tool exits (code 130).
///
/// A process group, so the terminal's Ctrl-C reaches the tool alone and the tool decides; the
/// output goes to a file, so a chatty build cannot fill a pipe and stall. Its state is static
/// because a signal's disposition is the whole process's, and the handler, a C function
/// pointer, can reach nothing else. Nothing that decides a verdict calls it directly: the
/// checker, the hunt and verify go through ``SuiteRunning``.
///
/// ```swift
/// Subprocess.forwardInterrupts()
/// let end = try Subprocess.run(["swift", "test"], in: root, output: log, timeLimit: 120)
/// ```
public enum Subprocess {
  /// The children running now (a bug hunt runs two at once). Counted before each spawn, so an
  /// interrupt that lands mid-spawn is left to the wait loop, which kills the new child too.
  static let running = Atomic<Int>(0)
  static let children = Mutex<Set<pid_t>>([])
  /// Set by Ctrl-C (or SIGTERM) while children run; every wait loop then ends them all and exits.
  static let interrupted = Atomic<Bool>(false)
  /// Set by a watch when a newer save makes the running check pointless: every wait loop ends
  /// its child's tree and returns at once, and no new child starts, until ``resume()``.
  static let superseded = Atomic<Bool>(false)

  /// Ends what the current check runs and skips what it would still run (``superseded``).
  public static func supersede() {
    superseded.store(true, ordering: .sequentiallyConsistent)
  }

  /// Lets children run again after ``supersede()``; whether the last check was superseded.
  @discardableResult
  public static func resume() -> Bool {
    superseded.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Whether the running check was superseded by a newer save (its verdict is worth nothing).
  public static var isSuperseded: Bool { superseded.load(ordering: .sequentiallyConsistent) }

  /// Installs the SIGINT/SIGTERM/SIGHUP handler: with no child running the tool exits at once (130);
  /// otherwise the wait loop ends every child's tree first. Only async-signal-safe work here.
  public static func forwardInterrupts() {
    let handler: @convention(c) (Int32) -> Void = { _ in
      Subprocess.interrupted.store(true, ordering: .sequentiallyConsistent)
      if Subprocess.running.load(ordering: .sequentiallyConsistent) == 0 { _exit(130) }
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
    // A closed terminal sends SIGHUP to the tool alone (each child runs in a group of its own):
    // without a handler the tool died and a compile or `swift test` it started ran on unseen.
    signal(SIGHUP, handler)
    // A parent may start us with these signals blocked: a process spawned from a libdispatch
    // worker thread inherits that thread's mask, which blocks them (seen when a Swift test
    // starts the tool with Foundation's Process). Blocked, Ctrl-C would stay pending forever.
    var interrupts = sigset_t()
    sigemptyset(&interrupts)
    sigaddset(&interrupts, SIGINT)
    sigaddset(&interrupts, SIGTERM)
    sigaddset(&interrupts, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
  }

  /// Runs `arguments` in `directory` until it ends, `timeLimit` seconds pass, or `stage`'s
  /// shorter limit passes after its marker appears in the output.
  public static func run(
    _ arguments: [String],
    in directory: URL,
    environment overrides: [String: String?] = [:],
    output: URL,
    timeLimit: Double,
    after stage: Stage? = nil,
    lineBuffered: Bool = false,
    discardingStandardOutput: Bool = false
  ) throws -> Termination {
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in overrides { environment[key] = value }

    // The child is started directly in `directory` (``Spawn``), so the environment built here is
    // the one it gets, `DYLD_*` included on macOS. Where `stdbuf` exists (GNU coreutils; not on
    // macOS) the output is line-buffered, so a test binary that hangs has already written which
    // XCTest case it was in.
    var command = arguments
    if lineBuffered, let stdbuf = lineBufferer { command = [stdbuf, "-oL", "-eL"] + arguments }

    if isSuperseded { return .timedOut }
    running.add(1, ordering: .sequentiallyConsistent)
    defer { running.subtract(1, ordering: .sequentiallyConsistent) }
    if interrupted.load(ordering: .sequentiallyConsistent) { endEverythingAndExit() }
    let pid: pid_t
    do {
      pid =
        Spawn.canSetDirectory
        ? try Spawn.start(
          command, in: directory, output: output, discardingStandardOutput: discardingStandardOutput, environment: environment)
        // A system too old to give a spawned program its folder: through the shell, as before.
        : try Spawn.start(
          ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + command, output: output,
          discardingStandardOutput: discardingStandardOutput, environment: environment)
    } catch let failure as Spawn.CannotStart {
      // What a shell answers for a program it cannot run: 127 when it is not there, 126 when it
      // cannot be run, with the reason in the output. Every caller reads a run that way.
      try? Data("workbook: \(failure)\n".utf8).write(to: output)
      return .exited(failure.code == ENOENT ? 127 : 126)
    }
    children.withLock { _ = $0.insert(pid) }
    defer { children.withLock { _ = $0.remove(pid) } }
    return wait(for: pid, timeLimit: timeLimit, stage: stage, output: output)
  }

  /// `stdbuf`'s path, where the system has it (GNU coreutils), looked up once on the PATH.
  static let lineBufferer: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/stdbuf" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// A second, usually shorter, time limit that starts when `marker` appears in the output:
  /// `swift test` may build for minutes, but once "Build complete!" is printed the tests
  /// themselves should end within seconds.
  public struct Stage: Sendable {
    public let marker: String
    public let timeLimit: Double

    public init(marker: String, timeLimit: Double) {
      self.marker = marker
      self.timeLimit = timeLimit
    }
  }

  private static func wait(for pid: pid_t, timeLimit: Double, stage: Stage?, output: URL) -> Termination {
    let start = now()
    var stageStart: Double?
    var lastLook = start
    var status: Int32 = 0
    while true {
      if interrupted.load(ordering: .sequentiallyConsistent) { endEverythingAndExit() }
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return termination(from: status) }
      if result == -1 && errno != EINTR { return .exited(-1) }
      let time = now()
      if let stage, stageStart == nil, time - lastLook > 0.2 {
        lastLook = time
        if let data = FileManager.default.contents(atPath: output.path),
          String(decoding: data, as: UTF8.self).contains(stage.marker)
        {
          stageStart = time
        }
      }
      let overStage = stage.flatMap { stage in stageStart.map { time - $0 > stage.timeLimit } } ?? false
      if time - start > timeLimit || overStage || isSuperseded {
        ProcessTree.terminate(roots: [pid])
        return .timedOut
      }
      // Soon after a start, look often: a compile, a link or a lab's tests end within a few
      // hundred milliseconds, and a fixed 20 ms look added 10 ms to each on average (three of them
      // in a check's fast rebuild). A long run is looked at every 20 ms.
      usleep(time - start < 1 ? 2_000 : 20_000)
    }
  }

  /// Ends every running child's tree, then the tool, with the shell's code for Ctrl-C.
  private static func endEverythingAndExit() -> Never {
    ProcessTree.terminate(roots: Array(children.withLock { $0 }))
    FileHandle.standardError.write(Data("\nstopped (Ctrl-C): nothing of the check is left running.\n".utf8))
    _exit(130)
  }

  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  private static func termination(from status: Int32) -> Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }
}
