/// The lowest seam of this lab: whatever sends a login request to the server.
///
/// The app's live client would do HTTP; tests pass a double. `AuthenticationService` is written
/// against this protocol, never against a concrete client.
///
/// ```swift
/// let service = AuthenticationService(apiService: apiClient)
/// ```
public protocol APIServiceProtocol: Sendable {
  /// Sends `request` and returns the server's answer, or throws (``APIError`` or a transport error).
  func send(_ request: LoginRequest) async throws -> LoginResponse
}
