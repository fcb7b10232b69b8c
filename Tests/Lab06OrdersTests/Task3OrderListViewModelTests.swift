import Lab06Orders
import Testing

/// Task 3: `OrderListViewModel` shows the open orders, cancels one, and never shows a stale list.
/// Every test compares the whole screen and the repository's whole record; a test over a table
/// does it for each row, on a new screen, in order, and stops at the first row that differs.
@MainActor
@Suite("Lab 06 · Task 3: the order list view model")
struct Task3OrderListViewModelTests {
  /// Events × states: a load from every state, answered with a list, every kind of failure, and
  /// both kinds of cancel; each in a task nobody cancels, and in one cancelled during the call.
  @Test func load_fromEveryState() async {
    for before in ScreenBefore.allCases {
      for answer in RepositoryAnswer.all {
        let messages = await FailureMessages.of(makeSUT)
        let (sut, repository, calls) = makeCancellableSUT()
        await before.reach(sut, repository)
        let reloaded = [oldRadio, lamp, gadget]
        repository.stubbedOrders = reloaded
        repository.stubbedError = answer.error

        await calls.run(cancellingTheCaller: answer.callerCancelled) { await sut.load() }

        let shownBefore = before.expected(messages)
        var expected = shownBefore
        expected.fetches += 1
        expected.stubbedOrders = reloaded
        expected.stubbedError = answer.error.map(describe)
        switch answer.kind {
        case .success:
          expected.orders = [lamp, gadget]
          expected.errorMessage = nil
        case .failure:
          expected.orders = []
          expected.errorMessage = messages.load
        case .cancel:
          break
        }
        guard
          expectSame(
            OrdersObserved(sut, repository), expected,
            """
            After \(before), a load that \(answer): expected orders \(expected.orders.map(\.id)) and message \
            \(expected.errorMessage.map { "\"\($0)\"" } ?? "nil"). A successful load shows the use case's orders (no \
            cancelled ones) and clears the message; a failure empties the list (no stale orders) and sets load's own \
            sentence, whatever the error; a cancel, of either kind, changes nothing: the screen keeps what it showed \
            (see "A cancel is not a failure"). Tell a cancel by the error, not by your task: a list or a failure that \
            arrives in a cancelled task is still shown. One fetch per load (no retry, no second fetch for an empty \
            answer), and no cancel sent.
            """
          )
        else { return }
      }
    }
  }

  /// Events × states: a cancel of A-2 from every state (a retry of A-2 after a refusal or a cancel
  /// among them), answered with success, every kind of failure, and both kinds of cancel; each in
  /// a task nobody cancels, and in one cancelled during the call.
  @Test func cancel_fromEveryState() async {
    for before in ScreenBefore.allCases {
      for answer in RepositoryAnswer.all {
        let messages = await FailureMessages.of(makeSUT)
        let (sut, repository, calls) = makeCancellableSUT()
        await before.reach(sut, repository)
        repository.stubbedError = answer.error

        await calls.run(cancellingTheCaller: answer.callerCancelled) { await sut.cancel(orderId: "A-2") }

        let shownBefore = before.expected(messages)
        var expected = shownBefore
        expected.cancelRequests.append("A-2")
        expected.stubbedError = answer.error.map(describe)
        switch answer.kind {
        case .success:
          expected.orders.removeAll { $0.id == "A-2" }
          expected.errorMessage = nil
        case .failure:
          expected.errorMessage = messages.cancel
        case .cancel:
          break
        }
        guard
          expectSame(
            OrdersObserved(sut, repository), expected,
            """
            After \(before), a cancel of A-2 that \(answer): expected orders \(expected.orders.map(\.id)) and message \
            \(expected.errorMessage.map { "\"\($0)\"" } ?? "nil"), and A-2 sent to the repository once. A cancel that \
            succeeds removes that order locally and clears the message; a refusal keeps the list and sets cancel's own \
            sentence (the order is still active), whatever the error; a cancel of either kind changes nothing (see "A \
            cancel is not a failure"). Tell a cancel by the error, not by your task: a success or a refusal that \
            arrives in a cancelled task still shows. Send every cancel the user asks for, a retry of the same id too. \
            Never reload.
            """
          )
        else { return }
      }
    }
  }

