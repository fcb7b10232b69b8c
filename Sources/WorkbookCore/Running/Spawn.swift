import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a process with `posix_spawn`: stdin from /dev/null, stdout and stderr into one file,
/// in a process group of its own, with default signal handling.
///
/// The platform branches follow SwiftPM's own `AsyncProcess.swift` (Sources/Basics/Concurrency,
/// swiftlang/swift-package-manager): on Darwin `posix_spawnattr_t` and
/// `posix_spawn_file_actions_t` are optional pointers initialised to `nil`; on Glibc they are
/// structs. Signals are unmasked and reset to their defaults in the child as SwiftPM does, so a
/// handler of ours never leaks into `swift test`.
///
/// ```swift
/// let pid = try Spawn.start(["swift", "test"], output: log, environment: ["A": "1"])
/// ```
enum Spawn {
  static func start(
    _ arguments: [String], output: URL, environment: [String: String]? = nil
  ) throws -> pid_t {
    #if os(macOS) || os(Linux)
      #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var fileActions: posix_spawn_file_actions_t? = nil
      #else
        var attributes = posix_spawnattr_t()
        var fileActions = posix_spawn_file_actions_t()
      #endif
      posix_spawnattr_init(&attributes)
      posix_spawn_file_actions_init(&fileActions)
      defer {
        posix_spawnattr_destroy(&attributes)
        posix_spawn_file_actions_destroy(&fileActions)
      }
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      var defaults = sigset_t()
      #if canImport(Darwin)
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
      #else
        // Linux takes only signals that may be changed here (SwiftPM builds the set the same way).
        sigemptyset(&defaults)
        for signal in 1..<SIGSYS where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
      #endif
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

      posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&fileActions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      posix_spawn_file_actions_adddup2(&fileActions, 1, 2)

      let argv = arguments.map { strdup($0) } + [nil]
      let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for pointer in argv { free(pointer) }
        for pointer in env { free(pointer) }
      }
      var pid = pid_t()
      // posix_spawnp: search PATH for the program, as a shell would.
      let result = posix_spawnp(&pid, arguments[0], &fileActions, &attributes, argv, env)
      guard result == 0 else {
        throw WorkbookError.environment(
          "could not start \(arguments[0]) (\(String(cString: strerror(result)))): is it installed and on your PATH?")
      }
      return pid
    #else
      // posix_spawn does not exist on tvOS, watchOS or visionOS, and iOS forbids it; the
      // workbook tool runs where `swift` runs: macOS and Linux.
      throw WorkbookError.environment("the workbook tool runs on macOS and Linux only")
    #endif
  }
}
