import Lab09ContractTests

/// A stub `NoteStore` whose every call fails, the way a full or unreadable disk would.
///
/// The fake can't produce such a failure through the store's API, and that is where a stub still
/// earns its place: it answers with an error, records nothing, and is checked by what the screen
/// shows. No state, so it is `Sendable` as it stands.
struct UnavailableStore: NoteStore {
  /// The error every call throws. Not a `NoteStoreError`: those are the contract's own errors.
  struct DiskUnavailable: Error {}

  func save(_ note: Note) async throws { throw DiskUnavailable() }
  func load(id: String) async throws -> Note { throw DiskUnavailable() }
  func delete(id: String) async throws { throw DiskUnavailable() }
  func ids() async throws -> [String] { throw DiskUnavailable() }
}
