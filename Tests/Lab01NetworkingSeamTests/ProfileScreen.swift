import Lab01NetworkingSeam

/// Everything a test of the view model can see: what the screen showed on the way (while each
/// request was in flight, or after the first of two answers), what it shows at the end, and every
/// request the networking double received, field by field.
struct ProfileScreen: Equatable, CustomStringConvertible {
  var seenOnTheWay: [String]
  var state: UserProfileViewModel.State
  var requests: [RequestRecord]

  var description: String {
    "seen on the way \(seenOnTheWay), ends on \(state), after \(requests.count) request(s)\(requests.map { "\n    \($0)" }.joined())"
  }
}

/// What `UserAPI` sends for the profile `id` (an id with no characters to encode).
func profileRequest(_ id: String) -> RequestRecord {
  .profileRequest("https://api.lab01.test/users/\(id)")
}

/// `expected` with a `.failed` message the learner chose: the actual message when the screen
/// shows `.failed` with a non-empty one (the wording is up to the learner), a placeholder that
/// matches nothing otherwise.
func withShownMessage(_ expected: UserProfileViewModel.State, from actual: UserProfileViewModel.State) -> UserProfileViewModel.State {
  guard case .failed = expected else { return expected }
  if case .failed(let message) = actual, !message.isEmpty { return actual }
  return .failed(message: "<any non-empty message>")
}
