/// The fields a user may change on their profile, as the edit form sends them.
///
/// ```swift
/// let update = ProfileUpdate(name: "Ada King", bio: "Countess of Lovelace")
/// ```
public struct ProfileUpdate: Equatable, Sendable {
  public let name: String
  public let bio: String

  public init(name: String, bio: String) {
    self.name = name
    self.bio = bio
  }
}
