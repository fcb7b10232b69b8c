import Lab10CompositionRoot
import Synchronization

/// A spy for `AppDependencies.saveNote`: remembers every note it is given.
///
/// The closure it feeds is `@Sendable` and may run on any task, so the notes live in a `Mutex`.
final class SavedNotes: Sendable {
  private let notes = Mutex<[Note]>([])

  /// Every note saved so far, oldest first.
  var all: [Note] { notes.withLock { $0 } }

  /// Use as `dependencies.saveNote = spy.save`.
  @Sendable func save(_ note: Note) {
    notes.withLock { $0.append(note) }
  }
}
