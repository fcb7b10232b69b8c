import Observation

/// Drives a notes screen: the stored notes in id order, and a message when a save fails.
///
/// ```swift
/// let model = NotesViewModel(store: InMemoryStore())
/// await model.load()
/// await model.save(Note(id: "groceries", text: "milk"))
/// model.notes          // [Note(id: "groceries", text: "milk")]
/// model.errorMessage   // nil
/// ```
@MainActor
@Observable
public final class NotesViewModel {
  /// Every stored note, in the store's id order.
  public private(set) var notes: [Note] = []
  /// A sentence for the user when the last save or load failed; `nil` after one succeeds.
  /// A call cancelled while it waits on the store (the store throws `CancellationError` or
  /// `URLError(.cancelled)`) has not failed: it leaves this message, and `notes`, as they were.
  public private(set) var errorMessage: String?

  // TODO: Task 3. The view model works with whichever store it is given (the fake in the tests,
  // FileStore in the app), and never picks one itself.

  public init(store: any NoteStore) {
    // TODO: Task 3.
  }

  /// Reads every note from the store, in id order. When the store fails, the list stays as it was
  /// and `errorMessage` says so.
  ///
  /// Every load reads the store, even while another is in flight. When reads overlap, only the
  /// latest one started sets the screen: a load overtaken by a newer load (or by a save's
  /// read-back) changes nothing when it answers, whether with notes, an error or a cancellation,
  /// and whichever answer comes first.
  public func load() async {
    // TODO: Task 3. Show every stored note, in the store's order, and no message; when the store
    // fails, a sentence the user can act on, and the list as it was. A cancel is not a failure
    // (errorMessage's doc comment).
    // TODO: Task 4. When reads overlap, only the latest one started may change the screen: the
    // rule Lab 01 taught, met again (docs/09, Task 4).
  }

  /// Saves `note` (replacing a note with the same id), then shows the store's notes again.
  /// When the store refuses, the list stays as it was and `errorMessage` says why.
  /// The read-back is a read like a load's: only the latest read started sets the list.
  public func save(_ note: Note) async {
    // TODO: Task 3. Afterwards the screen shows what the store holds, not what this screen
    // believes it holds: the store decides what a save means, and other screens write to it too
    // (docs/09, "When a fake beats a mock"). When the store refuses the note or fails, the list
    // stays and the message says why; a cancel is not a failure.
    // TODO: Task 4. Showing the store after a save is a read like a load's.
  }
}
