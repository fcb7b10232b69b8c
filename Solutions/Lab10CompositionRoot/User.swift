/// A user as the API returns it: `{"id": "42", "name": "Ada"}`.
///
/// ```swift
/// let ada = User(id: "42", name: "Ada")
/// ```
public struct User: Equatable, Sendable, Codable {
  public let id: String
  public let name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