  /// Every shape of list, from every state: the new list replaces what was shown, even when it is
  /// empty, and clears any message.
  @Test func load_replacesTheListWithTheOpenOrders() async {
    for before in ScreenBefore.allCases {
      for list in listShapes {
        let messages = await FailureMessages.of(makeSUT)
        let (sut, repository) = makeSUT(orders: [])
        await before.reach(sut, repository)

        repository.stubbedOrders = list.value.stubbed
        await sut.load()

        var expected = before.expected(messages)
        expected.fetches += 1
        expected.orders = list.value.open
        expected.errorMessage = nil
        expected.stubbedOrders = list.value.stubbed
        guard
          expectSame(
            OrdersObserved(sut, repository), expected,
            "After \(before), a load of \(list.value.stubbed.map(\.id)) (\(list.name)): expected \(list.value.open.map(\.id)) on screen, and no message. Each load replaces the list (never appends, never keeps the old one for an empty answer): no open order is a successful load, and a success clears the message."
          )
        else { return }
      }
    }
  }

  @Test func cancel_removesExactlyTheOrderWithThatId() async {
    for id in idShapes {
      let shaped = Order(id: id.value, title: "Shaped", status: .pending)
      let (sut, repository) = makeSUT(orders: [widget, shaped, gizmo])
      await sut.load()

      await sut.cancel(orderId: id.value)

      guard
        expectSame(
          OrdersObserved(sut, repository),
          OrdersObserved(
            orders: [widget, gizmo], fetches: 1, cancelRequests: [id.value], stubbedOrders: [widget, shaped, gizmo]),
          "With the id \(id.value.debugDescription) (\(id.name)): expected it sent exactly as given and only the order with exactly that id removed (A-1 beside it stays). Don't trim, fold or parse ids."
        )
      else { return }
    }
  }

  @Test func errorMessage_saysWhichActionFailed() async {
    let messages = await FailureMessages.of(makeSUT)
    let load = messages.loadSentence ?? ""
    let cancel = messages.cancelSentence ?? ""

    expectSame(
      [load.isEmpty, cancel.isEmpty, load == cancel], [false, false, false],
      "Expected a non-empty sentence for a failed load and another for a refused cancel (both failed with the same error), got \"\(load)\" and \"\(cancel)\". The message says what failed: the orders could not be loaded, or the order could not be cancelled and is still active."
    )
  }

  /// A second call while one waits: two cancels in flight, answered in both orders.
  @Test func cancel_twoCancelsInFlightBothRemoveTheirOrder() async {
    for finishingOrder in [["A-1", "A-3"], ["A-3", "A-1"]] {
      let row = "With the repository answering \(finishingOrder.joined(separator: " then "))"
      let (sut, repository) = makeControlledSUT(orders: [widget, gadget, gizmo])
      await sut.load()

      let first = Task { await sut.cancel(orderId: "A-1") }
      guard await repository.waitForCancel(of: "A-1", startedBy: first, inRow(row, askTheRepository)) else { return }
      let second = Task { await sut.cancel(orderId: "A-3") }
      guard await repository.waitForCancel(of: "A-3", startedBy: second, inRow(row, secondCancelToo)) else {
        await repository.finishCancel(of: "A-1", in: first, with: .cancelled, row: row)
        await repository.finishCancel(of: "A-3", in: second, with: .cancelled, row: row)
        return
      }
      let tasks = ["A-1": first, "A-3": second]
      var finished = true
      for id in finishingOrder {
        if let task = tasks[id] { finished = await repository.finishCancel(of: id, in: task, with: .cancelled, row: row) && finished }
      }
      guard finished else { return }

      guard
        expectSame(
          OrdersObserved(sut, repository),
          OrdersObserved(orders: [gadget], fetches: 1, cancelRequests: ["A-1", "A-3"], stubbedOrders: [widget, gadget, gizmo]),
          "\(row): expected both cancelled orders gone. Two cancels were in flight: remove the id from the list as it is after the await, not from a copy taken before it."
        )
      else { return }
    }
  }

  @Test func cancel_aFailedCancelKeepsWhatAnotherCancelRemoved() async {
    for failure in [CancelAnswer.refused, .taskCancelled, .transportCancelled] {
      for failureAnsweredFirst in [true, false] {
        let row = "With A-1's cancel \(failure), answered \(failureAnsweredFirst ? "before" : "after") A-3's success"
        let messages = await FailureMessages.of(makeSUT)
        let (sut, repository) = makeControlledSUT(orders: [widget, gadget, gizmo])
        await sut.load()

        let failing = Task { await sut.cancel(orderId: "A-1") }
        guard await repository.waitForCancel(of: "A-1", startedBy: failing, inRow(row, askTheRepository)) else { return }
        let succeeding = Task { await sut.cancel(orderId: "A-3") }
        guard await repository.waitForCancel(of: "A-3", startedBy: succeeding, inRow(row, secondCancelToo)) else {
          await repository.finishCancel(of: "A-1", in: failing, with: failure, row: row)
          await repository.finishCancel(of: "A-3", in: succeeding, with: .cancelled, row: row)
          return
        }
        let finished: Bool
        if failureAnsweredFirst {
          let failed = await repository.finishCancel(of: "A-1", in: failing, with: failure, row: row)
          finished = await repository.finishCancel(of: "A-3", in: succeeding, with: .cancelled, row: row) && failed
        } else {
          let succeeded = await repository.finishCancel(of: "A-3", in: succeeding, with: .cancelled, row: row)
          finished = await repository.finishCancel(of: "A-1", in: failing, with: failure, row: row) && succeeded
        }
        guard finished else { return }

        // The message is the last answer's: a refusal answered last leaves cancel's sentence.
        let message: String? = failure == .refused && !failureAnsweredFirst ? messages.cancel : nil
        guard
          expectSame(
            OrdersObserved(sut, repository),
            OrdersObserved(
              orders: [widget, gadget], errorMessage: message, fetches: 1, cancelRequests: ["A-1", "A-3"],
              stubbedOrders: [widget, gadget, gizmo]),
            "\(row): expected A-1 kept and A-3 gone. A failed cancel undoes nothing but its own change: never write back a copy of the list taken before the await. A cancel of either kind sets no message."
          )
        else { return }
      }
    }
  }

