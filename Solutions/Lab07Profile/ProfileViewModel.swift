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
  /// Counts the loads and saves started, so that only the latest one sets the state.
  private var callsStarted = 0

  public init(userService: any UserService) {
    self.userService = userService
  }

  /// Loads the current user: `.loading`, then `.loaded(user)` or `.failed(message:)`.
  ///
  /// A cancelled fetch (the service throws `CancellationError`: nobody waits for the answer any
  /// more) is not a failure: it shows no error, leaves no spinner, and ends in `.idle`.
  /// When loads and saves overlap, only the latest one started sets the state.
  public func loadProfile() async {
    callsStarted += 1
    let thisCall = callsStarted
    state = .loading
    let outcome: State
    do {
      outcome = .loaded(try await userService.fetchCurrentUser())
    } catch is CancellationError {
      // Nobody waits for this answer any more: no error to show, and no spinner left behind.
      outcome = .idle
    } catch {
      outcome = .failed(message: "Could not load your profile. Check your connection and try again.")
    }
    // A later load or save started while this one was in flight: its answer is the one to show.
    guard thisCall == callsStarted else { return }
    state = outcome
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  ///
  /// Sends `update` exactly as given (an empty bio clears the bio), even while a load is in flight.
  /// A cancelled save (`CancellationError`) shows no error and ends in `.idle`, as a cancelled load.
  /// When loads and saves overlap, only the latest one started sets the state.
  public func updateProfile(_ update: ProfileUpdate) async {
    callsStarted += 1
    let thisCall = callsStarted
    state = .loading
    let outcome: State
    do {
      // Show what the backend saved, not a local guess: it may have normalized the fields.
      outcome = .loaded(try await userService.updateProfile(update))
    } catch is CancellationError {
      outcome = .idle
    } catch {
      outcome = .failed(message: "Could not save your profile. Your changes were not saved; try again.")
    }
    guard thisCall == callsStarted else { return }
    state = outcome
  }
}
