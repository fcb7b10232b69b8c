import Lab11YourTests
import Testing

/// Task 2: `toggleFavorite(productID:)` flips the heart at once and asks the service to store it.
@MainActor
@Suite("Lab 11 · Task 2: toggling a favourite")
struct Task2ToggleTests {
  @Test func toggle_heartsAProductAndAsksTheServiceToStoreIt() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == .loaded([apron, kettle.with(isFavorite: true), teapot]),
      "Expected Kettle hearted, the other products unchanged and in the same order.")
    #expect(
      service.favoriteChanges == [FavoriteChange(productID: kettle.id, isFavorite: true)],
      "Expected one call asking the service to store Kettle (p-1) as a favourite: the new value, not the old one.")
  }

  @Test func toggle_unheartsAFavoriteAndAsksTheServiceToStoreIt() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)

    await sut.toggleFavorite(productID: apron.id)

    #expect(
      sut.state == .loaded([apron.with(isFavorite: false), kettle, teapot]),
      "Expected Apron, a favourite, to lose its heart: a toggle goes both ways.")
    #expect(
      service.favoriteChanges == [FavoriteChange(productID: apron.id, isFavorite: false)],
      "Expected one call asking the service to store Apron (p-2) as not a favourite.")
  }

  @Test func toggle_showsTheNewHeartBeforeTheServiceAnswers() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    var stateWhileSaving: FavoritesViewModel.State?
    // Weak: the view model holds the service, which holds this closure. A strong capture would be
    // a retain cycle (harmless in a test that ends, but a bad habit to copy into app code).
    service.onSetFavorite = { [weak sut] in stateWhileSaving = sut?.state }

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      stateWhileSaving == .loaded([apron, kettle.with(isFavorite: true), teapot]),
      "Expected Kettle already hearted while the service was still answering: the update is optimistic, the user sees it at once."
    )
  }

  @Test func toggle_twice_takesTheHeartAwayAgain() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)

    await sut.toggleFavorite(productID: kettle.id)
    await sut.toggleFavorite(productID: kettle.id)

    #expect(sut.state == .loaded(byName), "Expected Kettle without its heart again: the second tap flips the heart the first tap set.")
    #expect(
      service.favoriteChanges == [
        FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: kettle.id, isFavorite: false),
      ],
      "Expected the service asked to store true, then false: each toggle starts from the heart on screen now, not as it was loaded.")
  }

  @Test func toggle_beforeTheProductsHaveLoaded_doesNothing() async {
    let service = ProductServiceSpy()
    let sut = FavoritesViewModel(service: service)

    await sut.toggleFavorite(productID: kettle.id)

    #expect(sut.state == .idle, "Expected the screen untouched, not \(sut.state): there is no heart to flip before a load.")
    #expect(service.favoriteChanges == [], "Expected no call to the service: a product that is not on screen cannot be toggled.")
    #expect(sut.errorMessage == nil, "Expected no errorMessage on a fresh screen: nothing has been refused.")
  }

  @Test func toggle_ofAProductNotOnScreen_doesNothing() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)

    await sut.toggleFavorite(productID: "p-404")

    #expect(sut.state == .loaded(byName), "Expected the list exactly as loaded: no product has the id p-404.")
    #expect(service.favoriteChanges == [], "Expected no call to the service for an id that is not in the loaded list.")
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
