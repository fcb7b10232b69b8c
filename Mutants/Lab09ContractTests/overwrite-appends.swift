// replaces: InMemoryStore.swift
// bug: appends on every save, so saving an id twice keeps both notes: load returns the old one and ids() lists the id twice.
// hint: A file is overwritten when you save it again. Save the same id twice, then load it and list the ids.

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
  private var notes: [Note] = []

  public init() {}

  public func save(_ note: Note) async throws {
    try NoteID.validate(note.id)
    notes.append(note)
  }

  public func load(id: String) async throws -> Note {
    try NoteID.validate(id)
    guard let note = notes.first(where: { $0.id == id }) else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  public func delete(id: String) async throws {
    try NoteID.validate(id)
    guard notes.contains(where: { $0.id == id }) else { throw NoteStoreError.notFound(id: id) }
    notes.removeAll { $0.id == id }
  }

  public func ids() async throws -> [String] {
    notes.map(\.id).sorted()
  }
}
