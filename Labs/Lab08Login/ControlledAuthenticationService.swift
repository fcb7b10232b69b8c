/// A test double whose answer the test gives, when the test chooses: every `login` waits until
/// the test calls ``complete(with:)``. In between, the test can look at the screen *during* the
/// login: the spinner on, the button off.
///
/// ```swift
/// let service = ControlledAuthenticationService(onLoginStarted: { _ in arrived.fulfill() })
/// let model = LoginViewModel(authenticationService: service)
/// Task { await model.onLogin() }
/// await fulfillment(of: [arrived], timeout: 2)     // the login is now waiting in the double
/// XCTAssertTrue(model.isLoggingIn)
/// service.complete(with: .success("TOKEN"))
/// ```
public final class ControlledAuthenticationService: AuthenticationServiceProtocol {
  // TODO: Task 3. The double remembers every login it received and every login still waiting
  // for its answer. Plain `var`s do not compile here: the protocol is Sendable, and two tasks may
  // call at once (docs/08, "The controllable double").

  /// - Parameter onLoginStarted: called each time a login has arrived and is waiting, so a test
  ///   can wait for that moment (with a bounded wait) instead of guessing.
  public init(onLoginStarted: @escaping @Sendable (LoginRequest) -> Void = { _ in }) {
    // TODO: Task 3.
  }

  /// Every login received, oldest first.
  public var requests: [LoginRequest] {
    // TODO: Task 3.
    []
  }

  /// How many logins are waiting for ``complete(with:)``.
  public var pendingCount: Int {
    // TODO: Task 3.
    0
  }

  /// Records the request, then waits until the test calls ``complete(with:)``.
  public func login(email: String, password: String) async throws -> String {
    // TODO: Task 3. Record the request, then wait until the test answers this login. Tell the
    // test (onLoginStarted) only once the login is really waiting, so a test that answers at that
    // moment finds it there; the hook may read the double.
    throw Unimplemented("ControlledAuthenticationService.login(email:password:)")
  }

  /// Answers the oldest waiting login with `result`.
  ///
  /// - Returns: `false` when no login was waiting, so a test that completes too early finds out.
  @discardableResult
  public func complete(with result: Result<String, any Error>) -> Bool {
    // TODO: Task 3. The oldest waiting login ends with `result`, and only that one, once.
    false
  }
}
