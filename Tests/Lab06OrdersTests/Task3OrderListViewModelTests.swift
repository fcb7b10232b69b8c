import Lab06Orders
import Testing

/// Task 3: `OrderListViewModel` shows the open orders, cancels one, and never shows a stale list.
@MainActor
@Suite("Lab 06 · Task 3: the order list view model")
struct Task3OrderListViewModelTests {
  @Test func load_showsTheOpenOrders() async {
    let (sut, _) = makeSUT(orders: [widget, oldLamp, gadget])

    await sut.load()

    #expect(
      sut.orders == [widget, gadget],
      "Expected the use case's orders (no cancelled ones). In load(), set orders = try await fetchOrders.execute().")
    #expect(sut.errorMessage == nil, "Expected no error message after a successful load. Leave or set errorMessage to nil.")
  }

  @Test func load_showsAMessageAndNoOrdersWhenTheRepositoryFails() async {
    let (sut, repository) = makeSUT(orders: [widget])
    repository.stubbedError = TestError.offline

    await sut.load()

    #expect(sut.orders.isEmpty, "Expected no orders when loading failed. Set orders = [] in the catch.")
    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message when loading failed. Catch the error and set errorMessage to a sentence for the user.")
  }

  @Test func load_dropsTheOldOrdersWhenAReloadFails() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()

    repository.stubbedError = TestError.offline
    await sut.load()

    #expect(
      sut.orders.isEmpty,
      "Expected the list from the first load to be gone after the second failed. Set orders = [] in the catch, not only the message."
    )
    #expect(sut.errorMessage?.isEmpty == false, "Expected an error message after the failed reload. Set errorMessage in the catch.")
  }

  @Test func load_clearsTheMessageWhenAReloadSucceeds() async {
    let (sut, repository) = makeSUT(orders: [widget])
    repository.stubbedError = TestError.offline
    await sut.load()

    repository.stubbedError = nil
    await sut.load()

    #expect(sut.orders == [widget], "Expected the orders after the successful retry. Each load sets orders again.")
    #expect(
      sut.errorMessage == nil,
      "Expected the old error message to be gone after a successful load. Set errorMessage = nil on success.")
  }

  @Test func load_againReplacesTheListWithTheNewOrders() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()

    repository.stubbedOrders = [gizmo]
    await sut.load()

    #expect(
      sut.orders == [gizmo],
      "Expected only the second load's orders, got \(sut.orders.map(\.id)). Each load replaces the list (orders = ...), it does not append to it or skip when orders are already shown."
    )
    #expect(sut.errorMessage == nil, "Expected no error message after two successful loads.")
  }

  @Test func cancel_asksTheRepositoryAndRemovesTheOrder() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget, gizmo])
    await sut.load()

    await sut.cancel(orderId: "A-2")

    #expect(
      repository.cancelledOrderIds == ["A-2"],
      "Expected one cancel request for A-2. Call repository.cancel(orderId:) with the id you were given.")
    #expect(
      sut.orders == [widget, gizmo],
      "Expected A-2 gone and the others kept in order. After the repository succeeds, remove the order whose id matches.")
    #expect(sut.errorMessage == nil, "Expected no error message after a successful cancel.")
  }

  @Test func cancel_keepsTheListAndShowsAMessageWhenTheRepositoryFails() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget, gizmo])
    await sut.load()

    repository.stubbedError = TestError.refused
    await sut.cancel(orderId: "A-2")

    #expect(
      repository.cancelledOrderIds == ["A-2"],
      "Expected the view model to have asked the repository to cancel A-2. Call repository.cancel(orderId:).")
    #expect(
      sut.orders == [widget, gadget, gizmo],
      "Expected all three orders still listed: the cancel failed. Remove the order only after `try await repository.cancel` returns."
    )
    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message saying the cancel failed. Catch the error and set errorMessage.")
  }

  @Test func cancel_retryAfterAFailureRemovesTheOrderAndClearsTheMessage() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()
    repository.stubbedError = TestError.refused
    await sut.cancel(orderId: "A-1")

    repository.stubbedError = nil
    await sut.cancel(orderId: "A-1")

    #expect(
      repository.cancelledOrderIds == ["A-1", "A-1"],
      "Expected two cancel requests for A-1, the failed one and the retry. Call the repository on every cancel.")
    #expect(sut.orders == [gadget], "Expected A-1 removed once the retry succeeded.")
    #expect(
      sut.errorMessage == nil,
      "Expected the message from the failed cancel to be gone after the retry succeeded. Set errorMessage = nil on success.")
  }

  // MARK: - Helpers

  private func makeSUT(orders: [Order]) -> (OrderListViewModel, MockOrderRepository) {
    let repository = MockOrderRepository()
    repository.stubbedOrders = orders
    let sut = OrderListViewModel(fetchOrders: FetchOrdersUseCase(repository: repository), repository: repository)
    return (sut, repository)
  }
}
