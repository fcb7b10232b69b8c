import Lab07Profile

/// A `UserService` that notes what the screen shows while each call is in flight, then answers.
///
/// The view model sets its state and then awaits the service, so whatever `state` holds when a call
/// arrives here is what the user sees while the request runs. The probe, the view model and the
/// tests all live on the main actor, so it reads the state directly: no parking, no waiting.
@MainActor
final class StateProbeUserService: UserService {
  /// The screen this service serves. Weak, because the view model already holds the service.
  weak var screen: ProfileViewModel?
  /// The screen's state at the start of each call, in call order.
  private(set) var statesDuringCalls: [ProfileViewModel.State] = []

  func fetchCurrentUser() async throws -> User {
    recordState()
    return ada
  }

  func updateProfile(_ update: ProfileUpdate) async throws -> User {
    recordState()
    return adaAfterRename
  }

  private func recordState() {
    if let screen { statesDuringCalls.append(screen.state) }
  }
}
