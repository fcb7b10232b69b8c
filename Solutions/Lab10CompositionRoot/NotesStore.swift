/// The notes one app shows: loaded through `load` the first time they are asked for, kept in
/// memory after that, and added to after every save that succeeded. Every screen that reads the
/// same store sees what any screen posted through it.
///
/// ```swift
/// let store = NotesStore(load: dependencies.loadNotes, save: dependencies.saveNote)
/// try await store.add(note)
/// let notes = try await store.all()   // loaded once, then `note` kept at the end
/// ```
///
/// A screen awaits each call before it makes the next; a load and a save that overlap are not
/// this store's subject.
public actor NotesStore {
  private let load: @Sendable () async throws -> [Note]
  private let save: @Sendable (_ note: Note) async throws -> Void
  private var loaded: [Note]?

  public init(
    load: @escaping @Sendable () async throws -> [Note],
    save: @escaping @Sendable (_ note: Note) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// Every note, oldest first: through `load` the first time, from memory after that. A load that
  /// fails throws its error unchanged (a cancel too) and keeps nothing: the next call loads again.
  public func all() async throws -> [Note] {
    if let loaded { return loaded }
    let notes = try await load()
    loaded = notes
    return notes
  }

  /// Saves `note` through `save`, then keeps it at the end. A save that fails throws its error
  /// unchanged (a cancel too) and keeps nothing.
  public func add(_ note: Note) async throws {
    try await save(note)
    loaded?.append(note)
  }
}
