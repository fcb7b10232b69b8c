import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended.
public enum Termination: Equatable, Sendable {
  case exited(Int32)
  case signaled(Int32)
  /// It ran past its time limit and was killed, with everything it had started.
  case timedOut
}

/// Runs a command in its own process group, with its output in a file and a time limit.
///
/// A process group, so a time limit kills `swift test` *and* the test binary it started: a hung
/// learner test never outlives the tool. The output goes to a file, so a chatty build cannot fill
/// a pipe and stall.
///
/// ```swift
/// let end = try Subprocess.run(["swift", "test"], in: root, output: log, timeLimit: 120)
/// ```
public enum Subprocess {
  /// The children running now (a mutant hunt runs two at once), so an interrupt (Ctrl-C) can end
  /// them too: each is in its own process group, which the terminal's SIGINT does not reach.
  static let running = Atomic<Int>(0)
  static let children = Mutex<Set<pid_t>>([])
  /// Set by Ctrl-C while a child runs; the waiting loop then ends the child's tree and exits.
  static let interrupted = Atomic<Bool>(false)

  /// Makes Ctrl-C end the running child and everything it started before the tool exits.
  public static func forwardInterrupts() {
    let handler: @convention(c) (Int32) -> Void = { _ in
      // Only async-signal-safe work here: the wait loop does the killing.
      if Subprocess.running.load(ordering: .relaxed) == 0 { _exit(130) }
      Subprocess.interrupted.store(true, ordering: .relaxed)
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }

  public static func run(
    _ arguments: [String],
    in directory: URL,
    environment overrides: [String: String?] = [:],
    output: URL,
    timeLimit: Double,
    after stage: Stage? = nil,
    lineBuffered: Bool = false
  ) throws -> Termination {
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in overrides { environment[key] = value }
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)

    var fileActions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&fileActions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&fileActions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 1, output.path, O_WRONLY | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    // The child starts in `directory`: run it through `cd` so no process-wide state changes.
    // Line-buffered (stdbuf, where it exists): a test binary that hangs or crashes has then
    // already written which test it was in, instead of losing it in a buffer.
    let script =
      lineBuffered
      ? "cd \"$0\" && if command -v stdbuf >/dev/null 2>&1; then exec stdbuf -oL -eL \"$@\"; else exec \"$@\"; fi"
      : "cd \"$0\" && exec \"$@\""
    let command = ["/bin/sh", "-c", script, directory.path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, "/bin/sh", &fileActions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw WorkbookError.environment("could not start \(arguments.joined(separator: " ")): error \(spawned)")
    }
    children.withLock { _ = $0.insert(pid) }
    running.add(1, ordering: .relaxed)
    defer {
      running.subtract(1, ordering: .relaxed)
      children.withLock { _ = $0.remove(pid) }
    }
    return wait(for: pid, timeLimit: timeLimit, stage: stage, output: output)
  }

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
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return termination(from: status) }
      if result == -1 && errno != EINTR { return .exited(-1) }
      let time = now()
      if let stage, stageStart == nil, time - lastLook > 0.2 {
        lastLook = time
        if let text = try? String(contentsOf: output, encoding: .utf8), text.contains(stage.marker) { stageStart = time }
      }
      let overStage = stage.flatMap { stage in stageStart.map { time - $0 > stage.timeLimit } } ?? false
      if interrupted.load(ordering: .relaxed) {
        for child in children.withLock({ $0 }) { killTree(child) }
        _exit(130)
      }
      if time - start > timeLimit || overStage {
        killTree(pid)
        _ = waitpid(pid, &status, 0)
        return .timedOut
      }
      usleep(20_000)
    }
  }

  /// Kills `pid`, its process group, and every descendant, even those that started a process
  /// group of their own (`swift test` runs the test binary in one).
  static func killTree(_ pid: pid_t) {
    var victims = [pid]
    let listing = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-ps-\(getpid()).txt")
    if (try? run(["ps", "-A", "-o", "pid=", "-o", "ppid="], in: URL(fileURLWithPath: "/"), output: listing, timeLimit: 10)) != nil,
      let text = try? String(contentsOf: listing, encoding: .utf8)
    {
      let pairs = text.split(separator: "\n").compactMap { line -> (pid_t, pid_t)? in
        let fields = line.split(separator: " ").compactMap { pid_t($0) }
        return fields.count == 2 ? (fields[0], fields[1]) : nil
      }
      var index = 0
      while index < victims.count {
        let parent = victims[index]
        victims += pairs.filter { $0.1 == parent }.map(\.0)
        index += 1
      }
    }
    try? FileManager.default.removeItem(at: listing)
    kill(-pid, SIGKILL)
    for victim in victims { kill(victim, SIGKILL) }
  }

  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  private static func termination(from status: Int32) -> Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }
}
