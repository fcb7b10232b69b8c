import Foundation
import Lab11YourTests
import Testing

/// Task 4: loading again starts from a clean slate (a retry works, old messages go, the service's
/// answer now is what shows), and a cancelled reload keeps what was on screen.
@MainActor
@Suite("Lab 11 · Task 4: loading again")
struct Task4ReloadTests {
  /// Screens a reload can start from, each reached by a first load (and a refused toggle).
  enum Before: String, CaseIterable, Sendable {
    case loaded, loadedWithAMessage, empty, failed

    /// Brings `sut` to this screen.
    @MainActor func arrange(_ sut: FavoritesViewModel, _ service: ProductServiceSpy) async {
      service.fetchResult =
        switch self {
        case .loaded, .loadedWithAMessage: .success(inServiceOrder)
        case .empty: .success([])
        case .failed: .failure(TestError.offline)
        }
      await sut.load()
      if self == .loadedWithAMessage {
        service.setFavoriteResult = .failure(TestError.refused)
        await sut.toggleFavorite(productID: kettle.id)
      }
    }

    /// What this screen shows, without its message: every load clears that as it starts.
    var shows: FavoritesScreen.Shows {
      switch self {
      case .loaded, .loadedWithAMessage: .loaded(byName)
      case .empty: .empty
      case .failed: .failed(.naming())
      }
    }

    var favoriteChanges: [FavoriteChange] {
      self == .loadedWithAMessage ? [FavoriteChange(productID: kettle.id, isFavorite: true)] : []
    }
  }

  @Test(arguments: Before.allCases)
  func load_again_showsLoadingWhileTheServiceAnswers_thenWhatItAnswersNow(before: Before) async {
    let (sut, service) = makeSUT()
    await before.arrange(sut, service)
    // Meanwhile, on another device, Kettle got a heart and Apron lost its own.
    let answerNow = [kettle.toggled, apron.toggled, teapot]
    service.fetchResult = .success(answerNow)
    var whileFetching: FavoritesScreen?
    service.onFetchProducts = { [weak sut, weak service] in
      if let sut, let service { whileFetching = FavoritesScreen(sut, service) }
    }

    await sut.load()

    expectSame(
      [whileFetching, FavoritesScreen(sut, service)],
      [
        FavoritesScreen(shows: .loading, fetchCallCount: 2, favoriteChanges: before.favoriteChanges),
        FavoritesScreen(
          shows: .loaded([apron.toggled, kettle.toggled, teapot]), fetchCallCount: 2,
          favoriteChanges: before.favoriteChanges),
      ],
      "Expected a reload from \(before.rawValue) to ask the service again, show .loading and no message while it answers, then the hearts the service returns now (Kettle hearted, Apron not), A to Z: not the list it replaces."
    )
  }

  @Test(arguments: Before.allCases)
  func load_again_withNoProductsNow_showsEmpty(before: Before) async {
    let (sut, service) = makeSUT()
    await before.arrange(sut, service)
    service.fetchResult = .success([])

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(shows: .empty, fetchCallCount: 2, favoriteChanges: before.favoriteChanges),
      "Expected .empty after a reload from \(before.rawValue) that found no products, and no message: the service's answer now replaces whatever was on screen."
    )
  }

  @Test(arguments: Before.allCases)
  func load_again_thatFails_showsTheFailureWithNoMessage(before: Before) async {
    let (sut, service) = makeSUT()
    await before.arrange(sut, service)
    service.fetchResult = .failure(URLError(.notConnectedToInternet))

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(shows: .failed(.naming()), fetchCallCount: 2, favoriteChanges: before.favoriteChanges),
      "Expected .failed after a reload from \(before.rawValue) that failed, and no message: the old list is not what the service says now, and every load clears the message as it starts, not only the loads that work."
    )
  }

  @Test(arguments: Before.allCases, cancels)
  func load_again_cancelled_keepsWhatWasOnScreen(before: Before, cancel: ErrorShape) async {
    let (sut, service) = makeSUT()
    await before.arrange(sut, service)
    service.fetchResult = .failure(cancel.error)

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(shows: before.shows, fetchCallCount: 2, favoriteChanges: before.favoriteChanges),
      "Expected the screen from before the reload (\(before.rawValue)) after \(cancel.testDescription): a cancel is not a failure and wipes nothing. Only the message is gone: the reload cleared it as it started."
    )
  }

  @Test(arguments: cancels)
  func load_cancelledAfterANewerLoadLanded_keepsTheNewerList(cancel: ErrorShape) async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    // While the reload waits, a newer load lands with one more product; then the reload is
    // cancelled.
    service.onFetchProducts = { [weak sut, weak service] in
      service?.onFetchProducts = nil
      service?.fetchResult = .success(everyProduct)
      await sut?.load()
      service?.fetchResult = .failure(cancel.error)
    }

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service), FavoritesScreen(shows: .loaded(everyProductByName), fetchCallCount: 3),
      "Expected the newer load's list after the older load was cancelled (\(cancel.testDescription)): going back to the screen before the cancelled load means before it, not a copy that a newer load has replaced."
    )
  }

  @Test func toggle_afterAFailedReload_doesNothing() async {
    let (sut, service) = makeSUT()
    await Before.loaded.arrange(sut, service)
    service.fetchResult = .failure(TestError.offline)
    await sut.load()

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service), FavoritesScreen(shows: .failed(.naming()), fetchCallCount: 2),
      "Expected the failure still on screen and no call to the service: after a failed reload no product is on screen, whatever an earlier load showed."
    )
  }

  /// The reload moves Kettle from the second place to the third, and puts bread bin, hearted, in
  /// the second: a heart written to Kettle's old place shows on bread bin. The reload shows Kettle
  /// with and without the heart being stored.
  @Test(arguments: [kettle, kettle.toggled], Answer.every)
  func toggle_endingAfterAReloadWhileItWaited_setsItsHeartWhereItIsNow(reloadedKettle: Product, answer: Answer) async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      service?.fetchResult = .success([reloadedKettle, breadBin, apron, teapot])
      await sut?.load()
      service?.setFavoriteResult = answer.result
    }

    await sut.toggleFavorite(productID: kettle.id)

    expectSame(
      FavoritesScreen(sut, service),
      FavoritesScreen(
        shows: .loaded([apron, breadBin, answer.kind == .accepted ? reloadedKettle : kettle, teapot]),
        banner: answer.kind == .refused ? .naming(kettle) : nil, fetchCallCount: 2,
        favoriteChanges: [FavoriteChange(productID: kettle.id, isFavorite: true)]),
      "Expected the reloaded list, bread bin's heart untouched, and Kettle \(answer.kind == .accepted ? "as the reload showed it" : "back without its heart") (\(answer.testDescription)). A call that ends puts back its own product, found by id in the list as it is now: not at the place it had before the await, not a copy of the old list, not the heart flipped again."
    )
  }

  // MARK: - Helpers

  private func makeSUT() -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    return (FavoritesViewModel(service: service), service)
  }
}
