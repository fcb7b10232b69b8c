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
