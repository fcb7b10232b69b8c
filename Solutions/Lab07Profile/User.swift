/// The signed-in user, as the user service returns it.
///
/// ```swift
/// let ada = User(id: "42", name: "Ada Lovelace", email: "ada@example.com", bio: "Analyst")
/// ```
public struct User: Equatable, Sendable {
  public let id: String
  public let name: String
  public let email: String
  public let bio: String

  public init(id: String, name: String, email: String, bio: String) {
    self.id = id
    self.name = name
    self.email = email
    self.bio = bio
  }
}
