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

  @Test(arguments: [[Order](), [oldLamp]])
  func load_showsAnEmptyListWithoutAMessageWhenNoOrderIsOpen(stubbed: [Order]) async {
    let (sut, repository) = makeSUT(orders: [widget])
    repository.stubbedError = TestError.offline
    await sut.load()
    #expect(sut.errorMessage != nil, "Expected a message after the failed first load. Set errorMessage in load()'s catch.")

    repository.stubbedError = nil
    repository.stubbedOrders = stubbed
    await sut.load()

    #expect(sut.orders.isEmpty, "Expected an empty list: the repository has no open order (stubbed \(stubbed.map(\.id))).")
    #expect(
      sut.errorMessage == nil,
      "Expected no error message, got \"\(sut.errorMessage ?? "")\". No open orders is a successful load, not a failure: set errorMessage only when the use case throws."
    )
  }

  @Test(arguments: [[Order](), [oldLamp]])
  func load_showsAnEmptyListWhenTheOrdersShownBeforeAreGone(stubbed: [Order]) async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()
    #expect(sut.orders == [widget, gadget], "Expected the first load's orders. In load(), set orders = try await fetchOrders.execute().")

    repository.stubbedOrders = stubbed
    await sut.load()

    #expect(
      sut.orders.isEmpty,
      "Expected an empty list after a reload that found no open order (stubbed \(stubbed.map(\.id))), got \(sut.orders.map(\.id)). An empty answer is an answer: replace the list on every successful load, even with [], and don't keep the old orders."
    )
    #expect(
      sut.errorMessage == nil,
      "Expected no error message, got \"\(sut.errorMessage ?? "")\". No open orders is a successful load, not a failure.")
  }

  @Test func load_leavesTheListAndMessageAsTheyWereWhenCancelled() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()

    repository.stubbedError = CancellationError()
    await sut.load()

    #expect(
      sut.orders == [widget, gadget],
      "Expected the orders of the first load still shown after a cancelled reload, got \(sut.orders.map(\.id)). A CancellationError is not a failure: catch it on its own (catch is CancellationError) and change nothing."
    )
    #expect(
      sut.errorMessage == nil,
      "Expected no error message after a cancelled load, got \"\(sut.errorMessage ?? "")\". Nobody is waiting for that answer; catch CancellationError before the general catch and leave errorMessage alone."
    )

    repository.stubbedError = TestError.offline
    await sut.load()
    let failure = sut.errorMessage
    repository.stubbedError = CancellationError()
    await sut.load()

    #expect(
      sut.errorMessage == failure,
      "Expected the message of the failed load to stay after a cancelled load, got \"\(sut.errorMessage ?? "nil")\". A cancelled load leaves errorMessage as it was: neither a new message nor nil."
    )
  }

  @Test func errorMessage_saysWhichActionFailed() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    repository.stubbedError = TestError.offline
    await sut.load()
    let loadFailure = sut.errorMessage
    repository.stubbedError = nil
    await sut.load()

    repository.stubbedError = TestError.refused
    await sut.cancel(orderId: "A-1")
    let cancelFailure = sut.errorMessage

    #expect(
      loadFailure != nil && cancelFailure != nil,
      "Expected a message after the failed load and after the refused cancel. Set errorMessage in both catches.")
    #expect(
      loadFailure != cancelFailure,
      "Expected different messages for a failed load and a refused cancel, got \"\(cancelFailure ?? "nil")\" for both. The message says what failed: the orders could not be loaded, or the order could not be cancelled and is still active."
    )
  }

  @Test func errorMessage_saysWhatFailedLast() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()

    repository.stubbedError = TestError.refused
    await sut.cancel(orderId: "A-1")
    let refusedCancel = sut.errorMessage
    repository.stubbedError = TestError.offline
    await sut.load()
    let failedLoad = sut.errorMessage
    repository.stubbedError = TestError.refused
    await sut.cancel(orderId: "A-2")
    let refusedCancelAfterAFailedLoad = sut.errorMessage

    #expect(
      refusedCancel != nil && failedLoad != nil && refusedCancelAfterAFailedLoad != nil,
      "Expected a message after each failure: the refused cancel, the failed load, the second refused cancel. Set errorMessage in both catches."
    )
    #expect(
      failedLoad != refusedCancel,
      "Expected the failed load to replace the refused cancel's message, got \"\(failedLoad ?? "nil")\" for both. Set load's own sentence on every failure, whatever errorMessage held before."
    )
    #expect(
      refusedCancelAfterAFailedLoad != failedLoad,
      "Expected the refused cancel to replace the failed load's message, got \"\(refusedCancelAfterAFailedLoad ?? "nil")\" for both. The message says what failed last: set cancel's own sentence, whatever errorMessage held before."
    )
  }

  @Test(arguments: [["A-1", "A-3"], ["A-3", "A-1"]])
  func cancel_twoCancelsInFlightBothRemoveTheirOrder(finishingOrder: [String]) async {
    let (sut, repository) = makeControlledSUT(orders: [widget, gadget, gizmo])
    await sut.load()

    let first = Task { await sut.cancel(orderId: "A-1") }
    guard await repository.waitForCancel(of: "A-1", startedBy: first) else {
      Issue.record("Expected cancel(orderId: \"A-1\") to ask the repository. Call try await repository.cancel(orderId:).")
      return
    }
    let second = Task { await sut.cancel(orderId: "A-3") }
    guard await repository.waitForCancel(of: "A-3", startedBy: second) else {
      await repository.finishCancel(of: "A-1", in: first, with: .cancelled)
      Issue.record("Expected a second cancel, started while the first waited, to ask the repository too.")
      return
    }
    let tasks = ["A-1": first, "A-3": second]
    for id in finishingOrder {
      if let task = tasks[id] { await repository.finishCancel(of: id, in: task, with: .cancelled) }
    }

    #expect(
      sut.orders == [gadget],
      "Expected both cancelled orders gone (the repository answered \(finishingOrder.joined(separator: " then "))), got \(sut.orders.map(\.id)). Two cancels were in flight: remove the id from orders as they are after the await, not from a copy taken before it."
    )
  }

  @Test(arguments: [CancelAnswer.refused, .taskCancelled], [true, false])
  func cancel_aFailedCancelKeepsWhatAnotherCancelRemoved(failure: CancelAnswer, failureAnsweredFirst: Bool) async {
    let (sut, repository) = makeControlledSUT(orders: [widget, gadget, gizmo])
    await sut.load()

    let failing = Task { await sut.cancel(orderId: "A-1") }
    guard await repository.waitForCancel(of: "A-1", startedBy: failing) else {
      Issue.record("Expected cancel(orderId: \"A-1\") to ask the repository. Call try await repository.cancel(orderId:).")
      return
    }
    let succeeding = Task { await sut.cancel(orderId: "A-3") }
    guard await repository.waitForCancel(of: "A-3", startedBy: succeeding) else {
      await repository.finishCancel(of: "A-1", in: failing, with: failure)
      Issue.record("Expected a second cancel, started while the first waited, to ask the repository too.")
      return
    }
    if failureAnsweredFirst {
      await repository.finishCancel(of: "A-1", in: failing, with: failure)
      await repository.finishCancel(of: "A-3", in: succeeding, with: .cancelled)
    } else {
      await repository.finishCancel(of: "A-3", in: succeeding, with: .cancelled)
      await repository.finishCancel(of: "A-1", in: failing, with: failure)
    }

    #expect(
      sut.orders == [widget, gadget],
      "Expected A-1 kept (its cancel \(failure == .refused ? "was refused" : "threw CancellationError")) and A-3 gone (its cancel succeeded, answered \(failureAnsweredFirst ? "last" : "first")), got \(sut.orders.map(\.id)). A failed cancel undoes nothing but its own change: never write back a copy of the list taken before the await."
    )
  }

  @Test func cancel_keepsAListReloadedWhileItWaited() async {
    let lamp = Order(id: "A-5", title: "Lamp", status: .pending)
    let (sut, repository) = makeControlledSUT(orders: [widget, gadget])
    await sut.load()

    let cancel = Task { await sut.cancel(orderId: "A-1") }
    guard await repository.waitForCancel(of: "A-1", startedBy: cancel) else {
      Issue.record("Expected cancel(orderId: \"A-1\") to ask the repository. Call try await repository.cancel(orderId:).")
      return
    }
    repository.orders = [widget, gadget, lamp]
    await sut.load()
    await repository.finishCancel(of: "A-1", in: cancel, with: .cancelled)

    #expect(
      sut.orders == [gadget, lamp],
      "Expected the reloaded list without A-1, got \(sut.orders.map(\.id)). A load finished while the cancel waited: remove the id from orders as they are after the await, not from a copy taken before it."
    )
  }

  @Test func cancel_leavesTheListAndMessageAsTheyWereWhenItsTaskIsCancelled() async {
    let (sut, repository) = makeControlledSUT(orders: [widget, gadget])
    await sut.load()

    await cancelTaskWhileTheRepositoryWaits(orderId: "A-1", sut: sut, repository: repository)

    #expect(
      sut.orders == [widget, gadget],
      "Expected the list unchanged: the cancel's task was cancelled before the repository agreed. Remove the order only once repository.cancel returns."
    )
    #expect(
      sut.errorMessage == nil,
      "Expected no error message, got \"\(sut.errorMessage ?? "")\". The repository threw CancellationError (the task was cancelled): that is not a refusal. Catch it on its own and change nothing."
    )

    let refused = Task { await sut.cancel(orderId: "A-2") }
    if await repository.waitForCancel(of: "A-2", startedBy: refused) {
      await repository.finishCancel(of: "A-2", in: refused, with: .refused)
    }
    let refusal = sut.errorMessage
    await cancelTaskWhileTheRepositoryWaits(orderId: "A-1", sut: sut, repository: repository)

    #expect(refusal != nil, "Expected a message after the refused cancel of A-2. Set errorMessage in cancel's catch.")
    #expect(
      sut.errorMessage == refusal,
      "Expected the message about the refused A-2 to stay after a cancelled cancel, got \"\(sut.errorMessage ?? "nil")\". A CancellationError is neither a refusal nor a success: change nothing, not even the message."
    )
  }

  @Test func cancel_leavesTheListAndMessageAsTheyWereWhenTheRepositoryThrowsCancellation() async {
    let (sut, repository) = makeSUT(orders: [widget, gadget])
    await sut.load()

    // The test's task is not cancelled: only the error says so, as when a transport gives up.
    repository.stubbedError = CancellationError()
    await sut.cancel(orderId: "A-1")

    #expect(
      sut.orders == [widget, gadget],
      "Expected the list unchanged after the repository threw CancellationError, got \(sut.orders.map(\.id)). Remove the order only once repository.cancel returns."
    )
    #expect(
      sut.errorMessage == nil,
      "Expected no error message, got \"\(sut.errorMessage ?? "")\". Tell a cancellation by the error (catch is CancellationError, before the general catch), not by Task.isCancelled: the repository may throw it while your task runs on."
    )

    repository.stubbedError = TestError.offline
    await sut.load()
    let failedLoad = sut.errorMessage
    repository.stubbedError = CancellationError()
    await sut.cancel(orderId: "A-1")

    #expect(failedLoad != nil, "Expected a message after the failed load. Set errorMessage in load()'s catch.")
    #expect(
      sut.errorMessage == failedLoad,
      "Expected the failed load's message to stay after a cancel that threw CancellationError, got \"\(sut.errorMessage ?? "nil")\". A cancellation is neither a refusal nor a success: change nothing."
    )
  }

  // MARK: - Helpers

  /// Starts `cancel(orderId:)`, cancels its task while the repository holds the call, then makes
  /// the repository throw `CancellationError`, as a transport does for a cancelled task.
  private func cancelTaskWhileTheRepositoryWaits(
    orderId: String, sut: OrderListViewModel, repository: ControlledOrderRepository
  ) async {
    let cancel = Task { await sut.cancel(orderId: orderId) }
    guard await repository.waitForCancel(of: orderId, startedBy: cancel) else {
      Issue.record("Expected cancel(orderId: \"\(orderId)\") to ask the repository. Call try await repository.cancel(orderId:).")
      return
    }
    cancel.cancel()
    await repository.finishCancel(of: orderId, in: cancel, with: .taskCancelled)
  }

  private func makeSUT(orders: [Order]) -> (OrderListViewModel, MockOrderRepository) {
    let repository = MockOrderRepository()
    repository.stubbedOrders = orders
    let sut = OrderListViewModel(fetchOrders: FetchOrdersUseCase(repository: repository), repository: repository)
    return (sut, repository)
  }

  private func makeControlledSUT(orders: [Order]) -> (OrderListViewModel, ControlledOrderRepository) {
    let repository = ControlledOrderRepository(orders: orders)
    let sut = OrderListViewModel(fetchOrders: FetchOrdersUseCase(repository: repository), repository: repository)
    return (sut, repository)
  }
}
