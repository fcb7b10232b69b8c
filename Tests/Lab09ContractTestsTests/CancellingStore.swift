import Lab09ContractTests
import Testing

/// A working `NoteStore` (notes in memory, the `NoteID` rule applied) that the test can tell to
/// throw `CancellationError` at one kind of call: what a store does when the task waiting on it
/// is cancelled. No sleeping and no real task to cancel: the test picks the call, and the store
/// throws there.
///
/// It is `@MainActor`, like the view model and the tests, so the test sets ``cancelling`` without
/// locks.
@MainActor
final class CancellingStore: NoteStore {
  /// The store's calls, as the test names them.
  enum Call: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case save, ids, load
    var testDescription: String { "cancelled at \(rawValue)" }
  }

  /// The call that throws `CancellationError`, or `nil` while every call works.
  var cancelling: Call?
  private var notes: [String: Note]

  init(notes: [Note]) {
    self.notes = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0) })
  }

  func save(_ note: Note) async throws {
    if cancelling == .save { throw CancellationError() }
    try NoteID.validate(note.id)
    notes[note.id] = note
  }

  func load(id: String) async throws -> Note {
    if cancelling == .load { throw CancellationError() }
    guard let note = notes[id] else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  func delete(id: String) async throws {
    guard notes.removeValue(forKey: id) != nil else { throw NoteStoreError.notFound(id: id) }
  }

  func ids() async throws -> [String] {
    if cancelling == .ids { throw CancellationError() }
    return notes.keys.sorted()
  }
}
