/// Stands in for the app's real API client, the one that would send the login to the server over
/// HTTPS. It is here only because the starter's `LoginViewModel` builds it for itself (the
/// "before" of this lab). Run from a test, it can only fail the way a real server does when it is
/// out of reach, which is why no test of the hard-wired view model can be reliable.
///
/// Once `LoginViewModel` takes its service through `init` (Task 4), nothing uses this type: you may
/// delete this file.
struct BackendAPIService: APIServiceProtocol {
  func send(_ request: LoginRequest) async throws -> LoginResponse {
    // 503 Service Unavailable: what a test sees on the day the backend is down.
    throw APIError.badStatus(503)
  }
}
