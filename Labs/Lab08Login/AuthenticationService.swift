import Foundation

/// The live authentication service: turns a login into a ``LoginRequest`` for the API service it
/// was given, and the API's failures into ``AuthenticationServiceError``.
///
/// It depends on ``APIServiceProtocol``, not on a concrete HTTP client, so it is tested with a
/// double and the app decides at its edge which client to pass.
///
/// ```swift
/// let service = AuthenticationService(apiService: apiClient)
/// let token = try await service.login(email: "ada@example.com", password: "analytical")
/// ```
public struct AuthenticationService: AuthenticationServiceProtocol {
  // TODO: Task 2. The service sends through whichever API service it is given, never one it
  // builds itself: that is what lets a test hand it a double (docs/08, "The seams").

  public init(apiService: any APIServiceProtocol) {
    // TODO: Task 2.
  }

  /// Sends one ``LoginRequest`` and returns its access token.
  ///
  /// Throws ``AuthenticationServiceError/invalidCredentials`` when the API answers 401, and
  /// ``AuthenticationServiceError/requestFailed`` for every other failure. A cancel is not a
  /// failure: `CancellationError` and `URLError(.cancelled)` are rethrown as they came.
  public func login(email: String, password: String) async throws -> String {
    // TODO: Task 2. One request, with the email and password exactly as given, and its token
    // back. A failure reaches the screen in the screen's words, a cancel as it came (the doc
    // comment above; the tests' table lists every error the API can throw).
    throw Unimplemented("AuthenticationService.login(email:password:)")
  }
}
