import Dispatch
import Synchronization

/// A value worked out on another thread while this one does something else; `value` waits for it.
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

  var value: Value {
    done.wait()
    // The group has left: the value is stored.
    return result.withLock { $0! }
  }
}
