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
  // TODO: Task 3. Keep the UserAPI you are given: the view model asks it, and nothing else, for profiles.

  public init(api: UserAPI) {
    // TODO: Task 3. Keep `api` (chapter: "Concept", constructor injection).
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
    // TODO: Task 3. Make the screen follow the doc comment above, from whatever state it is in:
    // .loading while the request is in flight, then the profile, or a failure with a message a
    // user can act on. The tests look at the screen during the request and at the end, from
    // every state (idle, loaded, failed, after a cancel) and with two loads in flight answered in
    // either order, and count the requests. Two rules need a design of yours: which load may set
    // the state, and what a cancel puts back. The chapter states what each must do ("Task 3: the
    // view model", "A cancel is not a failure"); how the view model knows is your decision.
  }
}
