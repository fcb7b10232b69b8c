import Lab06Orders
import Testing

/// Task 2: `FetchOrdersUseCase` returns the repository's open orders and passes its errors on.
@Suite("Lab 06 · Task 2: the fetch-orders use case")
struct Task2FetchOrdersTests {
  /// Cancelled orders first, last, side by side, apart, or nothing else: each one is left out.
  @Test func execute_returnsTheOpenOrdersInTheRepositoryOrder() async {
    for list in listShapes {
      let (sut, repository) = makeSUT(orders: list.value.stubbed)

      let executed = await answer { try await sut.execute() }

      guard
        expectSame(
          OrdersObserved(repository, answers: [executed]),
          OrdersObserved(answers: ["orders \(list.value.open.map(\.id))"], fetches: 1, stubbedOrders: list.value.stubbed),
          "With the stubbed orders \(list.value.stubbed.map(\.id)) (\(list.name)): expected \(list.value.open.map(\.id)), every .cancelled order left out, wherever it stands and however many, the rest kept in the repository's order, a repeated id kept as often as it comes, one fetch and no cancel."
        )
      else { return }
    }
  }

  /// Both kinds of cancel too: the use case does not translate errors, so a cancel passes through
  /// unchanged, as every error does.
  @Test func execute_passesTheRepositoryErrorThroughUnchanged() async {
    for error in ErrorKinds.all {
      let (sut, repository) = makeSUT(orders: [widget])
      repository.stubbedError = error.value

      let executed = await answer { try await sut.execute() }

      guard
        expectSame(
          OrdersObserved(repository, answers: [executed]),
          OrdersObserved(
            answers: ["threw \(describe(error.value))"], fetches: 1, stubbedOrders: [widget], stubbedError: describe(error.value)),
          "With the repository throwing \(error.name): expected that error itself, after one fetch. Don't catch it in the use case, not to return [] nor to wrap it nor to try again: the view model must see what happened (a cancel above all, to leave the screen as it was)."
        )
      else { return }
    }
  }

  // MARK: - Helpers

  private func makeSUT(orders: [Order]) -> (FetchOrdersUseCase, MockOrderRepository) {
    let repository = MockOrderRepository()
    repository.stubbedOrders = orders
    return (FetchOrdersUseCase(repository: repository), repository)
  }
}
