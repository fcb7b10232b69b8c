import Foundation
import Observation

/// Drives the profile screen: loads the current user and saves edits, through a `UserService`.
///
/// ```swift
/// let model = ProfileViewModel(userService: service)
/// await model.loadProfile()
/// await model.updateProfile(ProfileUpdate(name: "Ada King", bio: "Countess"))
/// if case .loaded(let user) = model.state { print(user.name) }
/// ```
@MainActor
@Observable
public final class ProfileViewModel {
  public enum State: Equatable, Sendable {
    case idle
    case loading
    case loaded(User)
    case failed(message: String)
  }

  public private(set) var state: State = .idle
  private let userService: any UserService

  public init(userService: any UserService) {
    self.userService = userService
  }

  /// Loads the current user: `.loading`, then `.loaded(user)` or `.failed(message:)`.
  ///
  /// A cancelled fetch (`CancellationError` or `URLError(.cancelled)`: nobody waits for the answer
  /// any more) is not a failure: the screen goes back to what it showed before the call (a user
  /// stays on screen; a first load goes back to `.idle`). When loads and saves overlap, only the
  /// latest one started sets the state. When it returns, its answer is on screen.
  public func loadProfile() async {
    // TODO: Task 2. Show what each answer means for the screen: the user, a failure the user can
    // act on, or (for a cancel of either kind) what was shown before the call. Go through the
    // given `startCall()` and `show(_:ifLatest:)` below, so overlapping calls stay Lab 01's
    // problem, already solved. The doc comment above is the contract the suite checks; when this
    // returns, its answer is on screen.
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  ///
  /// Sends `update` exactly as given (an empty bio clears the bio), even while a load is in flight.
  /// A cancelled save shows no error: the screen goes back to what it showed before, as after a
  /// cancelled load. When loads and saves overlap, only the latest one started sets the state.
  public func updateProfile(_ update: ProfileUpdate) async {
    // TODO: Task 3. Send the user's edit and show what the backend saved, or a failure that says
    // the edit was not saved, or (for a cancel) what was shown before. The doc comment above is
    // the contract; the suite reads the double's record to see exactly what you sent.
  }

  // MARK: - Given: overlapping calls (Lab 01's rule, written once for both methods)

  /// Counts the loads and saves started, so that only the latest one sets the state.
  private var callsStarted = 0
  /// What the screen showed before the calls now in flight started: where a cancel goes back to.
  private var screenBeforeCalls: State = .idle

  /// Starts a load or a save: remembers what the screen showed, shows `.loading`, and returns the
  /// call's number.
  private func startCall() -> Int {
    // `.loading` means another call is in flight: what it remembered is still what was shown.
    if state != .loading { screenBeforeCalls = state }
    state = .loading
    callsStarted += 1
    return callsStarted
  }

  /// Shows `outcome` if `call` is still the latest call started; an overtaken call changes nothing.
  private func show(_ outcome: State, ifLatest call: Int) {
    guard call == callsStarted else { return }
    state = outcome
  }
}
