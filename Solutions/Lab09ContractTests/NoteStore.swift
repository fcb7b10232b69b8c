/// Where notes live. The app sees this protocol only; it never knows whether the notes are files
/// on disk (``FileStore``) or a dictionary in memory (``InMemoryStore``).
///
/// The doc comments below are the contract, and `Tests/Lab09ContractTestsTests` checks it against
/// every store: a store that passes is interchangeable with the real one.
///
/// A store whose caller stops waiting (the screen went away) may end the call with a cancel: a
/// store over Swift concurrency throws `CancellationError`, one over URLSession
/// `URLError(.cancelled)`. Both are cancels, not failures (docs/01-networking-seam.md, "A cancel is
/// not a failure"). `FileStore` and `InMemoryStore` answer at once and never throw one.
///
/// ```swift
/// let store: any NoteStore = FileStore(folder: notesFolder)
/// try await store.save(Note(id: "groceries", text: "milk"))
/// try await store.ids()                  // ["groceries"]
/// try await store.load(id: "groceries")  // Note(id: "groceries", text: "milk")
/// ```
public protocol NoteStore: Sendable {
  /// Stores `note` under `note.id`. A note with the same id is replaced, not kept beside it.
  /// Throws ``NoteStoreError/invalidID(_:)`` for an id that breaks the ``NoteID`` rule.
  func save(_ note: Note) async throws

  /// The note saved under `id`. Throws ``NoteStoreError/notFound(id:)`` when there is none,
  /// and ``NoteStoreError/invalidID(_:)`` for an id that breaks the rule.
  func load(id: String) async throws -> Note

  /// Removes the note saved under `id`, and only that note. Throws
  /// ``NoteStoreError/notFound(id:)`` when there is none (nothing was deleted, and the caller may
  /// want to know), and ``NoteStoreError/invalidID(_:)`` for an id that breaks the rule.
  func delete(id: String) async throws

  /// Every stored id, each once, in ascending order (`"apples"` before `"bread"`).
  func ids() async throws -> [String]
}
