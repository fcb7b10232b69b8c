/// The body of a create request: `{"name": "Ada", "email": "ada@example.com"}`.
public struct NewUser: Equatable, Sendable, Codable {
  public let name: String
  public let email: String

  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}
