/// One call to `setFavorite(_:productID:)`, as ``ProductServiceSpy`` records it.
///
/// `Equatable`, so a test can compare the whole history at once:
///
/// ```swift
/// #expect(service.favoriteChanges == [FavoriteChange(productID: "p-1", isFavorite: true)])
/// ```
struct FavoriteChange: Equatable {
  let productID: String
  let isFavorite: Bool
}
