// replaces: ProfileViewModel.swift
// bug: neither method sets .loading before awaiting the service, so the screen shows the old state (or .idle) while the request runs.
// hint: Look at what the screen shows between the tap and the answer: what is `state` while the service is still working?

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
    do {
      state = .loaded(try await userService.fetchCurrentUser())
    } catch {
      state = .failed(message: "Could not load your profile. Check your connection and try again.")
    }
  }

  /// Saves `update`: `.loading`, then `.loaded` with the user the service returned, or `.failed`.
  public func updateProfile(_ update: ProfileUpdate) async {
    do {
      // Show what the backend saved, not a local guess: it may have normalized the fields.
      state = .loaded(try await userService.updateProfile(update))
    } catch {
      state = .failed(message: "Could not save your profile. Your changes were not saved; try again.")
    }
  }
}
