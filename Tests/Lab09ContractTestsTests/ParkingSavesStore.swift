import Lab09ContractTests

/// A `NoteStore` over a real `InMemoryStore` whose saves wait at a ``ParkingGate`` until the test
/// lets each one through: a test can hold one save in flight while it starts another, and choose
/// which one ends first (and, with ``failsToWrite``, which one fails).
@MainActor
final class ParkingSavesStore: NoteStore {
  /// The real fake underneath: what a save lets through is stored here, and reads come from here.
  let inner = InMemoryStore()
  /// Saves, by the id of their note.
  private let gate = ParkingGate<String>()
  /// Ids whose save fails, once let through, the way a full disk would (the note itself is fine).
  var failsToWrite: Set<String> = []

  func save(_ note: Note) async throws {
    await gate.park(note.id)
    if failsToWrite.contains(note.id) { throw SaveFailingStore.DiskFull() }
    try await inner.save(note)
  }

  func load(id: String) async throws -> Note { try await inner.load(id: id) }
  func delete(id: String) async throws { try await inner.delete(id: id) }
  func ids() async throws -> [String] { try await inner.ids() }

  /// Returns `true` once `count` saves are parked here, waiting for the test, or `false` if
  /// `task` ends first.
  func waitForParkedSaves(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    await gate.waitForParked(count, startedBy: task)
  }

  /// Lets the parked save of `id` through, and returns once `task` is done.
  func finishSave(of id: String, _ task: Task<Void, Never>) async {
    await gate.finish(id, task)
  }

  /// Lets every save still parked through.
  func releaseAll() { gate.releaseAll() }
}
