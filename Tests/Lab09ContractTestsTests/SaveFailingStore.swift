import Lab09ContractTests

/// A stub `NoteStore` that reads fine and can't write, the way a full disk would: it lists and
/// loads the notes it was given, and every `save` fails.
///
/// The fake can't fail a save through its API; this stub lets a test load a list first and then
/// see what a failed save does to it. No state that changes, so it is `Sendable` as it stands.
struct SaveFailingStore: NoteStore {
  /// The error every save throws. Not a `NoteStoreError`: the note was fine, the disk was not.
  struct DiskFull: Error {}

  let notes: [NoteValue]

  func save(_ note: Note) async throws { throw DiskFull() }

  func load(id: String) async throws -> Note {
    guard let note = notes.first(where: { $0.id == id }) else { throw NoteStoreError.notFound(id: id) }
    return note.note
  }

  func delete(id: String) async throws { throw DiskFull() }
  func ids() async throws -> [String] { notes.map(\.id).sorted() }
}
