import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``Subprocess`` run on a thread of its own, so that the caller can act on its output while it
/// runs (``FastRebuild`` starts the link while the driver finishes). Everything ``Subprocess``
/// promises holds: its time limit, Ctrl-C ending it, a newer save superseding it. The caller must
/// call ``end()`` on every path, so that nothing it started outlives the check.
///
/// ```swift
/// let compile = BackgroundRun(arguments, in: root, environment: environment, output: log, timeLimit: 900)
/// if compile.wait(until: { DriverProgress(read(log)).compilesEnded }) { ... }
/// let ended = try compile.end()
/// ```
final class BackgroundRun: Sendable {
  private let outcome = Mutex<Result<Termination, any Error>?>(nil)

  init(_ arguments: [String], in directory: URL, environment: [String: String?], output: URL, timeLimit: Double) {
    Thread { [self] in
      let ended = Result { try Subprocess.run(arguments, in: directory, environment: environment, output: output, timeLimit: timeLimit) }
      outcome.withLock { $0 = ended }
    }.start()
  }

  private var hasEnded: Bool { outcome.withLock { $0 != nil } }

  /// Looks every 2 ms until `condition` holds (`true`) or the run ends first (`false`).
  func wait(until condition: () -> Bool) -> Bool {
    while !hasEnded {
      if condition() { return true }
      usleep(2_000)
    }
    return false
  }

  /// How the run ended, once it has.
  func end() throws -> Termination {
    while true {
      if let ended = outcome.withLock({ $0 }) { return try ended.get() }
      usleep(1_000)
    }
  }
}
