import Synchronization

/// A list that any task can append to and the test can read: what the code under test did, in
/// the order it did it. A `Mutex` because the appends come from other tasks.
final class Recorder<Element: Sendable>: Sendable {
  private let elements = Mutex<[Element]>([])

  var all: [Element] { elements.withLock { $0 } }
  var count: Int { elements.withLock { $0.count } }

  func append(_ element: Element) {
    elements.withLock { $0.append(element) }
  }
}
