import Lab09ContractTests

/// A `NoteStore` over a real `InMemoryStore` whose saves wait until the test lets each one
/// through. No sleeping: each `save` parks a continuation, and the test resumes it, so a test can
/// hold one save in flight while it starts another, and choose which one ends first.
///
/// It is `@MainActor`, like the view model and the tests, so they read its records without locks.
///
/// Nothing here can hang a test:
/// - ``waitForParkedSaves(_:startedBy:)`` also returns (`false`) when the task ends without
///   reaching the store.
/// - ``finishSave(of:_:)`` resumes a parked save and then, until the task it waits for is done,
///   lets every later save through at once, so `await task.value` always ends.
@MainActor
final class ParkingSavesStore: NoteStore {
  /// The real fake underneath: what a save lets through is stored here, and reads come from here.
  let inner = InMemoryStore()

  private var parked: [(id: String, continuation: CheckedContinuation<Void, Never>)] = []
  private var passThrough = false
  private var waiter: (count: Int, continuation: CheckedContinuation<Bool, Never>)?

  func save(_ note: Note) async throws {
    if !passThrough {
      await withCheckedContinuation { continuation in
        parked.append((note.id, continuation))
        if let waiter, parked.count >= waiter.count {
          self.waiter = nil
          waiter.continuation.resume(returning: true)
        }
      }
    }
    try await inner.save(note)
  }

  func load(id: String) async throws -> Note { try await inner.load(id: id) }
  func delete(id: String) async throws { try await inner.delete(id: id) }
  func ids() async throws -> [String] { try await inner.ids() }

  /// Returns `true` once `count` saves are parked here, waiting for the test, or `false` if
  /// `task` ends first.
  func waitForParkedSaves(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    if parked.count >= count { return true }
    Task { [weak self] in
      await task.value
      guard let self, let waiter = self.waiter else { return }
      self.waiter = nil
      waiter.continuation.resume(returning: false)
    }
    return await withCheckedContinuation { waiter = (count, $0) }
  }

  /// Lets the parked save of `id` through, and returns once `task` is done.
  func finishSave(of id: String, _ task: Task<Void, Never>) async {
    if let index = parked.firstIndex(where: { $0.id == id }) {
      parked.remove(at: index).continuation.resume()
    }
    passThrough = true
    await task.value
    passThrough = false
  }

  /// Lets every save still parked through (a test that failed early leaves none behind).
  func releaseAll() {
    let all = parked
    parked = []
    for save in all { save.continuation.resume() }
  }
}
