// replaces: UserProfileViewModel.swift
// bug: returns early when the requested profile is already loaded, so a refresh never reaches the server and stale data stays on screen.
// hint: Count the requests when the same profile is loaded twice. Is the view model the right place for a cache?
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
    if case .loaded(let shown) = state, shown.id == id { return }
    state = .loading
    do {
      state = .loaded(try await api.profile(id: id))
    } catch UserAPIError.badStatus(let code) {
      state = .failed(message: "The server answered \(code). Try again later.")
    } catch {
      state = .failed(message: "Could not load the profile. Check your connection and try again.")
    }
  }
}
