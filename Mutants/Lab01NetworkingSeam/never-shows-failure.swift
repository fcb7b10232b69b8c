// replaces: UserProfileViewModel.swift
// bug: the catch only prints the error, so the screen spins in .loading forever after a failure.
// hint: Every path out of load must leave a state the user can see: loaded or failed.

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
    state = .loading
    do {
      state = .loaded(try await api.profile(id: id))
    } catch {
      print("load failed: \(error)")
    }
  }
}
