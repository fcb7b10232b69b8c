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
  /// The access token of the last successful login.
  public private(set) var token: String?
  /// Why the last login failed; `nil` once a new login starts.
  public private(set) var error: (any Error)?
  /// `true` from the moment a login starts until its answer arrives, success or failure.
  public private(set) var isLoggingIn = false

  // The "before": the view model builds its own service, all the way down to the backend client.
  // No test can replace it, so every test of onLogin talks to a server it cannot control.
  // TODO: Task 4. Replace this hard-wired service with a stored
  // `let authenticationService: any AuthenticationServiceProtocol` that init fills in.
  private let authenticationService = AuthenticationService(apiService: BackendAPIService())

  public init(authenticationService: any AuthenticationServiceProtocol) {
    // TODO: Task 4. Store `authenticationService`.
  }

  /// Logs in with `email` and `password`, if the button is enabled; otherwise does nothing.
  public func onLogin() async {
    // TODO: Task 4. This is the "before": it works, but nobody can watch it happen.
    // - Return at once unless isLoginButtonEnabled (an invalid form, or a login already in flight).
    // - Set isLoggingIn = true and clear the previous error before calling the service.
    // - Set isLoggingIn = false again on every path out, failure included (`defer`).
    do {
      token = try await authenticationService.login(email: email, password: password)
    } catch {
      self.error = error
    }
  }
}
