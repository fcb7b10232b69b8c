import Synchronization

/// A test double whose answer the test gives, when the test chooses: every `login` waits until
/// the test calls ``complete(with:)``. In between, the test can look at the screen *during* the
/// login: the spinner on, the button off.
///
/// The usual version of this double stores a `Task<Result, Never>` in a `var` of a plain class.
/// Swift 6 rejects that class (the protocol is `Sendable`, the `var` is not protected), and a
/// pre-made task cannot show the in-flight state: it has usually finished before anyone looks.
/// This one parks a continuation under a `Mutex` and resumes it on demand.
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
  private struct State {
    var requests: [LoginRequest] = []
    var waiting: [CheckedContinuation<String, any Error>] = []
  }

  private let state = Mutex(State())
  private let onLoginStarted: @Sendable (LoginRequest) -> Void

  /// - Parameter onLoginStarted: called each time a login has arrived and is waiting, so a test
  ///   can wait for that moment (with a bounded wait) instead of guessing.
  public init(onLoginStarted: @escaping @Sendable (LoginRequest) -> Void = { _ in }) {
    self.onLoginStarted = onLoginStarted
  }

  /// Every login received, oldest first.
  public var requests: [LoginRequest] { state.withLock { $0.requests } }

  /// How many logins are waiting for ``complete(with:)``.
  public var pendingCount: Int { state.withLock { $0.waiting.count } }

  /// Records the request, then waits until the test calls ``complete(with:)``.
  public func login(email: String, password: String) async throws -> String {
    let request = LoginRequest(email: email, password: password)
    return try await withCheckedThrowingContinuation { continuation in
      state.withLock {
        $0.requests.append(request)
        $0.waiting.append(continuation)
      }
      // Outside the lock: the hook may read `requests` or `pendingCount`.
      onLoginStarted(request)
    }
  }

  /// Answers the oldest waiting login with `result`.
  ///
  /// - Returns: `false` when no login was waiting, so a test that completes too early finds out.
  @discardableResult
  public func complete(with result: Result<String, any Error>) -> Bool {
    let oldest = state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
    guard let oldest else { return false }
    // Resumed outside the lock: the resumed code may call back into this double.
    oldest.resume(with: result)
    return true
  }
}
