import Lab11YourTests
import Testing

/// Task 3: when the service does not store a change (it refuses, or the call is cancelled), the
/// heart goes back; a refusal tells the user, once, naming the product; a cancel says nothing.
@MainActor
@Suite("Lab 11 · Task 3: when the service refuses")
struct Task3RefusedToggleTests {
  /// Every product, so the message is checked on every kind of name (lower case, combining
  /// accents, an emoji), adding a heart and taking one away.
  @Test(arguments: everyProduct, refusals)
  func toggle_refused_putsTheHeartBackAndNamesTheProduct(product: Product, refusal: ErrorShape) async {
    let (sut, service) = await makeLoadedSUT(products: everyProduct)
    service.setFavoriteResult = .failure(refusal.error)

    await sut.toggleFavorite(productID: product.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(everyProductByName), banner: .naming(product), fetchCallCount: 1,
        favoriteChanges: [FavoriteChange(productID: product.id, isFavorite: !product.isFavorite)]),
      "Expected the list exactly as before the toggle (\(product.name)'s heart back, hearted or not), a message naming \(product.name) and only it, and one call: no retries behind the user's back."
    )
  }

  @Test(arguments: [apron, kettle], cancels)
  func toggle_cancelled_putsTheHeartBackWithNoMessage(product: Product, cancel: ErrorShape) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(cancel.error)

    await sut.toggleFavorite(productID: product.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(byName), fetchCallCount: 1,
        favoriteChanges: [FavoriteChange(productID: product.id, isFavorite: !product.isFavorite)]),
      "Expected \(product.name)'s heart back as it was and no message after \(cancel.testDescription): the service never stored the new value, and a cancel is not a refusal."
    )
  }

  @Test(arguments: Answer.every)
  func toggle_afterARefusal_clearsItsMessageAsItStarts(answer: Answer) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)
    await sut.toggleFavorite(productID: kettle.id)
    service.setFavoriteResult = answer.result
    var whileSaving: FavoritesScreen?
    service.onSetFavorite = { [weak sut, weak service] in
      if let sut, let service { whileSaving = FavoritesScreen(sut, service) }
    }

    await sut.toggleFavorite(productID: teapot.id)

    let changes = [
      FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: teapot.id, isFavorite: true),
    ]
    expectSame(
      [whileSaving, FavoritesScreen(sut, service)],
      [
        FavoritesScreen(shows: .loaded([apron, kettle, teapot.toggled]), fetchCallCount: 1, favoriteChanges: changes),
        FavoritesScreen(
          shows: .loaded(answer.kind == .accepted ? [apron, kettle, teapot.toggled] : byName),
          banner: answer.kind == .refused ? .naming(teapot) : nil, fetchCallCount: 1, favoriteChanges: changes),
      ],
      "Expected no message about Kettle from the moment the Teapot toggle starts (while the service answers, and after, \(answer.testDescription)): a new toggle clears it, and a cancel does not bring it back."
    )
  }

  @Test func toggle_ofAProductNotOnScreen_keepsTheMessageOfARefusal() async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    service.setFavoriteResult = .failure(TestError.refused)
    await sut.toggleFavorite(productID: kettle.id)

    await sut.toggleFavorite(productID: "p-404")

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(byName), banner: .naming(kettle), fetchCallCount: 1,
        favoriteChanges: [FavoriteChange(productID: kettle.id, isFavorite: true)]),
      "Expected the message about Kettle still on screen: a toggle of an id that is not in the list does nothing, so it clears nothing either."
    )
  }

  @Test(arguments: Answer.notStored)
  func toggle_notStoredAfterAnAcceptedOne_putsBackOnlyItsOwnHeart(answer: Answer) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    await sut.toggleFavorite(productID: apron.id)
    service.setFavoriteResult = answer.result

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded([apron.toggled, kettle, teapot]), banner: answer.kind == .refused ? .naming(kettle) : nil,
        fetchCallCount: 1,
        favoriteChanges: [
          FavoriteChange(productID: apron.id, isFavorite: false), FavoriteChange(productID: kettle.id, isFavorite: true),
        ]),
      "Expected Apron still without its heart (that change was saved) and only Kettle put back (\(answer.testDescription)). Undo the product whose call ended, not every change since the load."
    )
  }

  @Test(arguments: Answer.notStored)
  func toggle_notStoredWhileAnotherToggleWasAccepted_putsBackOnlyItsOwnHeart(answer: Answer) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // Two toggles in flight: while the service decides about Kettle, the user takes Apron's heart
    // away (accepted), and only then does Kettle's call end without storing.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      await sut?.toggleFavorite(productID: apron.id)
      service?.setFavoriteResult = answer.result
    }

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded([apron.toggled, kettle, teapot]), banner: answer.kind == .refused ? .naming(kettle) : nil,
        fetchCallCount: 1,
        favoriteChanges: [
          FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: apron.id, isFavorite: false),
        ]),
      "Expected Apron still without its heart (saved while Kettle's call waited) and only Kettle put back (\(answer.testDescription)). Undo only that product, in the list as it is when the service answers, not a copy taken before the await."
    )
  }

  @Test(arguments: Answer.notStored)
  func toggle_acceptedWhileAnotherToggleWasNotStored_keepsItsHeart(answer: Answer) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // The other order: while the service decides about Kettle (it will accept), Apron's toggle
    // ends without being stored.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      service?.setFavoriteResult = answer.result
      await sut?.toggleFavorite(productID: apron.id)
      service?.setFavoriteResult = .success(())
    }

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded([apron, kettle.toggled, teapot]), banner: answer.kind == .refused ? .naming(apron) : nil,
        fetchCallCount: 1,
        favoriteChanges: [
          FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: apron.id, isFavorite: false),
        ]),
      "Expected Kettle hearted (accepted) and Apron's heart back (\(answer.testDescription) while Kettle's call waited). Putting back touches its own product only, to the value it had when the user tapped."
    )
  }

  @Test(arguments: Answer.notStored)
  func toggle_notStoredAfterAnotherWasRefusedWhileItWaited_leavesTheLastRefusalsMessage(answer: Answer) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // Both calls end without being stored: while the service decides about Kettle, Apron's toggle
    // is refused; then Kettle's call is refused too, or cancelled.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      service?.setFavoriteResult = .failure(TestError.refused)
      await sut?.toggleFavorite(productID: apron.id)
      service?.setFavoriteResult = answer.result
    }

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(byName), banner: .naming(answer.kind == .refused ? kettle : apron), fetchCallCount: 1,
        favoriteChanges: [
          FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: apron.id, isFavorite: false),
        ]),
      "Expected both hearts back and the message about the last refused heart (\(answer.kind == .refused ? "Kettle, refused last" : "Apron: Kettle's call was cancelled, and a cancel says nothing, nor clears what another refusal said")), \(answer.testDescription)."
    )
  }

  @Test(arguments: Answer.notStored)
  func toggle_notStoredWhileASecondTapOnTheSameHeartWasAccepted_showsTheHeartAsBeforeTheFirstTap(answer: Answer) async {
    let (sut, service) = await makeLoadedSUT(products: inServiceOrder)
    // The user taps Kettle twice before the first answer: the second tap (take the heart away) is
    // accepted, then the first (add it) ends without being stored.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      await sut?.toggleFavorite(productID: kettle.id)
      service?.setFavoriteResult = answer.result
    }

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded(byName), banner: answer.kind == .refused ? .naming(kettle) : nil, fetchCallCount: 1,
        favoriteChanges: [
          FavoriteChange(productID: kettle.id, isFavorite: true), FavoriteChange(productID: kettle.id, isFavorite: false),
        ]),
      "Expected Kettle without its heart, as before the first tap (\(answer.testDescription)): putting back restores the value the user tapped away from. Flipping the heart again flips the second tap's value."
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
