import Lab07Profile

/// A `UserService` that forwards every call to a `MockUserService` and, when ``caller`` is set,
/// cancels that task first: the screen went away while the service held the call. The mock then
/// answers as configured (it does not look at cancellation), so a test can hand a user or a
/// failure to a call whose task is cancelled, and check that the error, not the task, decides.
///
/// `@MainActor`, like the view model and the tests: the test sets ``caller`` before the task runs.
@MainActor
final class CancelsItsCaller: UserService {
  let mock: MockUserService
  /// The task to cancel when the next call arrives; `nil` for a call nobody cancels.
  var caller: Task<Void, Never>?

  init(_ mock: MockUserService) {
    self.mock = mock
  }

  func fetchCurrentUser() async throws -> User {
    caller?.cancel()
    return try await mock.fetchCurrentUser()
  }

  func updateProfile(_ update: ProfileUpdate) async throws -> User {
    caller?.cancel()
    return try await mock.updateProfile(update)
  }

  /// Runs `call`, in a task cancelled while the service holds its call when `cancelled` is true.
  func run(cancellingTheCaller cancelled: Bool, _ call: @escaping @MainActor () async -> Void) async {
    guard cancelled else { return await call() }
    let task = Task { await call() }
    caller = task
    await task.value
    caller = nil
  }
}
