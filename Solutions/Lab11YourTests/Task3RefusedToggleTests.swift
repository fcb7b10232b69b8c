import Lab11YourTests
import Testing

/// Task 3: when the service refuses a change, the heart goes back and the user is told, once.
@MainActor
@Suite("Task 3: when the service refuses")
struct Task3RefusedToggleTests {
  @Test func toggle_putsTheHeartBackWhenTheServiceRefuses() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == .loaded(byName),
      "Expected the list exactly as before the toggle: the service refused, so the screen must not claim Kettle is a favourite.")
  }

  @Test func toggle_asksOnceAndShowsAMessageWhenTheServiceRefuses() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)

    await sut.toggleFavorite(productID: kettle.id)

    #expect(sut.errorMessage?.isEmpty == false, "Expected an errorMessage telling the user the change was not saved.")
    #expect(
      service.favoriteChanges == [FavoriteChange(productID: kettle.id, isFavorite: true)],
      "Expected exactly one call to the service: no retries behind the user's back.")
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
