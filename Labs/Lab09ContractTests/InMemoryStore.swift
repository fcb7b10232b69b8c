/// The fake ``NoteStore``: a working store that keeps its notes in a dictionary, in memory.
///
/// A fake is not a mock. It does not record calls or return canned answers; it *behaves* like the
/// real store, only faster and with nothing to clean up. The contract suite proves it: the same
/// tests pass against ``FileStore`` and against this.
///
/// ```swift
/// let store = InMemoryStore()
/// try await store.save(Note(id: "groceries", text: "milk"))
/// let model = NotesViewModel(store: store)
/// ```
///
/// It is an actor because `NoteStore` is `Sendable` and the fake has mutable state: Swift 6
/// rejects a class with a plain `var` dictionary conforming to a `Sendable` protocol, since two
/// tasks could write it at once. The actor serializes every access; the protocol's methods are
/// already `async`, so callers don't notice.
public actor InMemoryStore: NoteStore {
  // TODO: Task 1. Keep the notes in a stored property of this actor, keyed by id. Not `static`:
  // every InMemoryStore() starts empty and sees only its own notes.

  public init() {}

  public func save(_ note: Note) async throws {
    // TODO: Task 1. Store `note` under `note.id`, replacing a note with the same id.
    // TODO: Task 2. First refuse an id that breaks the rule: `try NoteID.validate(note.id)`.
    throw Unimplemented("InMemoryStore.save(_:)")
  }

  public func load(id: String) async throws -> Note {
    // TODO: Task 1. Return the note stored under `id`.
    // TODO: Task 2. Validate the id first; no note under it throws NoteStoreError.notFound(id:).
    throw Unimplemented("InMemoryStore.load(id:)")
  }

  public func delete(id: String) async throws {
    // TODO: Task 1. Remove the note stored under `id`, and only that one.
    // TODO: Task 2. Validate the id first; no note under it throws NoteStoreError.notFound(id:).
    throw Unimplemented("InMemoryStore.delete(id:)")
  }

  public func ids() async throws -> [String] {
    // TODO: Task 1. Every stored id, each once, in ascending order. Read FileStore.ids(): the
    // fake must answer exactly as the real store does.
    throw Unimplemented("InMemoryStore.ids()")
  }
}
