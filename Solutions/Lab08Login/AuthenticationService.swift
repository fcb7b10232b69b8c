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
  private let apiService: any APIServiceProtocol

  public init(apiService: any APIServiceProtocol) {
    self.apiService = apiService
  }

  /// Sends one ``LoginRequest`` and returns its access token.
  ///
  /// Throws ``AuthenticationServiceError/invalidCredentials`` when the API answers 401, and
  /// ``AuthenticationServiceError/requestFailed`` for every other failure. A cancel is not a
  /// failure: `CancellationError` and `URLError(.cancelled)` are rethrown as they came.
  public func login(email: String, password: String) async throws -> String {
    let request = LoginRequest(email: email, password: password)
    do {
      return try await apiService.send(request).accessToken
    } catch APIError.badStatus(401) {
      throw AuthenticationServiceError.invalidCredentials
    } catch let error where isCancel(error) {
      // The caller stopped waiting: not a failed request. Pass the cancel on unchanged.
      throw error
    } catch {
      throw AuthenticationServiceError.requestFailed
    }
  }

  /// A cancel arrives as either kind: `CancellationError` (Swift concurrency) or
  /// `URLError(.cancelled)` (URLSession, when the task awaiting it is cancelled).
  private func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
