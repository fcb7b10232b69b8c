import Lab09ContractTests

/// A working `NoteStore` (notes in memory, the `NoteID` rule applied) that the test can tell to
/// throw an error of its choosing at one kind of call: a failure (a disk, a server, a corrupted
/// file) or a cancel (what a store throws when the task waiting on it is cancelled). No sleeping
/// and no real task to cancel: the test picks the call and the error, and the store throws there.
///
/// It applies `NoteID` itself rather than sitting on your `InMemoryStore`, so a test about the
/// screen does not depend on your fake (the contract tests are about that).
///
/// The failure is thrown ONCE, at the first such call after the test sets it; the calls after it
/// work. A view model that quietly tries again would then succeed, and the screen shows it. The
/// store also records every note it is asked to save (``writes``): one save writes once.
///
/// It is `@MainActor`, like the view model and the tests, so the test sets ``failing`` without
/// locks.
@MainActor
final class FaultyStore: NoteStore {
  /// The store's calls, as the test names them.
  enum Call: String, CaseIterable, Sendable {
    case save, ids, load
  }

  /// The call that throws next, and what it throws (once); `nil` while every call works.
  var failing: (call: Call, error: any Error)?
  /// Every note `save` was called with, in order, whatever became of it.
  var writes: [NoteValue] = []
  private var notes: [String: Note]

  init(notes: [NoteValue]) {
    self.notes = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0.note) })
  }

  /// Saves `note` behind the view model's back, as another screen or another device would.
  func saveDirectly(_ note: NoteValue) {
    notes[note.id] = note.note
  }

  /// Deletes the note with `id` behind the view model's back, as another screen would.
  func deleteDirectly(_ id: String) {
    notes[id] = nil
  }

  func save(_ note: Note) async throws {
    writes.append(NoteValue(note))
    try fail(at: .save)
    try NoteID.validate(note.id)
    notes[note.id] = note
  }

  func load(id: String) async throws -> Note {
    try fail(at: .load)
    try NoteID.validate(id)
    guard let note = notes[id] else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  func delete(id: String) async throws {
    try NoteID.validate(id)
    guard notes.removeValue(forKey: id) != nil else { throw NoteStoreError.notFound(id: id) }
  }

  func ids() async throws -> [String] {
    try fail(at: .ids)
    return notes.keys.sorted()
  }

  private func fail(at call: Call) throws {
    if let failing, failing.call == call {
      self.failing = nil
      throw failing.error
    }
  }
}
