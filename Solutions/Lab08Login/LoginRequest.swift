/// What the login endpoint receives: the email and password exactly as the user typed them.
///
/// ```swift
/// let request = LoginRequest(email: "ada@example.com", password: "analytical")
/// ```
public struct LoginRequest: Equatable, Sendable {
  public let email: String
  public let password: String

  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}
