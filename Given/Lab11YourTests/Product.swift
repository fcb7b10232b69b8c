/// A product on the wishlist screen, as the service returns it.
///
/// ```swift
/// let kettle = Product(id: "p-1", name: "Kettle", isFavorite: false)
/// ```
public struct Product: Equatable, Sendable, Identifiable {
  public let id: String
  public let name: String
  /// Whether the user has marked it with a heart. ``FavoritesViewModel`` flips it.
  public var isFavorite: Bool

  public init(id: String, name: String, isFavorite: Bool) {
    self.id = id
    self.name = name
    self.isFavorite = isFavorite
  }
}
