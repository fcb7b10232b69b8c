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
    let call = startCall()
    do {
      show(.loaded(try await userService.fetchCurrentUser()), ifLatest: call)
    } catch let error where isCancellation(error) {
      show(screenBeforeCalls, ifLatest: call)
    } catch {
      show(.failed(message: "Could not load your profile. Check your connection and try again."), ifLatest: call)
    }
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  ///
  /// Sends `update` exactly as given (an empty bio clears the bio), even while a load is in flight.
  /// A cancelled save shows no error: the screen goes back to what it showed before, as after a
  /// cancelled load. When loads and saves overlap, only the latest one started sets the state.
  public func updateProfile(_ update: ProfileUpdate) async {
    let call = startCall()
    do {
      // Show what the backend saved, not a local guess: it may have normalized the fields.
      show(.loaded(try await userService.updateProfile(update)), ifLatest: call)
    } catch let error where isCancellation(error) {
      show(screenBeforeCalls, ifLatest: call)
    } catch {
      show(.failed(message: "Could not save your profile. Your changes were not saved; try again."), ifLatest: call)
    }
  }

  /// Both kinds of cancel: Swift's own, and the one URLSession throws for a cancelled task.
  private func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
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
