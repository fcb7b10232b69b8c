// replaces: MockUserService.swift
// bug: a "smart" double plays the backend: a successful updateProfile replaces fetchCurrentUserResult with the saved user, so a view model that refetches after saving looks right.
// hint: Each method answers what the test configured for it. After an update, what should fetchCurrentUser() return?
/// A test double for ``UserService`` that follows the mock checklist: a call count for each
/// method, the last argument captured, a configurable `Result` per method, and success by default.
///
/// ```swift
/// let service = MockUserService()
/// service.updateProfileResult = .failure(MyError.offline)   // configure only what the test is about
/// _ = try? await service.updateProfile(ProfileUpdate(name: "Ada", bio: ""))
/// service.updateProfileCallCount        // 1
/// service.updateProfileLastArgument     // ProfileUpdate(name: "Ada", bio: "")
/// ```
///
/// `@MainActor` makes it `Sendable` with plain `var`s: all its state lives on the main actor, so no
/// two tasks can write it at once. That suits this lab, where the only caller is a `@MainActor`
/// view model and the tests run on the main actor too.
@MainActor
public final class MockUserService: UserService {
  /// What both results return until a test configures something else.
  public nonisolated static let defaultUser = User(id: "1", name: "Test User", email: "test@example.com", bio: "")

  public private(set) var fetchCurrentUserCallCount = 0
  public private(set) var updateProfileCallCount = 0
  /// The update passed to the most recent `updateProfile(_:)` call; `nil` before the first.
  public private(set) var updateProfileLastArgument: ProfileUpdate?

  /// What `fetchCurrentUser()` answers. Succeeds with ``defaultUser`` by default.
  public var fetchCurrentUserResult: Result<User, any Error> = .success(MockUserService.defaultUser)
  /// What `updateProfile(_:)` answers. Succeeds with ``defaultUser`` by default.
  public var updateProfileResult: Result<User, any Error> = .success(MockUserService.defaultUser)

  public init() {}

  public func fetchCurrentUser() async throws -> User {
    // Record before answering, so a failing call is counted too.
    fetchCurrentUserCallCount += 1
    return try fetchCurrentUserResult.get()
  }

  public func updateProfile(_ update: ProfileUpdate) async throws -> User {
    updateProfileCallCount += 1
    updateProfileLastArgument = update
    let saved = try updateProfileResult.get()
    fetchCurrentUserResult = .success(saved)
    return saved
  }
}
