import Lab11YourTests
import Testing

/// Task 1: `load()` shows the products A to Z, says when there are none, and says when it failed.
@MainActor
@Suite("Lab 11 · Task 1: loading the products")
struct Task1LoadTests {
  @Test func load_showsTheProductsSortedByName() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)

    await sut.load()

    #expect(
      sut.state == .loaded(byName),
      "Expected the products A to Z (Apron, Kettle, Teapot), not in the service's order. The screen sorts them by name.")
    #expect(service.fetchCallCount == 1, "Expected exactly one fetch per load.")
  }

  @Test func load_sortsByNameIgnoringCase() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success([kettle, breadBin, apron])

    await sut.load()

    #expect(
      sut.state == .loaded([apron, breadBin, kettle]),
      "Expected Apron, bread bin, Kettle: A to Z ignoring case. A sort on the raw names puts every lower-case name after the capitalised ones."
    )
  }

  @Test func load_showsLoadingWhileTheServiceAnswers() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    var stateWhileFetching: FavoritesViewModel.State?
    // Weak, as with onSetFavorite: the view model holds the service, which holds this closure.
    service.onFetchProducts = { [weak sut] in stateWhileFetching = sut?.state }

    await sut.load()

    #expect(
      stateWhileFetching == .loading,
      "Expected .loading while the service was still answering, not \(String(describing: stateWhileFetching)): the screen shows a spinner until the products arrive."
    )
  }

  @Test func load_showsEmptyWhenTheServiceHasNoProducts() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success([])

    await sut.load()

    #expect(sut.state == .empty, "Expected .empty for an empty answer, not \(sut.state): the screen says \"Nothing here yet\".")
  }

  @Test func load_showsAFailureWithAMessageWhenTheServiceFails() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .failure(TestError.offline)

    await sut.load()

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) with a sentence for the user, not \(sut.state). A failed load must not leave a spinner.")
  }

  @Test func load_showsTheSameSentenceWhateverTheServiceThrew() async throws {
    let (offlineSUT, offlineService) = makeSUT()
    offlineService.fetchResult = .failure(TestError.offline)
    let (refusedSUT, refusedService) = makeSUT()
    refusedService.fetchResult = .failure(TestError.refused)

    await offlineSUT.load()
    await refusedSUT.load()

    let offline = try #require(
      failureMessage(of: offlineSUT.state), "Expected .failed(message:) when the service fails, not \(offlineSUT.state).")
    let refused = try #require(
      failureMessage(of: refusedSUT.state), "Expected .failed(message:) when the service fails, not \(refusedSUT.state).")
    #expect(
      offline == refused && !offline.contains("offline"),
      "Expected one sentence for the user whatever the service threw, got \"\(offline)\" and \"\(refused)\". The error's own description is for developers, not for the screen."
    )
  }

  @Test func load_sortsByNameWhicheverProductsAreFavourites() async {
    let (sut, service) = makeSUT()
    // The favourite's name comes last: a sort that puts hearts first would move it to the top.
    let heartedTeapot = teapot.with(isFavorite: true)
    let plainApron = apron.with(isFavorite: false)
    service.fetchResult = .success([kettle, heartedTeapot, plainApron])

    await sut.load()

    #expect(
      sut.state == .loaded([plainApron, kettle, heartedTeapot]),
      "Expected Apron, Kettle, Teapot: A to Z by name, hearts or not, got \(sut.state). A favourite keeps its place in the alphabet."
    )
  }

  @Test func load_endsInAFailureWhenItsCallIsCancelled() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .failure(CancellationError())

    await sut.load()

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) when the service threw CancellationError, not \(sut.state). Whatever the service throws, the screen must not stay .loading."
    )
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
