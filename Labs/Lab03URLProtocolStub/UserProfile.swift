/// A user as the directory returns it: `{"id": "42", "name": "Ada", "email": "ada@example.com"}`.
public struct UserProfile: Equatable, Sendable, Codable {
  public let id: String
  public let name: String
  public let email: String

  public init(id: String, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}
