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

  @Test(arguments: [kettle, apron])
  func toggle_putsTheHeartBackWhenItsCallIsCancelled(product: Product) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(CancellationError())

    await sut.toggleFavorite(productID: product.id)

    #expect(
      sut.state == .loaded(byName),
      "Expected \(product.name)'s heart back as it was: the call threw CancellationError, so the service never stored the new value. Cancelled or refused, the heart goes back."
    )
  }

  @Test(arguments: [kettle, teapot])
  func toggle_refusalMessageNamesTheRefusedProduct(product: Product) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)

    await sut.toggleFavorite(productID: product.id)

    #expect(
      sut.errorMessage?.contains(product.name) == true,
      "Expected the message about the refusal to name \(product.name), got \"\(sut.errorMessage ?? "nil")\". With several hearts on screen, the user must know which one was not saved."
    )
  }

  @Test func toggle_refusedWhileAnotherToggleWasAccepted_putsBackOnlyItsOwnHeart() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // Two toggles in flight: while the service decides about Kettle, the user takes Apron's heart
    // away (accepted), and only then is Kettle refused.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      await sut?.toggleFavorite(productID: apron.id)
      service?.setFavoriteResult = .failure(TestError.refused)
    }

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      service.favoriteChanges == [
        FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: apron.id, isFavorite: false),
      ],
      "Expected Kettle's call, then Apron's, made while Kettle's waited.")
    #expect(
      sut.state == .loaded([apron.with(isFavorite: false), kettle, teapot]),
      "Expected Apron still without its heart (that change was saved while Kettle's call waited) and only Kettle put back. Undo only the refused product, in the list as it is when the service answers, not a copy taken before the await."
    )
  }

  @Test func toggle_acceptedWhileAnotherToggleWasRefused_keepsItsHeart() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // The other order: while the service decides about Kettle (it will accept), Apron's toggle is
    // refused.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      service?.setFavoriteResult = .failure(TestError.refused)
      await sut?.toggleFavorite(productID: apron.id)
      service?.setFavoriteResult = .success(())
    }

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == .loaded([apron, kettle.with(isFavorite: true), teapot]),
      "Expected Kettle hearted (accepted) and Apron's heart back (refused while Kettle's call waited). A refusal puts back its own product only, to the value it had when the user tapped."
    )
  }

  @Test func toggle_refusedWhileASecondTapOnTheSameHeartWasAccepted_showsTheHeartAsBeforeTheFirstTap() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // The user taps Kettle twice before the first answer: the second tap (take the heart away) is
    // accepted, then the first (add it) is refused.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      await sut?.toggleFavorite(productID: kettle.id)
      service?.setFavoriteResult = .failure(TestError.refused)
    }

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      service.favoriteChanges == [
        FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: kettle.id, isFavorite: false),
      ],
      "Expected two calls for Kettle, true then false: the second tap started from the heart on screen.")
    #expect(
      sut.state == .loaded(byName),
      "Expected Kettle without its heart, as before the first tap: undoing a refusal puts back the value the user tapped away from. Flipping the heart again flips the second tap's value."
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
