/// The seam between the profile screen and the backend: read the current user, save an update.
///
/// The app passes an implementation that talks to the API; tests pass ``MockUserService``.
///
/// ```swift
/// let user = try await service.fetchCurrentUser()
/// let saved = try await service.updateProfile(ProfileUpdate(name: "Ada King", bio: user.bio))
/// ```
public protocol UserService: Sendable {
  /// The signed-in user.
  func fetchCurrentUser() async throws -> User
  /// Saves `update` and returns the user as the backend now has it.
  func updateProfile(_ update: ProfileUpdate) async throws -> User
}
