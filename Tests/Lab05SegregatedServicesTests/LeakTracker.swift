import Testing

/// Holds weak references to the objects a test made, and checks at the end that each is gone.
///
/// Use it through ``withLeakTracking(_:)``, which runs the test's body, lets the
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

  /// Records an issue for every tracked object that is still alive.
  func expectAllReleased(_ why: String) {
    for entry in entries {
      #expect(
        entry.object == nil,
        "Expected \(entry.name) to be released once the test let go of it, but something still holds it. \(why)",
        sourceLocation: entry.sourceLocation)
    }
  }
}

/// Runs `body` with a fresh tracker, then, once the body's locals are gone, expects everything it
/// tracked to have been released.
@MainActor
func withLeakTracking(_ body: (LeakTracker) async throws -> Void) async rethrows {
  let leaks = LeakTracker()
  try await body(leaks)
  leaks.expectAllReleased(
    "Every fetch here has ended, so nothing should hold the view model now: look for something it stores that holds it back (a closure kept on the view model that captures `self`), a cycle. A task that held `self` would have let go when its request ended."
  )
}
