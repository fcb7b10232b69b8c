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
  public func loadProfile() async {
    state = .loading
    do {
      state = .loaded(try await userService.fetchCurrentUser())
    } catch is CancellationError {
      // Nobody waits for this answer any more: no error to show, and no spinner left behind.
      state = .idle
    } catch {
      state = .failed(message: "Could not load your profile. Check your connection and try again.")
    }
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  ///
  /// Sends `update` exactly as given (an empty bio clears the bio), even while a load is in flight.
  /// A cancelled save (`CancellationError`) shows no error and ends in `.idle`, as a cancelled load.
  public func updateProfile(_ update: ProfileUpdate) async {
    state = .loading
    do {
      // Show what the backend saved, not a local guess: it may have normalized the fields.
      state = .loaded(try await userService.updateProfile(update))
    } catch is CancellationError {
      state = .idle
    } catch {
      state = .failed(message: "Could not save your profile. Your changes were not saved; try again.")
    }
  }
}
