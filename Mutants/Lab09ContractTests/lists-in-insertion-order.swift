// replaces: InMemoryStore.swift
// bug: lists ids in the order they were first saved, not in ascending order as the real store does.
// hint: Read the contract on ids(): ascending order. Save ids out of order in a test and compare against sorted.

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
  /// In the order they were first saved: an array keeps order, so why sort?
  private var notes: [Note] = []

  public init() {}

  public func save(_ note: Note) async throws {
    try NoteID.validate(note.id)
    if let index = notes.firstIndex(where: { $0.id == note.id }) {
      notes[index] = note
    } else {
      notes.append(note)
    }
  }

  public func load(id: String) async throws -> Note {
    try NoteID.validate(id)
    guard let note = notes.first(where: { $0.id == id }) else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  public func delete(id: String) async throws {
    try NoteID.validate(id)
    guard let index = notes.firstIndex(where: { $0.id == id }) else { throw NoteStoreError.notFound(id: id) }
    notes.remove(at: index)
  }

  public func ids() async throws -> [String] {
    notes.map(\.id)
  }
}
