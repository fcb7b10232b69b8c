// replaces: LoginViewModel.swift
// bug: accepts a service in init but keeps calling the one it builds itself (the "before"), so the injected double is never called.
// hint: Assert that the double you injected received the request; a test that only checks the outcome can pass by luck.

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

  private let authenticationService: any AuthenticationServiceProtocol = AuthenticationService(apiService: BackendAPIService())

  public init(authenticationService: any AuthenticationServiceProtocol) {
    // Stored nowhere: the hard-wired service above is still the one in use.
  }

  /// Logs in with `email` and `password`, if the button is enabled; otherwise does nothing.
  public func onLogin() async {
    guard isLoginButtonEnabled else { return }
    isLoggingIn = true
    error = nil
    // `defer` ends the flight on every path out, the failure path included.
    defer { isLoggingIn = false }
    do {
      token = try await authenticationService.login(email: email, password: password)
    } catch {
      self.error = error
    }
  }
}

/// The backend the view model builds for itself; from a test it is always out of reach.
private struct BackendAPIService: APIServiceProtocol {
  func send(_ request: LoginRequest) async throws -> LoginResponse {
    throw APIError.badStatus(503)
  }
}
