import Foundation  // for `URLError`, the name of URLSession's cancel; no FoundationNetworking
import Observation

/// Drives a profile screen: idle, then loading, then loaded or failed.
///
/// ```swift
/// let model = UserProfileViewModel(api: api)
/// await model.load(id: "42")
/// if case .loaded(let profile) = model.state { print(profile.name) }
/// ```
@MainActor
@Observable
public final class UserProfileViewModel {
  public enum State: Equatable {
    case idle
    case loading
    case loaded(UserProfile)
    case failed(message: String)
  }

  public private(set) var state: State = .idle
  private let api: UserAPI
  /// Counts the loads started, so that only the latest one sets the state.
  private var loadsStarted = 0
  /// What the screen showed before loading began: a cancelled load puts it back.
  private var shownBeforeLoading: State = .idle

  public init(api: UserAPI) {
    self.api = api
  }

  /// Loads the profile `id`, moving `state` through `.loading` to `.loaded` or `.failed`.
  ///
  /// Every load sends its own request, even while another is in flight. When loads overlap, only
  /// the latest one started sets the state: an earlier load whose answer (a profile or an error)
  /// arrives after it is dropped, so the screen never shows a profile the user no longer asked for.
  ///
  /// A cancelled load (`CancellationError` or `URLError(.cancelled)`) is not a failure: the screen
  /// goes back to what it showed before loading began (`.idle`, the profile, the earlier message),
  /// with no message of its own.
  public func load(id: String) async {
    loadsStarted += 1
    let thisLoad = loadsStarted
    if state != .loading { shownBeforeLoading = state }
    state = .loading
    let outcome: State
    do {
      outcome = .loaded(try await api.profile(id: id))
    } catch let error where Self.isCancel(error) {
      outcome = shownBeforeLoading
    } catch UserAPIError.badStatus(let code) {
      outcome = .failed(message: "The server answered \(code). Try again later.")
    } catch {
      outcome = .failed(message: "Could not load the profile. Check your connection and try again.")
    }
    // A later load started while this one was in flight: its answer is the one the user wants.
    guard thisLoad == loadsStarted else { return }
    state = outcome
  }

  /// Both kinds of cancel: Swift concurrency's, and URLSession's when its task is cancelled.
  private static func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
