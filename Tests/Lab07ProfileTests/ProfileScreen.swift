import Lab07Profile

/// Everything a Lab 07 test can see at once: what the screen shows, and the double's whole record
/// and configuration. Each test builds the one it expects and compares once (``expectSame``), so
/// a side effect nobody asked for (a second fetch, a record reset, a result the double changed on
/// its own) fails whichever test runs past it.
struct ProfileScreen: Equatable {
  /// What each call of the double answered, in order (Task 1): the user, or the error.
  var answers: [String] = []
  /// What the screen showed at the test's earlier checkpoints, in order (while a call waited).
  var checkpoints: [ProfileViewModel.State] = []
  /// What the view model shows.
  var state: ProfileViewModel.State
  /// How many times the service was asked for the current user.
  var fetchCalls: Int
  /// How many updates the service was sent.
  var updateCalls: Int
  /// The update of the latest save the service received; `nil` before the first.
  var lastUpdate: ProfileUpdate?
  /// What the double answers a fetch now (`MockUserService` only; "-" for the other doubles).
  var fetchResult: String = "-"
  /// What the double answers a save now.
  var updateResult: String = "-"
}

extension ProfileScreen {
  /// The screen and a `MockUserService`'s whole record and configuration.
  @MainActor
  init(_ sut: ProfileViewModel?, _ service: MockUserService, answers: [String] = []) {
    self.init(
      answers: answers,
      state: sut?.state ?? .idle,
      fetchCalls: service.fetchCurrentUserCallCount,
      updateCalls: service.updateProfileCallCount,
      lastUpdate: service.updateProfileLastArgument,
      fetchResult: describe(service.fetchCurrentUserResult),
      updateResult: describe(service.updateProfileResult))
  }

  /// The screen and what a `PendingUserService` received.
  @MainActor
  init(_ sut: ProfileViewModel, _ service: PendingUserService, checkpoints: [ProfileViewModel.State] = []) {
    self.init(
      checkpoints: checkpoints, state: sut.state, fetchCalls: service.fetchCount, updateCalls: service.updates.count,
      lastUpdate: service.updates.last)
  }

  /// What `MockUserService` holds before a test configures or calls it.
  static let untouched = ProfileScreen(
    state: .idle, fetchCalls: 0, updateCalls: 0, lastUpdate: nil,
    fetchResult: describe(.success(MockUserService.defaultUser)),
    updateResult: describe(.success(MockUserService.defaultUser)))
}

/// A configured answer as text: `Result` holds `any Error`, which is not `Equatable`.
func describe(_ result: Result<User, any Error>) -> String {
  switch result {
  case .success(let user): "success(\(user))"
  case .failure(let error): "failure(\(String(reflecting: error)))"
  }
}
