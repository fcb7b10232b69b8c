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
  public func loadProfile() async {
    // TODO: Task 2. Set .loading, ask the service for the current user, then set .loaded(user).
    // If it throws, set .failed(message:) with a sentence a user can act on.
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  public func updateProfile(_ update: ProfileUpdate) async {
    // TODO: Task 3. Set .loading, pass `update` to the service, then show the user it returns.
    // If it throws, set .failed(message:).
  }
}
