import Lab09ContractTests

/// A `NoteStore` over a real `InMemoryStore` whose `ids()` reads the ids at once and then waits
/// until the test lets it return them. No sleeping: each `ids()` parks a continuation, and the test
/// resumes it, so a test can hold a load in flight, change the store under it, and start another.
///
/// It is `@MainActor`, like the view model and the tests, so they read its records without locks.
///
/// Nothing here can hang a test:
/// - ``waitForParkedLists(_:startedBy:)`` also returns (`false`) when the task ends without
///   reaching the store.
/// - ``finishList(_:_:)`` resumes a parked `ids()` and then, until the task it waits for is done,
///   lets every later call through at once, so `await task.value` always ends.
@MainActor
final class ParkingListsStore: NoteStore {
  /// The real fake underneath: saves go straight here, and `ids()` reads from here.
  let inner = InMemoryStore()

  private var parked: [(number: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var listsStarted = 0
  private var passThrough = false
  private var waiter: (count: Int, continuation: CheckedContinuation<Bool, Never>)?

  func save(_ note: Note) async throws { try await inner.save(note) }
  func load(id: String) async throws -> Note { try await inner.load(id: id) }
  func delete(id: String) async throws { try await inner.delete(id: id) }

  /// The ids as they are when the call arrives, returned when the test lets this call through.
  func ids() async throws -> [String] {
    let ids = try await inner.ids()
    if !passThrough {
      listsStarted += 1
      let number = listsStarted
      await withCheckedContinuation { continuation in
        parked.append((number, continuation))
        if let waiter, listsStarted >= waiter.count {
          self.waiter = nil
          waiter.continuation.resume(returning: true)
        }
      }
    }
    return ids
  }

  /// Returns `true` once `count` calls to `ids()` have reached this store, or `false` if `task`
  /// ends first.
  func waitForParkedLists(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    if listsStarted >= count { return true }
    Task { [weak self] in
      await task.value
      guard let self, let waiter = self.waiter else { return }
      self.waiter = nil
      waiter.continuation.resume(returning: false)
    }
    return await withCheckedContinuation { waiter = (count, $0) }
  }

  /// Lets the `number`th call to `ids()` (counting from 1) return, and returns once `task` is done.
  func finishList(_ number: Int, _ task: Task<Void, Never>) async {
    if let index = parked.firstIndex(where: { $0.number == number }) {
      parked.remove(at: index).continuation.resume()
    }
    passThrough = true
    await task.value
    passThrough = false
  }

  /// Lets every call still parked through (a test that failed early leaves none behind).
  func releaseAll() {
    let all = parked
    parked = []
    for list in all { list.continuation.resume() }
  }
}
