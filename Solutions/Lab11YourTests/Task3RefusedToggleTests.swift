import Lab11YourTests
import Testing

/// Task 3: when the service refuses a change, the heart goes back and the user is told, once.
@MainActor
@Suite("Lab 11 · Task 3: when the service refuses")
struct Task3RefusedToggleTests {
  @Test func toggle_putsTheHeartBackWhenTheServiceRefuses() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == .loaded(byName),
      "Expected the list exactly as before the toggle: the service refused, so the screen must not claim Kettle is a favourite.")
  }

  @Test func toggle_keepsAFavoriteHeartedWhenTheServiceRefusesToRemoveIt() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)

    await sut.toggleFavorite(productID: apron.id)

    #expect(
      sut.state == .loaded(byName),
      "Expected Apron hearted again, as before the toggle: putting the heart back restores the old value, which is not always false.")
    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an errorMessage for a refused removal too: the heart came back, and the user must be told why.")
  }

  @Test func toggle_refusedAfterAnAcceptedOne_putsBackOnlyItsOwnHeart() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    await sut.toggleFavorite(productID: apron.id)
    service.setFavoriteResult = .failure(TestError.refused)

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == .loaded([apron.with(isFavorite: false), kettle, teapot]),
      "Expected Apron still without its heart (that change was saved) and only Kettle put back. Undo the refused product, not every change since the load."
    )
  }

  @Test func toggle_clearsTheMessageOfAnEarlierRefusal() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)
    await sut.toggleFavorite(productID: kettle.id)
    service.setFavoriteResult = .success(())
    var messageShownWhileSaving: Bool?
    service.onSetFavorite = { [weak sut] in messageShownWhileSaving = sut.map { $0.errorMessage != nil } }

    await sut.toggleFavorite(productID: teapot.id)

    #expect(
      messageShownWhileSaving == false,
      "Expected no errorMessage as soon as the new toggle starts, before the service answers: \"Could not update Kettle\" is about an earlier tap."
    )
    #expect(sut.errorMessage == nil, "Expected no errorMessage after a toggle the service accepted.")
  }

  @Test func toggle_ofAProductNotOnScreen_keepsTheMessageOfARefusal() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)
    await sut.toggleFavorite(productID: kettle.id)
    let messageAfterTheRefusal = sut.errorMessage

    await sut.toggleFavorite(productID: "p-404")

    #expect(messageAfterTheRefusal != nil, "Expected an errorMessage after the refused toggle of Kettle.")
    #expect(
      sut.errorMessage == messageAfterTheRefusal,
      "Expected the message about Kettle still on screen: a toggle of an id that is not in the list does nothing, so it clears nothing either."
    )
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
