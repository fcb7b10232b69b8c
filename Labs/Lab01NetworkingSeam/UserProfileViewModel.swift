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
  // TODO: Task 3. Keep the UserAPI you are given.

  public init(api: UserAPI) {
    // TODO: Task 3. Store `api`.
  }

  /// Loads the profile `id`, moving `state` through `.loading` to `.loaded` or `.failed`.
  ///
  /// Every load sends its own request, even while another is in flight. When loads overlap, only
  /// the latest one started sets the state: an earlier load whose answer (a profile or an error)
  /// arrives after it is dropped, so the screen never shows a profile the user no longer asked for.
  public func load(id: String) async {
    // TODO: Task 3.
    // Set state to .loading, ask the api for the profile, then set .loaded(profile).
    // If it throws, set .failed(message:) with a sentence a user can act on.
    // Then make only the latest load set the state (see the doc comment): a load that another
    // one overtook while it was awaiting leaves the state alone.
  }
}
