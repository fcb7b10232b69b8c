import Lab09ContractTests

/// A stub `NoteStore` that lists one note and then can't read it, the way a corrupted file would.
///
/// `ids()` works, so a view model gets past the listing; `load(id:)` fails, so a view model that
/// skips a note it can't read (with `try?` in its loop) shows a short list and no message. No
/// state, so it is `Sendable` as it stands.
struct UnreadableNoteStore: NoteStore {
  /// The error `load(id:)` throws. Not a `NoteStoreError`: the note is listed, just unreadable.
  struct CorruptedNote: Error {}

  func save(_ note: Note) async throws {}
  func load(id: String) async throws -> Note { throw CorruptedNote() }
  func delete(id: String) async throws {}
  func ids() async throws -> [String] { ["groceries"] }
}
