import Lab11YourTests
import Testing

/// Task 1: `load()` shows the products A to Z, says when there are none, says when it failed, and
/// goes back to where it was when its call is cancelled.
@MainActor
@Suite("Lab 11 · Task 1: loading the products")
struct Task1LoadTests {
  @Test(arguments: orders)
  func load_showsTheProductsAToZIgnoringCase(shape: OrderShape) async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(shape.answer)

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service), FavoritesScreen(shows: .loaded(shape.shown), fetchCallCount: 1),
      "Expected one fetch and the products A to Z by name, ignoring case, hearts or not: not the service's order, not by id."
    )
  }

  @Test func load_showsEmptyWhenTheServiceHasNoProducts() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success([])

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service), FavoritesScreen(shows: .empty, fetchCallCount: 1),
      "Expected .empty for an empty answer: the screen says \"Nothing here yet\", not a blank list.")
  }

  @Test func load_showsLoadingWhileTheServiceAnswers() async {
    let (sut, service) = makeSUT()
    service.fetchResult = .success(inServiceOrder)
    var whileFetching: FavoritesScreen?
    // Weak: the view model holds the service, which holds this closure.
    service.onFetchProducts = { [weak sut, weak service] in
      if let sut, let service { whileFetching = FavoritesScreen(sut, service) }
    }

    await sut.load()

    expectSame(
      whileFetching, FavoritesScreen(shows: .loading, fetchCallCount: 1),
      "Expected .loading while the service was still answering: the screen shows a spinner until the products arrive.")
  }

  @Test(arguments: failures)
  func load_showsASentenceOfTheAppsOwnWhenTheServiceFails(failure: ErrorShape) async {
    let (sut, service) = makeSUT()
    service.fetchResult = .failure(failure.error)

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service), FavoritesScreen(shows: .failed(.naming()), fetchCallCount: 1),
      "Expected .failed with a sentence for the user, not the error's own description, and no spinner left: every failure, whatever its kind, ends the load."
    )
  }

  @Test func load_showsTheSameSentenceWhateverTheServiceThrew() async {
    var sentences: [String] = []
    for failure in failures {
      let (sut, service) = makeSUT()
      service.fetchResult = .failure(failure.error)
      await sut.load()
      sentences.append(FavoritesScreen(sut, service).failedText ?? "(not .failed: \(sut.state))")
    }

    expectSame(
      sentences, Array(repeating: sentences[0], count: failures.count),
      "Expected one sentence for every error the service can throw (\(failures.map(\.testDescription))): the user's next step is the same."
    )
  }

  @Test(arguments: cancels)
  func load_cancelled_goesBackToIdle(cancel: ErrorShape) async {
    let (sut, service) = makeSUT()
    service.fetchResult = .failure(cancel.error)

    await sut.load()

    expectSame(
      FavoritesScreen(sut, service), FavoritesScreen(shows: .idle, fetchCallCount: 1),
      "Expected .idle again after \(cancel.testDescription): a cancel is not a failure, so no failure screen; and the spinner must end, back to the state before the load."
    )
  }

  // MARK: - Helpers

  private func makeSUT() -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    return (FavoritesViewModel(service: service), service)
  }
}
