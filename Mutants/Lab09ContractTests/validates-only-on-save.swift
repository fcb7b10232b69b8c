// replaces: InMemoryStore.swift
// bug: checks ids in save only, so load and delete answer notFound for "../escape" where the real store answers invalidID.
// hint: Every method that takes an id validates it first. Call load and delete with an invalid id and expect invalidID.

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
    // Only save can let a bad id in, so only save checks.
    guard let note = notes[id] else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  public func delete(id: String) async throws {
    guard notes.removeValue(forKey: id) != nil else { throw NoteStoreError.notFound(id: id) }
  }

  public func ids() async throws -> [String] {
    notes.keys.sorted()
  }
}
