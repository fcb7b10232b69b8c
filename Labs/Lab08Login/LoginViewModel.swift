import Observation

/// Drives a login screen: the form, the in-flight state, and the outcome.
///
/// It receives its ``AuthenticationServiceProtocol`` through `init`; it never builds one itself.
///
/// ```swift
/// let model = LoginViewModel(authenticationService: AuthenticationService(apiService: apiClient))
/// model.email = "ada@example.com"
/// model.password = "analytical"
/// await model.onLogin()
/// if let token = model.token { print("logged in with \(token)") }
/// ```
@MainActor
@Observable
public final class LoginViewModel {
  public var email = ""
  public var password = ""
  /// The access token of the last successful login, exactly as the service returned it (an empty
  /// one too). A later login that fails or is cancelled leaves it as it was.
  public private(set) var token: String?
  /// Why the last login failed; `nil` once a new login starts. A login that is cancelled (the
  /// service throws `CancellationError` or `URLError(.cancelled)`) has not failed: it puts back the
  /// error that was shown before it started. The error tells a cancel, not the task: a login whose
  /// task was cancelled while it waited, and which the service then answers, shows that answer.
  public private(set) var error: (any Error)?
  /// `true` from the moment a login starts until its answer arrives, success or failure.
  public private(set) var isLoggingIn = false

  // The "before": the view model builds its own service, all the way down to the backend client.
  // No test can replace it, so every test of onLogin talks to a server it cannot control.
  // TODO: Task 4. The view model should log in through the service it is given, so a test can
  // hand it a double (docs/08, "Why").
  private let authenticationService = AuthenticationService(apiService: BackendAPIService())

  public init(authenticationService: any AuthenticationServiceProtocol) {
    // TODO: Task 4.
  }

  /// Logs in with `email` and `password`, if the button is enabled; otherwise does nothing.
  public func onLogin() async {
    // TODO: Task 4. This is the "before": it works, but nobody can watch it happen, and a second
    // tap sends a second request. The doc comments on `token`, `error` and `isLoggingIn` say what
    // the screen shows at each step, on every way out; a cancel is not a failure (docs/01,
    // "A cancel is not a failure"). The tests drive it step by step, from every state.
    do {
      token = try await authenticationService.login(email: email, password: password)
    } catch {
      self.error = error
    }
  }
}
