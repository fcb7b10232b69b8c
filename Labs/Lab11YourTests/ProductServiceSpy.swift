import Lab11YourTests

/// The double for ``ProductService``: a stub (it answers with the results you configure) and a spy
/// (it records every call, in order, before it answers). You finish it; your tests use it.
///
/// ```swift
/// let service = ProductServiceSpy()
/// service.fetchResult = .success([kettle, apron])
/// service.setFavoriteResult = .failure(TestError.refused)
/// let sut = FavoritesViewModel(service: service)
/// ```
///
/// A cancel is one more answer: `.failure(CancellationError())` or `.failure(URLError(.cancelled))`.
///
/// It is `@MainActor`, like the view model and the tests, so plain `var`s are sound: the main actor
/// guards them. (Swift 6 rejects a class with unguarded `var`s conforming to a `Sendable` protocol.)
/// Add whatever else your tests need.
@MainActor
final class ProductServiceSpy: ProductService {
  /// What `fetchProducts()` answers. No products by default.
  var fetchResult: Result<[Product], any Error> = .success([])
  /// What `setFavorite(_:productID:)` answers. Success by default.
  var setFavoriteResult: Result<Void, any Error> = .success(())
  /// Runs inside `fetchProducts()`, after counting and before answering: the moment the screen is
  /// waiting for the products. A test uses it to read the screen at that moment.
  var onFetchProducts: (@MainActor () async -> Void)?
  /// Runs inside `setFavorite(_:productID:)`, after recording and before answering: the moment the
  /// backend is still deciding. A test uses it to read the screen at that moment, or, since it is
  /// `async`, to run another call (a toggle, a reload) while this one waits, and to change
  /// `setFavoriteResult` before this one answers.
  var onSetFavorite: (@MainActor () async -> Void)?

  /// How many times `fetchProducts()` was called.
  private(set) var fetchCallCount = 0
  /// Every `setFavorite(_:productID:)` call, in call order, including those that threw.
  private(set) var favoriteChanges: [FavoriteChange] = []

  func fetchProducts() async throws -> [Product] {
    // TODO: Task 1. Answer with fetchResult. The tests need fetchCallCount right whatever the
    // answer is (an error too), and onFetchProducts is their only look at the screen while it
    // waits for the products: see "The double" in docs/11-your-tests.md.
    throw Unimplemented("ProductServiceSpy.fetchProducts()")
  }

  func setFavorite(_ isFavorite: Bool, productID: String) async throws {
    // TODO: Task 2. Answer with setFavoriteResult. Every call must show in favoriteChanges, in
    // order, those that throw included, and onSetFavorite may start another call or change the
    // answer before this one answers: see "Two calls at once" in docs/11-your-tests.md.
    throw Unimplemented("ProductServiceSpy.setFavorite(_:productID:)")
  }
}
