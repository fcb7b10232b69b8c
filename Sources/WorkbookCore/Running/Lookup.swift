import Dispatch
import Foundation
import Synchronization

/// A value worked out on another thread while this one does something else; `value` waits for it,
/// and ``wait(until:)`` lets the caller act on what the work shows while it goes on (``FastRebuild``
/// starts the link while the driver finishes).
///
/// ```swift
/// let deletions = Lookup { Starter(catalog: catalog).deletions(of: lab) }
/// let report = try checker.check(lab)   // meanwhile
/// print(deletions.value)
/// ```
final class Lookup<Value: Sendable>: Sendable {
  private let result = Mutex<Value?>(nil)
  private let done = DispatchGroup()

  init(_ work: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async(group: done) { [self] in
      let value = work()
      self.result.withLock { $0 = value }
    }
  }

  /// The same, worked out on a thread of its own instead of Dispatch's pool: for work that blocks
  /// (waiting for a child process) while other work on the pool may block too. The pool has about
  /// one thread per core and adds one only when its monitor finds them all blocked: measured
  /// (Swift 6.3.1, Linux, 2 cores, load 4), the second of two frontend jobs started side by side
  /// from the pool began 0.9 s after the first (``DirectCompile``).
  ///
  /// ```swift
  /// let compiled = Lookup.onItsOwnThread { try? Subprocess.run(arguments, in: root, output: log, timeLimit: 60) }
  /// ```
  static func onItsOwnThread(_ work: @escaping @Sendable () -> Value) -> Lookup {
    let lookup = Lookup()
    lookup.done.enter()
    Thread {
      let value = work()
      lookup.result.withLock { $0 = value }
      lookup.done.leave()
    }.start()
    return lookup
  }

  /// A lookup whose work someone else starts (``onItsOwnThread(_:)``).
  private init() {}

  /// Whether the value is in.
  var isReady: Bool { result.withLock { $0 != nil } }

  /// Looks every 2 ms until `condition` holds (`true`) or the value is in first (`false`).
  func wait(until condition: () -> Bool) -> Bool {
    while !isReady {
      if condition() { return true }
      usleep(2_000)
    }
    return false
  }

  var value: Value {
    done.wait()
    // The group has left: the value is stored.
    return result.withLock { $0! }
  }
}
