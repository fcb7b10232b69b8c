import Lab11YourTests
import Testing

/// Task 2: `toggleFavorite(productID:)` flips the heart at once and asks the service to store it;
/// with no such product on screen, it does nothing at all.
@MainActor
@Suite("Lab 11 · Task 2: toggling a favourite")
struct Task2ToggleTests {
  /// First, in the middle and last on screen; hearted and not.
  @Test(arguments: [apron, kettle, teapot])
  func toggle_flipsTheHeartAndAsksTheServiceToStoreIt(product: Product) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)

    await sut.toggleFavorite(productID: product.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(byName.map { $0.id == product.id ? $0.toggled : $0 }), fetchCallCount: 1,
        favoriteChanges: [FavoriteChange(productID: product.id, isFavorite: !product.isFavorite)]),
      "Expected \(product.name)'s heart flipped, every other product and the order unchanged, and one call storing the new value (not the old one) for \(product.id)."
    )
  }

  @Test func toggle_showsTheNewHeartBeforeTheServiceAnswers() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    var whileSaving: FavoritesScreen?
    // Weak: the view model holds the service, which holds this closure. A strong capture would be
    // a retain cycle (harmless in a test that ends, but a bad habit to copy into app code).
    service.onSetFavorite = { [weak sut, weak service] in
      if let sut, let service { whileSaving = FavoritesScreen(sut, service) }
    }

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      whileSaving,
      FavoritesScreen(
        shows: .loaded([apron, kettle.toggled, teapot]), fetchCallCount: 1,
        favoriteChanges: [FavoriteChange(productID: kettle.id, isFavorite: true)]),
      "Expected Kettle already hearted while the service was still answering: the update is optimistic, the user sees it at once."
    )
  }

  @Test func toggle_twice_takesTheHeartAwayAgain() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)

    await sut.toggleFavorite(productID: kettle.id)
    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(byName), fetchCallCount: 1,
        favoriteChanges: [
          FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: kettle.id, isFavorite: false),
        ]),
      "Expected Kettle without its heart again, and the service asked to store true, then false: each toggle starts from the heart on screen now, not as it was loaded."
    )
  }

  /// Screens with no product to toggle: before a load, during one, after an empty or failed one,
  /// and a list without that id; each with what it shows.
  enum NothingToToggle: String, CaseIterable, Sendable {
    case idle, loading, empty, failed, unknownID

    var screen: FavoritesScreen {
      switch self {
      case .idle: FavoritesScreen(shows: .idle, fetchCallCount: 0)
      case .loading: FavoritesScreen(shows: .loading, fetchCallCount: 1)
      case .empty: FavoritesScreen(shows: .empty, fetchCallCount: 1)
      case .failed: FavoritesScreen(shows: .failed(.naming()), fetchCallCount: 1)
      case .unknownID: FavoritesScreen(shows: .loaded(byName), fetchCallCount: 1)
      }
    }
  }

  @Test(arguments: NothingToToggle.allCases)
  func toggle_withoutThatProductOnScreen_doesNothing(screen: NothingToToggle) async {
    let service = ProductServiceSpy()
    let sut = FavoritesViewModel(service: service)
    let productID = screen == .unknownID ? "p-404" : kettle.id
    var afterTheToggle: FavoritesScreen?
    switch screen {
    case .idle: break
    case .loading:
      service.fetchResult = .success(inServiceOrder)
      service.onFetchProducts = { [weak sut, weak service] in
        guard let sut, let service else { return }
        await sut.toggleFavorite(productID: productID)
        afterTheToggle = FavoritesScreen(sut, service)
      }
    case .empty: service.fetchResult = .success([])
    case .failed: service.fetchResult = .failure(TestError.offline)
    case .unknownID: service.fetchResult = .success(inServiceOrder)
    }
    if screen != .idle { await sut.load() }
    if screen != .loading {
      await sut.toggleFavorite(productID: productID)
      afterTheToggle = FavoritesScreen(sut, service)
    }

    expectSame(
      afterTheToggle, screen.screen,
      "Expected the screen and the service's record as they were (\(screen.rawValue)): a toggle of \(productID), which is not in a loaded list, changes nothing and asks the service nothing."
    )
  }

  // MARK: - Helpers

  /// A view model that has loaded `products` and whose service will accept changes.
  private func makeLoadedSUT(products: [Product]) async -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    service.fetchResult = .success(products)
    let sut = FavoritesViewModel(service: service)
    await sut.load()
    return (sut, service)
  }
}
