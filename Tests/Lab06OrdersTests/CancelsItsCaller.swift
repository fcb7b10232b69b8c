import Lab06Orders

/// A repository that forwards every call to a `MockOrderRepository` and, when ``caller`` is set,
/// cancels that task first: the screen went away while the repository held the call. The mock
/// then answers as configured (it does not look at cancellation), so a test can hand a success or
/// a refusal to a call whose task is cancelled, and check that the error, not the task, decides.
///
/// `@MainActor`, like the view model and the tests: the test sets ``caller`` before the task runs.
@MainActor
final class CancelsItsCaller: OrderRepository {
  let mock: MockOrderRepository
  /// The task to cancel when the next call arrives; `nil` for a call nobody cancels.
  var caller: Task<Void, Never>?

  init(_ mock: MockOrderRepository) {
    self.mock = mock
  }

  func fetchAll() async throws -> [Order] {
    caller?.cancel()
    return try await mock.fetchAll()
  }

  func cancel(orderId: String) async throws {
    caller?.cancel()
    try await mock.cancel(orderId: orderId)
  }

  /// Runs `call`, in a task cancelled while the repository holds its call when `cancelled` is true.
  func run(cancellingTheCaller cancelled: Bool, _ call: @escaping @MainActor () async -> Void) async {
    guard cancelled else { return await call() }
    let task = Task { await call() }
    caller = task
    await task.value
    caller = nil
  }
}
