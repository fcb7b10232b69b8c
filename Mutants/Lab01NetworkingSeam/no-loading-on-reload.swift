// replaces: UserProfileViewModel.swift
// bug: sets .loading only when no profile is on screen yet, so a reload shows the old profile as if it were fresh until the answer arrives.
// hint: Load twice. What does the screen show while the second request is in flight?
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

  public init(api: UserAPI) {
    self.api = api
  }

  /// Loads the profile `id`, moving `state` through `.loading` to `.loaded` or `.failed`.
  public func load(id: String) async {
    // Keep the profile on screen while refreshing it: no spinner once something is loaded.
    if case .loaded = state {} else { state = .loading }
    do {
      state = .loaded(try await api.profile(id: id))
    } catch UserAPIError.badStatus(let code) {
      state = .failed(message: "The server answered \(code). Try again later.")
    } catch {
      state = .failed(message: "Could not load the profile. Check your connection and try again.")
    }
  }
}
