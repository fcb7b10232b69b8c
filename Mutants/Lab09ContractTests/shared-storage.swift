// replaces: InMemoryStore.swift
// bug: keeps the notes in a static dictionary, so every InMemoryStore shares them and tests running in parallel see each other's notes.
// hint: Make two stores in one test, save to the first, and list the second. Keep the notes in an instance property.

import Synchronization

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
  /// One dictionary for the whole process: every InMemoryStore() sees every other one's notes.
  private static let notes = Mutex<[String: Note]>([:])

  public init() {}

  public func save(_ note: Note) async throws {
    try NoteID.validate(note.id)
    Self.notes.withLock { $0[note.id] = note }
  }

  public func load(id: String) async throws -> Note {
    try NoteID.validate(id)
    guard let note = Self.notes.withLock({ $0[id] }) else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  public func delete(id: String) async throws {
    try NoteID.validate(id)
    guard Self.notes.withLock({ $0.removeValue(forKey: id) }) != nil else { throw NoteStoreError.notFound(id: id) }
  }

  public func ids() async throws -> [String] {
    Self.notes.withLock { $0.keys.sorted() }
  }
}
