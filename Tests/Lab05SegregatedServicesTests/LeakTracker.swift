import Testing

/// Holds weak references to the objects a test made, and checks at the end that each is gone.
///
/// Use it through ``withLeakTracking(_:_:)``, which runs the test's body, lets the
/// body's strong references go, and then checks: once, at once, no waiting.
@MainActor
final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
    let sourceLocation: SourceLocation
  }

  private var entries: [Entry] = []

  /// Remembers `object` (weakly) under `name`, the words a failure message uses for it.
  func track(_ object: AnyObject, as name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    entries.append(Entry(object: object, name: name, sourceLocation: sourceLocation))
  }

  /// Returns whether every tracked object is gone. If one is still alive, records one issue, for
  /// the first tracked (the view model holds its service, so the view model is the one to name),
  /// its message starting with `row` when the test checks a table row by row.
  @discardableResult
  func expectAllReleased(_ why: String, row: String? = nil) -> Bool {
    guard let alive = entries.first(where: { $0.object != nil }) else { return true }
    let released = "\(alive.name) to be released once the test let go of it, but something still holds it. \(why)"
    Issue.record(
      Comment(rawValue: row.map { "\($0): expected \(released)" } ?? "Expected \(released)"), sourceLocation: alive.sourceLocation)
    return false
  }
}

/// Runs `body` with a fresh tracker, then, once the body's locals are gone, expects everything it
/// tracked to have been released, and returns whether the body passed (its result) and nothing
/// leaked. After a body that failed it does not look: a test records its first issue only.
///
/// A test that checks a table calls it once per row, `row` naming the row in the leak's message,
/// and stops at the first row that returns `false`.
@MainActor
@discardableResult
func withLeakTracking(_ row: String? = nil, _ body: (LeakTracker) async throws -> Bool) async rethrows -> Bool {
  let leaks = LeakTracker()
  guard try await body(leaks) else { return false }
  return leaks.expectAllReleased(
    "Every fetch here has ended, so nothing should hold the view model now: look for something it stores that holds it back (a closure kept on the view model that captures `self`), a cycle. A task that held `self` would have let go when its request ended.",
    row: row)
}
