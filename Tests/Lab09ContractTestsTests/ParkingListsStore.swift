import Lab09ContractTests

/// A `NoteStore` over a real `InMemoryStore` whose `ids()` reads the ids at once and then waits
/// at a ``ParkingGate`` until the test lets it return them (or throw, when the test says so): a
/// test can hold a load in flight, change the store under it, start another, and choose which one
/// answers first, and how.
@MainActor
final class ParkingListsStore: NoteStore {
  /// The real fake underneath: saves go straight here, and `ids()` reads from here.
  let inner = InMemoryStore()
  /// Calls to `ids()`, numbered from 1 in the order they arrive.
  private let gate = ParkingGate<Int>()
  /// How many calls to `ids()` have arrived, held or not.
  private var reads = 0
  /// Calls to `ids()`, by number, that throw this error once let through (a failure, or a
  /// `CancellationError`) instead of returning the ids.
  var throwing: [Int: any Error] = [:]

  func save(_ note: Note) async throws { try await inner.save(note) }
  func load(id: String) async throws -> Note { try await inner.load(id: id) }
  func delete(id: String) async throws { try await inner.delete(id: id) }

  /// The ids as they are when the call arrives, returned when the test lets this call through
  /// (or the error ``throwing`` holds for this call).
  func ids() async throws -> [String] {
    let ids = try await inner.ids()
    reads += 1
    let number = reads
    await gate.park(number)
    if let error = throwing[number] { throw error }
    return ids
  }

  /// Returns `true` once `count` calls to `ids()` have reached this store, or `false` if `task`
  /// ends first.
  func waitForParkedLists(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    await gate.waitForParked(count, startedBy: task)
  }

  /// Lets the `number`th call to `ids()` (counting from 1) return, and returns once `task` is done.
  func finishList(_ number: Int, _ task: Task<Void, Never>) async {
    await gate.finish(number, task)
  }

  /// Lets every call still parked through.
  func releaseAll() { gate.releaseAll() }

  /// Runs `call` to its end with every read passing straight through: for a call the test awaits
  /// directly, so a read it did not plan for can't leave it waiting.
  func passingReads(_ call: () async -> Void) async {
    gate.holding = false
    await call()
    gate.holding = true
  }
}
