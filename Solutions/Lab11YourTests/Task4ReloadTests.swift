import Lab11YourTests
import Testing

/// Task 4: loading again starts from a clean slate: a retry works, and old messages go.
@MainActor
@Suite("Lab 11 · Task 4: loading again")
struct Task4ReloadTests {
  @Test func load_afterAFailedLoad_showsTheProducts() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .failure(TestError.offline)
    await sut.load()

    service.fetchResult = .success(inServiceOrder)
    await sut.load()

    #expect(sut.state == .loaded(byName), "Expected the products after the retry, not \(sut.state). Every load asks the service again.")
    #expect(service.fetchCallCount == 2, "Expected one fetch per load: two loads, two fetches.")
  }

  @Test func load_afterALoadedList_showsLoadingWhileTheServiceAnswers() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    var stateWhileFetching: FavoritesViewModel.State?
    service.onFetchProducts = { [weak sut] in stateWhileFetching = sut?.state }

    await sut.load()

    #expect(
      stateWhileFetching == .loading,
      "Expected .loading while the reload was still answering, not \(String(describing: stateWhileFetching)): every load goes through .loading, not only the first."
    )
  }

  @Test func load_again_showsTheHeartsTheServiceReturnsNow() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    // Meanwhile, on another device, Kettle got a heart and Apron lost its own.
    let heartedKettle = kettle.with(isFavorite: true)
    let plainApron = apron.with(isFavorite: false)
    service.fetchResult = .success([heartedKettle, plainApron, teapot])

    await sut.load()

    #expect(
      sut.state == .loaded([plainApron, heartedKettle, teapot]),
      "Expected the hearts the service returns now (Kettle hearted, Apron not), got \(sut.state). A reload shows what the service says, not the hearts of the list it replaces."
    )
  }

  @Test func toggle_afterAFailedReload_doesNothing() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    service.fetchResult = .failure(TestError.offline)
    await sut.load()
    let stateAfterTheFailure = sut.state

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == stateAfterTheFailure,
      "Expected the failure still on screen, not \(sut.state): there is no list to put a heart on.")
    #expect(
      service.favoriteChanges == [],
      "Expected no call to the service: after a failed reload no product is on screen, whatever the earlier load showed.")
  }

  @Test func load_clearsTheMessageOfARefusedToggle() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    service.setFavoriteResult = .failure(TestError.refused)
    await sut.toggleFavorite(productID: kettle.id)

    await sut.load()

    #expect(
      sut.errorMessage == nil,
      "Expected no errorMessage after a reload: \"Could not update Kettle\" is about a list the user no longer sees.")
    #expect(sut.state == .loaded(byName), "Expected the reloaded products.")
  }

  @Test func load_thatFailsAfterALoadedList_showsTheFailureAndClearsTheMessage() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    await sut.load()
    service.setFavoriteResult = .failure(TestError.refused)
    await sut.toggleFavorite(productID: kettle.id)
    service.fetchResult = .failure(TestError.offline)

    await sut.load()

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) after a reload that failed, not \(sut.state): the old list is not what the service says now.")
    #expect(sut.errorMessage == nil, "Expected no errorMessage after a reload, even a failed one: every load clears it as it starts.")
  }

  @Test func toggle_refusedAfterAReloadWhileItWaited_putsBackItsHeartInTheReloadedList() async {
    let service = ProductServiceSpy()
    service.fetchResult = .success(inServiceOrder)
    let sut = FavoritesViewModel(service: service)
    await sut.load()
    // While the service decides about Kettle, the screen reloads and gets a new product; then
    // Kettle is refused.
    service.onSetFavorite = { [weak sut, weak service] in
      service?.onSetFavorite = nil
      service?.fetchResult = .success([kettle, breadBin, apron, teapot])
      await sut?.load()
      service?.setFavoriteResult = .failure(TestError.refused)
    }

    await sut.toggleFavorite(productID: kettle.id)

    #expect(
      sut.state == .loaded([apron, breadBin, kettle, teapot]),
      "Expected the reloaded list (bread bin included) with Kettle without its heart, got \(sut.state). A refusal puts back one heart in the list as it is when the service answers: not the list copied before the await, and not the heart flipped again."
    )
    #expect(sut.errorMessage?.isEmpty == false, "Expected a message about the refused Kettle: the refusal came after the reload.")
  }

  // MARK: - Helpers

  private func makeSUT() -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    return (FavoritesViewModel(service: service), service)
  }

  private func failureMessage(of state: FavoritesViewModel.State) -> String? {
    if case .failed(let message) = state { return message }
    return nil
  }
}
