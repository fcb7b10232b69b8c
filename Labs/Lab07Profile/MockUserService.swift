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

  // TODO: Task 1. Item four of the checklist: choose these two defaults on purpose. The suite expects
  // an unconfigured double to answer as the doc comments below say, so that each test configures
  // only what it is about; "Succeed by default, or fail by default?" in the chapter says why this
  // double departs from Lab 02's.
  /// What `fetchCurrentUser()` answers. Succeeds with ``defaultUser`` by default.
  public var fetchCurrentUserResult: Result<User, any Error> = .failure(
    Unimplemented("the default of MockUserService.fetchCurrentUserResult"))
  /// What `updateProfile(_:)` answers. Succeeds with ``defaultUser`` by default.
  public var updateProfileResult: Result<User, any Error> = .failure(Unimplemented("the default of MockUserService.updateProfileResult"))

  public init() {}

  public func fetchCurrentUser() async throws -> User {
    // TODO: Task 1. The checklist for this method: its call is counted and it answers what the test
    // configured. A call that fails must leave its trace too: the view model's error tests ask
    // "tried and failed" or "never tried" (the chapter's Why).
    throw Unimplemented("MockUserService.fetchCurrentUser()")
  }

  public func updateProfile(_ update: ProfileUpdate) async throws -> User {
    // TODO: Task 1. The checklist for this method: counted, its argument kept (the latest call's),
    // and the configured answer. A failing save is recorded as fully as a successful one.
    throw Unimplemented("MockUserService.updateProfile(_:)")
  }
}
