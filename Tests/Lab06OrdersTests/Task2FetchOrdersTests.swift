import Lab06Orders
import Testing

/// Task 2: `FetchOrdersUseCase` returns the repository's open orders and passes its errors on.
@Suite("Lab 06 · Task 2: the fetch-orders use case")
struct Task2FetchOrdersTests {
  @Test func execute_returnsTheRepositoryOrdersInTheirOrder() async throws {
    let (sut, _) = makeSUT(orders: [gizmo, widget, gadget])

    let orders = try await sut.execute()

    #expect(
      orders == [gizmo, widget, gadget],
      "Expected the repository's orders in the repository's order. Return what fetchAll() gives, without sorting.")
  }

  @Test func execute_leavesOutCancelledOrders() async throws {
    let (sut, _) = makeSUT(orders: [widget, oldLamp, gadget])

    let orders = try await sut.execute()

    #expect(
      orders == [widget, gadget],
      "Expected the .cancelled order to be left out and the others kept. Filter on status != .cancelled.")
  }

  /// Cancelled orders first, last, side by side, apart, or nothing else: each one is left out.
  @Test(arguments: [
    ([oldLamp, widget], [widget]),
    ([widget, gadget, oldLamp], [widget, gadget]),
    ([widget, oldLamp, oldRadio, gadget], [widget, gadget]),
    ([oldRadio, widget, oldLamp, gizmo], [widget, gizmo]),
    ([oldLamp, oldRadio], []),
  ])
  func execute_leavesOutEveryCancelledOrderWhereverItStands(stubbed: [Order], expected: [Order]) async throws {
    let (sut, _) = makeSUT(orders: stubbed)

    let orders = try await sut.execute()

    #expect(
      orders == expected,
      "Expected \(expected.map(\.id)) from the stubbed \(stubbed.map(\.id)), got \(orders.map(\.id)). Leave out every .cancelled order, wherever it stands and however many there are, and keep the rest in order: filter on status != .cancelled."
    )
  }

  @Test func execute_passesTheRepositoryErrorThroughUnchanged() async throws {
    let (sut, repository) = makeSUT(orders: [widget])
    repository.stubbedError = TestError.offline

    await #expect(
      throws: TestError.offline,
      "Expected the repository's error itself. Use `try` and no catch: returning [] would hide the failure from the view model."
    ) {
      try await sut.execute()
    }
  }

  @Test func execute_passesCancellationThroughUnchanged() async throws {
    let (sut, repository) = makeSUT(orders: [widget])
    repository.stubbedError = CancellationError()

    await #expect(
      throws: CancellationError.self,
      "Expected the repository's CancellationError itself. Don't catch it in the use case, not to return [] nor to wrap it: the view model must see it to leave the screen as it was."
    ) {
      try await sut.execute()
    }
  }

  // MARK: - Helpers

  private func makeSUT(orders: [Order]) -> (FetchOrdersUseCase, MockOrderRepository) {
    let repository = MockOrderRepository()
    repository.stubbedOrders = orders
    return (FetchOrdersUseCase(repository: repository), repository)
  }
}
