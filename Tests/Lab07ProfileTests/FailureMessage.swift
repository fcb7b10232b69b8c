import Lab07Profile

/// The message of a `.failed` state, or `nil` for any other state.
@MainActor
func failureMessage(of state: ProfileViewModel.State) -> String? {
  if case .failed(let message) = state { return message }
  return nil
}
