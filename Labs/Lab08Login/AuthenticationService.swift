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
  // TODO: Task 2. Keep the API service you are given (type it `any APIServiceProtocol`).

  public init(apiService: any APIServiceProtocol) {
    // TODO: Task 2. Store `apiService`.
  }

  /// Sends one ``LoginRequest`` and returns its access token.
  ///
  /// Throws ``AuthenticationServiceError/invalidCredentials`` when the API answers 401, and
  /// ``AuthenticationServiceError/requestFailed`` for every other failure.
  public func login(email: String, password: String) async throws -> String {
    // TODO: Task 2.
    // 1. Build a LoginRequest from email and password, and send it through the stored apiService.
    // 2. Return the response's accessToken.
    // 3. APIError.badStatus(401) becomes .invalidCredentials; any other error becomes .requestFailed.
    throw Unimplemented("AuthenticationService.login(email:password:)")
  }
}
