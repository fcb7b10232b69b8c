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
  public enum State: Equatable {
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
  /// A cancelled fetch (the service throws `CancellationError`: nobody waits for the answer any
  /// more) is not a failure: it shows no error, leaves no spinner, and ends in `.idle`.
  /// When loads and saves overlap, only the latest one started sets the state.
  public func loadProfile() async {
    // TODO: Task 2. Set .loading, ask the service for the current user, then set .loaded(user).
    // If it throws, set .failed(message:) with a sentence a user can act on; if it throws
    // CancellationError, set .idle instead (see the doc comment).
    // Then let only the latest load or save set the state: one that another call overtook
    // while it was awaiting leaves the state alone.
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  ///
  /// Sends `update` exactly as given (an empty bio clears the bio), even while a load is in flight.
  /// A cancelled save (`CancellationError`) shows no error and ends in `.idle`, as a cancelled load.
  /// When loads and saves overlap, only the latest one started sets the state.
  public func updateProfile(_ update: ProfileUpdate) async {
    // TODO: Task 3. Set .loading, pass `update` to the service, then show the user it returns.
    // If it throws, set .failed(message:); .idle for a CancellationError.
  }
}
