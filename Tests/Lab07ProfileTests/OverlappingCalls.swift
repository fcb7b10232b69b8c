import Lab07Profile
import Testing

/// Two calls of the profile screen in flight at once: the older one, and the newer one started
/// while the older still waited in ``PendingUserService``.
enum Overlap: CaseIterable, Sendable, CustomTestStringConvertible {
  case loadThenSave
  case saveThenLoad

  var testDescription: String {
    switch self {
    case .loadThenSave: "a load, then a save"
    case .saveThenLoad: "a save, then a load"
    }
  }
}

/// How the test ends the older call: with a user from before the newer call, with an error, or
/// cancelled (the service throws `CancellationError`).
enum Ending: CaseIterable, Sendable, CustomTestStringConvertible {
  case staleUser
  case failure
  case cancellation

  /// What the service answers the older call.
  var answer: Result<User, any Error> {
    switch self {
    case .staleUser: .success(ada)
    case .failure: .failure(TestError.offline)
    case .cancellation: .failure(CancellationError())
    }
  }

  var testDescription: String {
    switch self {
    case .staleUser: "with the user from before"
    case .failure: "with an error"
    case .cancellation: "cancelled"
    }
  }
}
