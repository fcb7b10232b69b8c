import Foundation
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

  private let authenticationService: any AuthenticationServiceProtocol

  public init(authenticationService: any AuthenticationServiceProtocol) {
    self.authenticationService = authenticationService
  }

  /// Logs in with `email` and `password`, if the button is enabled; otherwise does nothing.
  public func onLogin() async {
    guard isLoginButtonEnabled else { return }
    let errorBefore = error
    isLoggingIn = true
    error = nil
    // `defer` ends the flight on every path out, the failure path included.
    defer { isLoggingIn = false }
    do {
      token = try await authenticationService.login(email: email, password: password)
    } catch let error where isCancel(error) {
      // A cancel is not a failure: the screen shows what it showed before this login started.
      self.error = errorBefore
    } catch {
      self.error = error
    }
  }

  /// A cancel arrives as either kind: `CancellationError` (Swift concurrency) or
  /// `URLError(.cancelled)` (URLSession, when the task awaiting it is cancelled).
  private func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
