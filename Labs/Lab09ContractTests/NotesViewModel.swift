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
  /// A call cancelled while it waits on the store (the store throws `CancellationError`) has not
  /// failed: it leaves this message, and `notes`, as they were.
  public private(set) var errorMessage: String?

  // TODO: Task 3. Keep the store you are given (type it `any NoteStore`).

  public init(store: any NoteStore) {
    // TODO: Task 3. Store `store`.
  }

  /// Reads every note from the store, in id order.
  ///
  /// Every load reads the store, even while another is in flight. When reads overlap, only the
  /// latest one started sets the screen: a load overtaken by a newer load (or by a save's
  /// read-back) changes nothing when it answers, whether with notes, an error or a cancellation,
  /// and whichever answer comes first.
  public func load() async {
    // TODO: Task 3. Ask the store for its ids, load each note in that order, and set `notes`.
    // If the store throws, set `errorMessage` to a sentence a user can act on (but see
    // errorMessage's doc comment about CancellationError).
    // When loads overlap, only the latest read started may change the screen (Lab 01 did this).
  }

  /// Saves `note` (replacing a note with the same id), then shows the store's notes again.
  /// When the store refuses, the list stays as it was and `errorMessage` says why.
  /// The read-back is a read like a load's: only the latest read started sets the list.
  public func save(_ note: Note) async {
    // TODO: Task 3.
    // 1. Save the note to the store.
    // 2. Read the notes back from the store and set `notes` (don't append to the list yourself:
    //    a save with an existing id replaces that note).
    // 3. Clear `errorMessage` on success. If the store throws, set `errorMessage` and leave
    //    `notes` as they were.
    // The read-back in step 2 counts as a read, like a load: number it the same way.
  }
}
