import Lab09ContractTests

/// A `NoteStore` that answers reads made in parallel in reverse id order, on purpose: a view model
/// that reads its notes from several tasks at once and lists them as they come back shows them
/// out of order here, every run, instead of once in a while.
///
/// Reads made one after another, from the task that asked for the ids, are answered at once. A
/// read made from another task (a task group's child, an `async let`) waits until every listed
/// note's read has arrived; then the last id's read is answered first, and each read, once it is
/// answered, lets the one before it through.
///
/// Nothing here can hang a test: ``settle(_:)`` lets every waiting read through if the reader's
/// task is still not done after a bounded number of turns.
@MainActor
final class OutOfOrderStore: NoteStore {
  private var notes: [String: Note]
  /// The ids the last `ids()` returned, and the task that asked for them.
  private var listed: [String] = []
  private var reader: Int?
  private var waiting: [(id: String, continuation: CheckedContinuation<Void, Never>)] = []

  init(notes: [NoteValue]) {
    self.notes = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0.note) })
  }

  func save(_ note: Note) async throws {
    try NoteID.validate(note.id)
    notes[note.id] = note
  }

  func delete(id: String) async throws {
    guard notes.removeValue(forKey: id) != nil else { throw NoteStoreError.notFound(id: id) }
  }

  func ids() async throws -> [String] {
    reader = currentTask()
    listed = notes.keys.sorted()
    return listed
  }

  func load(id: String) async throws -> Note {
    if currentTask() != reader {
      await withCheckedContinuation { continuation in
        waiting.append((id, continuation))
        if waiting.count == listed.count { releaseLast() }
      }
      // Answered: the read of the id before this one may go now.
      releaseLast()
    }
    guard let note = notes[id] else { throw NoteStoreError.notFound(id: id) }
    return note
  }

  /// Returns once `task` is done; after a bounded wait, lets every waiting read through first.
  func settle(_ task: Task<Void, Never>) async {
    let ended = Ended(task)
    for _ in 0..<100_000 where !ended.isDone {
      await Task.yield()
    }
    while !waiting.isEmpty { releaseLast() }
    await task.value
  }

  /// Lets the waiting read of the greatest id through.
  private func releaseLast() {
    guard let index = waiting.indices.max(by: { waiting[$0].id < waiting[$1].id }) else { return }
    waiting.remove(at: index).continuation.resume()
  }

  private func currentTask() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }
}
