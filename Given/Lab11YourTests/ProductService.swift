/// The seam between the wishlist screen and the backend: read the products, store a heart.
///
/// The app passes an implementation that talks to the API; your tests pass the double you write.
/// It is `Sendable` because the `@MainActor` view model calls it from `async` code.
///
/// ```swift
/// let products = try await service.fetchProducts()
/// try await service.setFavorite(true, productID: products[0].id)
/// ```
public protocol ProductService: Sendable {
  /// Every product the user can see, in no particular order (the order the backend stores them).
  func fetchProducts() async throws -> [Product]
  /// Stores whether the product `productID` is a favourite, or throws if the backend refuses.
  func setFavorite(_ isFavorite: Bool, productID: String) async throws
}
