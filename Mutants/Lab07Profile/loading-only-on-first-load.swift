// replaces: ProfileViewModel.swift
// bug: loadProfile sets .loading only while the state is still .idle, so a reload (pull to refresh) shows the old user, or an old failure, while the request runs.
// hint: Load twice and look at the screen during the second request: what does the user see while the service works?
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
    if state == .idle { state = .loading }
    do {
      state = .loaded(try await userService.fetchCurrentUser())
    } catch {
      state = .failed(message: "Could not load your profile. Check your connection and try again.")
    }
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  public func updateProfile(_ update: ProfileUpdate) async {
    state = .loading
    do {
      // Show what the backend saved, not a local guess: it may have normalized the fields.
      state = .loaded(try await userService.updateProfile(update))
    } catch {
      state = .failed(message: "Could not save your profile. Your changes were not saved; try again.")
    }
  }
}
