// replaces: InMemoryStore.swift
// bug: returns an empty note for a missing id, and deletes a missing id without a word, where the real store throws notFound.
// hint: Ask the real store for an id it never saw. Whatever it does, the fake must do too: here, throw NoteStoreError.notFound.

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
  private var notes: [String: Note] = [:]

  public init() {}

  public func save(_ note: Note) async throws {
    try NoteID.validate(note.id)
    notes[note.id] = note
  }

  public func load(id: String) async throws -> Note {
    try NoteID.validate(id)
    // Forgiving: a missing note is just an empty one.
    return notes[id] ?? Note(id: id, text: "")
  }

  public func delete(id: String) async throws {
    try NoteID.validate(id)
    notes[id] = nil
  }

  public func ids() async throws -> [String] {
    notes.keys.sorted()
  }
}
