import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a process with `posix_spawn`: stdin from /dev/null, stdout and stderr into one file,
/// in a process group of its own, with default signal handling, in the folder it is given.
///
/// The program is started directly, never through `/bin/sh`: macOS drops every `DYLD_*`
/// variable when it launches a protected binary such as `/bin/sh` (System Integrity Protection),
/// and the test runners need `DYLD_FRAMEWORK_PATH` / `DYLD_LIBRARY_PATH` to find Swift Testing
/// and XCTest. The folder is set with a spawn file action, as SwiftPM's `AsyncProcess` does
/// (swift-6.0-RELEASE `Sources/Basics/Concurrency/AsyncProcess.swift`, "addchdir").
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
  /// Starts `arguments` with standard output and standard error in `output`; with
  /// `discardingStandardOutput`, standard output goes to `/dev/null` and `output` holds standard
  /// error alone (where the runtime's trap line and swift-testing's own lines go).
  static func start(
    _ arguments: [String], in directory: URL? = nil, output: URL, discardingStandardOutput: Bool = false,
    environment: [String: String]? = nil
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
      if discardingStandardOutput {
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      } else {
        posix_spawn_file_actions_addopen(&fileActions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
      }
      if let directory {
        let result = addChangeDirectory(&fileActions, directory.path)
        guard result == 0 else { throw CannotStart(program: arguments[0], code: result) }
      }

      let argv = arguments.map { strdup($0) } + [nil]
      let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for pointer in argv { free(pointer) }
        for pointer in env { free(pointer) }
      }
      var pid = pid_t()
      // posix_spawnp: search PATH for the program, as a shell would.
      let result = posix_spawnp(&pid, arguments[0], &fileActions, &attributes, argv, env)
      guard result == 0 else { throw CannotStart(program: arguments[0], code: result) }
      return pid
    #else
      _ = directory
      // posix_spawn does not exist on tvOS, watchOS or visionOS, and iOS forbids it; the
      // workbook tool runs where `swift` runs: macOS and Linux.
      throw WorkbookError.environment("the workbook tool runs on macOS and Linux only")
    #endif
  }

  /// A program that could not be started: not found, not executable, or its folder not usable.
  struct CannotStart: Error, CustomStringConvertible {
    let program: String
    let code: Int32

    var description: String {
      "could not start \(program) (\(String(cString: strerror(code)))): is it installed and on your PATH?"
    }
  }

  #if os(macOS) || os(Linux)
    /// Whether a spawned program can be given its folder without a shell: always on macOS (10.15
    /// and later); on Linux from glibc 2.29 (2019), the first with
    /// `posix_spawn_file_actions_addchdir_np`. Older systems start the program through `/bin/sh`
    /// and `cd` (``Subprocess``), as the tool always did.
    static var canSetDirectory: Bool {
      #if canImport(Darwin)
        true
      #else
        linuxAddChangeDirectory != nil
      #endif
    }

    #if canImport(Darwin)
      private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t?, _ path: String) -> Int32 {
        // Deprecated for `posix_spawn_file_actions_addchdir` only from macOS 26, above the
        // package's deployment target (15): SwiftPM calls the `_np` form on every Darwin system.
        posix_spawn_file_actions_addchdir_np(&actions, path)
      }
    #else
      private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String) -> Int32 {
        guard let add = linuxAddChangeDirectory else { return ENOSYS }
        return add(&actions, path)
      }

      private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

      /// glibc declares `posix_spawn_file_actions_addchdir_np` only under `_GNU_SOURCE`, which
      /// Swift's Glibc module does not define, so it is looked up by name (SwiftPM reaches it
      /// through a C shim instead: swift-tools-support-core `Sources/TSCclibc/process.c`).
      private static let linuxAddChangeDirectory: AddChangeDirectory? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "posix_spawn_file_actions_addchdir_np") else {
          return nil
        }
        return unsafeBitCast(symbol, to: AddChangeDirectory.self)
      }()
    #endif
  #endif
}
