import Foundation
import Lab07Profile
import Testing

/// Two calls of the profile screen in flight at once: the older one, and the newer one started
/// while the older still waited in ``PendingUserService``.
enum Overlap: CaseIterable, Sendable, CustomStringConvertible {
  case loadThenSave
  case saveThenLoad
  case loadThenLoad
  case saveThenSave

  /// Whether the older call is a load, and the newer one.
  var olderIsLoad: Bool { self == .loadThenSave || self == .loadThenLoad }
  var newerIsLoad: Bool { self == .saveThenLoad || self == .loadThenLoad }

  var description: String {
    switch self {
    case .loadThenSave: "a load, then a save"
    case .saveThenLoad: "a save, then a load"
    case .loadThenLoad: "a load, then another load"
    case .saveThenSave: "a save, then another save"
    }
  }
}

/// How the test ends a call: with a user from before the newer call, with an error, or cancelled
/// (the service throws `CancellationError`, or `URLError(.cancelled)` as URLSession does).
enum Ending: CaseIterable, Sendable, CustomStringConvertible {
  case staleUser
  case failure
  case cancellation
  case transportCancellation

  /// What the service answers the older call.
  var answer: Result<User, any Error> {
    switch self {
    case .staleUser: .success(ada)
    case .failure: .failure(TestError.offline)
    case .cancellation: .failure(CancellationError())
    case .transportCancellation: .failure(URLError(.cancelled))
    }
  }

  var description: String {
    switch self {
    case .staleUser: "with the user from before"
    case .failure: "with an error"
    case .cancellation: "cancelled (CancellationError)"
    case .transportCancellation: "cancelled (URLError(.cancelled))"
    }
  }
}
