/// What a login screen needs from authentication, and nothing more: a token for an email and a
/// password.
///
/// `LoginViewModel` depends on this protocol, so a test can hand it a double whose answer the test
/// controls (``ControlledAuthenticationService``) instead of a service that talks to a server.
///
/// ```swift
/// let model = LoginViewModel(authenticationService: AuthenticationService(apiService: apiClient))
/// ```
public protocol AuthenticationServiceProtocol: Sendable {
  /// Returns an access token, or throws ``AuthenticationServiceError``.
  func login(email: String, password: String) async throws -> String
}

/// Why a login failed, in the words a login screen cares about.
public enum AuthenticationServiceError: Error, Equatable {
  /// The server refused the email and password (HTTP 401).
  case invalidCredentials
  /// Anything else: the server failed, or the request never reached it.
  case requestFailed
}
