// replaces: LoginViewModel.swift
// bug: never clears the previous error, so the old failure stays on screen during (and after) a successful retry.
// hint: Fail once, then retry: check error while the retry is in flight, not only at the end.

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

  private let authenticationService: any AuthenticationServiceProtocol

  public init(authenticationService: any AuthenticationServiceProtocol) {
    self.authenticationService = authenticationService
  }

  /// Logs in with `email` and `password`, if the button is enabled; otherwise does nothing.
  public func onLogin() async {
    guard isLoginButtonEnabled else { return }
    isLoggingIn = true
    // `defer` ends the flight on every path out, the failure path included.
    defer { isLoggingIn = false }
    do {
      token = try await authenticationService.login(email: email, password: password)
    } catch {
      self.error = error
    }
  }
}
