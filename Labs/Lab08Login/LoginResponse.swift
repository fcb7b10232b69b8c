/// What the login endpoint answers on success: the token later requests carry.
///
/// ```swift
/// let response = LoginResponse(accessToken: "eyJhbGciOi...")
/// ```
public struct LoginResponse: Equatable, Sendable {
  public let accessToken: String

  public init(accessToken: String) {
    self.accessToken = accessToken
  }
}
