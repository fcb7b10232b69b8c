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
  // TODO: Task 1. The fake needs somewhere to keep the notes it is given. Each InMemoryStore()
  // starts empty and sees only its own notes: tests run in parallel, each with a store of its own
  // (`twoStores_doNotSeeEachOthersNotes`).

  public init() {}

  public func save(_ note: Note) async throws {
    // TODO: Task 1. Keep `note` so that load, ids and delete find it; a note with the same id is
    // replaced, as FileStore overwrites its file.
    // TODO: Task 2. An id the real store refuses is refused here too, before anything is kept: the
    // same rule, not one of your own (the chapter's Task 2 says why).
    throw Unimplemented("InMemoryStore.save(_:)")
  }

  public func load(id: String) async throws -> Note {
    // TODO: Task 1. The note kept under `id`.
    // TODO: Task 2. Fail as FileStore fails: a refused id, or no note under it (see NoteStore).
    throw Unimplemented("InMemoryStore.load(id:)")
  }

  public func delete(id: String) async throws {
    // TODO: Task 1. Forget the note kept under `id`, and only that one.
    // TODO: Task 2. Fail as FileStore fails: a refused id, or no note under it (see NoteStore).
    throw Unimplemented("InMemoryStore.delete(id:)")
  }

  public func ids() async throws -> [String] {
    // TODO: Task 1. Every id kept, each once, in the order FileStore.ids() gives: the fake answers
    // exactly as the real store does, or every test that uses it tests the app against a store
    // production doesn't have.
    throw Unimplemented("InMemoryStore.ids()")
  }
}