  /// A second call while one waits: a reload finishes while a cancel waits.
  @Test func cancel_keepsAListReloadedWhileItWaited() async {
    let (sut, repository) = makeControlledSUT(orders: [widget, gadget])
    await sut.load()

    let cancel = Task { await sut.cancel(orderId: "A-1") }
    guard await repository.waitForCancel(of: "A-1", startedBy: cancel, askTheRepository) else { return }
    repository.orders = [widget, gadget, lamp]
    await sut.load()
    await repository.finishCancel(of: "A-1", in: cancel, with: .cancelled)

    expectSame(
      OrdersObserved(sut, repository),
      OrdersObserved(orders: [gadget, lamp], fetches: 2, cancelRequests: ["A-1"], stubbedOrders: [widget, gadget, lamp]),
      "Expected the reloaded list without A-1. A load finished while the cancel waited: remove the id from the list as it is after the await, not from a copy taken before it."
    )
  }

  /// The cancel's own task is cancelled while the repository holds the call, and the call throws
  /// either kind of cancel: nothing changes, over no message and over a refusal's message.
  @Test func cancel_leavesTheScreenAsItWasWhenItsTaskIsCancelled() async {
    for kind in [CancelAnswer.taskCancelled, .transportCancelled] {
      for afterARefusal in [false, true] {
        let row = "With the cancel's call throwing \(kind)\(afterARefusal ? ", after a refused cancel of A-2" : "")"
        let messages = await FailureMessages.of(makeSUT)
        let (sut, repository) = makeControlledSUT(orders: [widget, gadget])
        await sut.load()
        if afterARefusal {
          let refused = Task { await sut.cancel(orderId: "A-2") }
          // A cancel that never reaches the repository ends the test here: one issue, the first.
          guard await repository.waitForCancel(of: "A-2", startedBy: refused, inRow(row, askTheRepository)) else { return }
          guard await repository.finishCancel(of: "A-2", in: refused, with: .refused, row: row) else { return }
        }

        let cancel = Task { await sut.cancel(orderId: "A-1") }
        guard await repository.waitForCancel(of: "A-1", startedBy: cancel, inRow(row, askTheRepository)) else { return }
        cancel.cancel()
        guard await repository.finishCancel(of: "A-1", in: cancel, with: kind, row: row) else { return }

        guard
          expectSame(
            OrdersObserved(sut, repository),
            OrdersObserved(
              orders: [widget, gadget], errorMessage: afterARefusal ? messages.cancel : nil, fetches: 1,
              cancelRequests: (afterARefusal ? ["A-2"] : []) + ["A-1"], stubbedOrders: [widget, gadget]),
            "\(row): expected the screen as it was\(afterARefusal ? " (the refusal's message included)" : ""): the cancel's task was cancelled before the repository agreed, and the call threw \(kind). A cancel, of either kind, is neither a refusal nor a success: tell it by the error, and change nothing."
          )
        else { return }
      }
    }
  }

  // MARK: - Helpers

  private let askTheRepository = "Expected the cancel to reach the repository: call the repository's cancel."
  private let secondCancelToo =
    "Expected a second cancel to reach the repository while the first waits: each cancel is its own call, sent at once, never queued behind another."

  /// A screen over a `MockOrderRepository`, through ``CancelsItsCaller``, so a test can cancel the
  /// task of the call under test while the repository holds it.
  private func makeCancellableSUT() -> (OrderListViewModel, MockOrderRepository, CancelsItsCaller) {
    let repository = MockOrderRepository()
    let calls = CancelsItsCaller(repository)
    let sut = OrderListViewModel(fetchOrders: FetchOrdersUseCase(repository: calls), repository: calls)
    return (sut, repository, calls)
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
