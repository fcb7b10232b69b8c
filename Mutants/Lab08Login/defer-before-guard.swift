// replaces: LoginViewModel.swift
// bug: puts `defer { isLoggingIn = false }` before the guard, so a second tap that returns early ends the first login's flight: the spinner stops and the button comes back while the first login is still waiting.
// hint: Tap again while a login is in flight, then look at isLoggingIn and the button: which statements run on the early-return path?

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
    // `defer` ends the flight on every path out, the failure path included.
    defer { isLoggingIn = false }
    guard isLoginButtonEnabled else { return }
    isLoggingIn = true
    error = nil
    do {
      token = try await authenticationService.login(email: email, password: password)
    } catch {
      self.error = error
    }
  }
}
