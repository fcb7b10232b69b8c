import Lab06Orders
import Testing

/// Task 1: `MockOrderRepository` answers with what it was given and records what it was asked.
/// Every test compares the double's whole record and configuration, with what each call answered.
@Suite("Lab 06 · Task 1: the repository double")
struct Task1MockRepositoryTests {
  @Test func newDouble_recordsNothingAndAnswersAnEmptyListByDefault() async {
    let repository = MockOrderRepository()

    let fetched = await answer { try await repository.fetchAll() }

    expectSame(
      OrdersObserved(repository, answers: [fetched]), OrdersObserved(answers: ["orders []"], fetches: 1),
      "Expected a new double with no orders, no error and no cancel recorded, whose fetchAll() answers [] and is counted once: the defaults the doc comments name."
    )
  }

  @Test func fetchAll_returnsTheStubbedOrdersAsTheyAre() async {
    for list in listShapes {
      let repository = MockOrderRepository()
      repository.stubbedOrders = list.value.stubbed

      let fetched = await answer { try await repository.fetchAll() }

      guard
        expectSame(
          OrdersObserved(repository, answers: [fetched]),
          OrdersObserved(answers: ["orders \(list.value.stubbed.map(\.id))"], fetches: 1, stubbedOrders: list.value.stubbed),
          "With the stubbed orders \(list.value.stubbed.map(\.id)) (\(list.name)): expected fetchAll() counted once and returning them as they are, in their order, repeated ids and cancelled ones included: leaving those out is the use case's job (Task 2), and a double that does it hides a use case that forgets."
        )
      else { return }
    }
  }

  @Test func cancel_recordsTheIdExactlyAsGiven() async {
    for id in idShapes {
      let repository = MockOrderRepository()
      repository.stubbedOrders = [widget]

      let cancelled = await outcome { try await repository.cancel(orderId: id.value) }

      guard
        expectSame(
          OrdersObserved(repository, answers: [cancelled]),
          OrdersObserved(answers: ["returned"], cancelRequests: [id.value], stubbedOrders: [widget]),
          "With the id \(id.value.debugDescription) (\(id.name)): expected it recorded exactly as given, and the stubbed orders left alone. A spy records what it was asked: don't trim, fold or check the id."
        )
      else { return }
    }
  }

  @Test func cancel_recordsEveryIdInCallOrder() async {
    let repository = MockOrderRepository()

    var answers: [String] = []
    for id in ["A-2", "A-1", "A-2", ""] { answers.append(await outcome { try await repository.cancel(orderId: id) }) }

    expectSame(
      OrdersObserved(repository, answers: answers),
      OrdersObserved(answers: Array(repeating: "returned", count: 4), cancelRequests: ["A-2", "A-1", "A-2", ""]),
      "Expected every id, in call order, repeats and the empty id included. Append each one; don't overwrite, sort or deduplicate."
    )
  }

  @Test func stubbedError_isThrownByBothMethodsAndTheCancelIsStillRecorded() async {
    for error in ErrorKinds.all {
      let repository = MockOrderRepository()
      repository.stubbedOrders = [widget]
      repository.stubbedError = error.value

      let fetched = await answer { try await repository.fetchAll() }
      let cancelled = await outcome { try await repository.cancel(orderId: "A-3") }

      let thrown = "threw \(describe(error.value))"
      guard
        expectSame(
          OrdersObserved(repository, answers: [fetched, cancelled]),
          OrdersObserved(
            answers: [thrown, thrown], fetches: 1, cancelRequests: ["A-3"], stubbedOrders: [widget],
            stubbedError: describe(error.value)),
          "With the stubbed error \(error.name): expected both methods to throw it itself, unchanged, and the failed fetch and the failed cancel recorded all the same: a spy records what it was asked, before the stub answers."
        )
      else { return }
    }
  }

  /// The double's events × states: configured, called, reconfigured after a call, failing, then
  /// succeeding again. Its record must survive every reconfiguration.
  @Test func reconfiguredAfterACall_keepsItsRecordAndAnswersTheNewConfiguration() async {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget, gadget]
    var answers = [await answer { try await repository.fetchAll() }]
    answers.append(await outcome { try await repository.cancel(orderId: "A-1") })

    repository.stubbedOrders = [gizmo]
    answers.append(await answer { try await repository.fetchAll() })
    repository.stubbedError = TestError.offline
    answers.append(await answer { try await repository.fetchAll() })
    answers.append(await outcome { try await repository.cancel(orderId: "A-3") })
    answers.append(await answer { try await repository.fetchAll() })
    answers.append(await outcome { try await repository.cancel(orderId: "A-3") })
    repository.stubbedError = nil
    answers.append(await answer { try await repository.fetchAll() })
    answers.append(await outcome { try await repository.cancel(orderId: "A-2") })

    let offline = "threw \(describe(TestError.offline))"
    expectSame(
      OrdersObserved(repository, answers: answers),
      OrdersObserved(
        answers: [
          "orders [\"A-1\", \"A-2\"]", "returned", "orders [\"A-3\"]", offline, offline, offline, offline, "orders [\"A-3\"]",
          "returned",
        ],
        fetches: 5, cancelRequests: ["A-1", "A-3", "A-3", "A-2"], stubbedOrders: [gizmo]),
      """
      Expected each call to answer the configuration of its moment (the stubbed error fails every call of either \
      method until the test clears it), and the record of every cancel to survive each change of configuration. \
      Setting stubbedOrders or stubbedError changes what the double answers next, never what it has recorded (the \
      count of fetches and the cancelled ids), and a cancel never edits stubbedOrders.
      """
    )
  }

  /// The double's configuration × reconfiguration: each property set while the other is set, in
  /// both orders, before and after calls. Setting one never changes the other, nor the record.
  @Test func reconfiguringOneProperty_leavesTheOtherAndTheRecordAlone() async {
    for ordersFirst in [true, false] {
      for afterCalls in [false, true] {
        let repository = MockOrderRepository()
        var answers: [String] = []
        if afterCalls {
          answers.append(await answer { try await repository.fetchAll() })
          answers.append(await outcome { try await repository.cancel(orderId: "A-9") })
        }
        if ordersFirst {
          repository.stubbedOrders = [widget]
          repository.stubbedError = TestError.offline
          repository.stubbedOrders = [gadget, gizmo]
        } else {
          repository.stubbedError = TestError.offline
          repository.stubbedOrders = [gadget, gizmo]
          repository.stubbedError = TestError.refused
        }
        answers.append(await answer { try await repository.fetchAll() })
        let error: TestError = ordersFirst ? .offline : .refused

        guard
          expectSame(
            OrdersObserved(repository, answers: answers),
            OrdersObserved(
              answers: (afterCalls ? ["orders []", "returned"] : []) + ["threw \(describe(error))"], fetches: afterCalls ? 2 : 1,
              cancelRequests: afterCalls ? ["A-9"] : [], stubbedOrders: [gadget, gizmo], stubbedError: describe(error)),
            """
            \(ordersFirst ? "Orders, then the error, then orders again" : "The error, then orders, then another error"), \
            \(afterCalls ? "set after a fetch and a cancel" : "set before any call"): expected both properties to hold \
            the last value set (orders [A-2, A-3] and \(error)), whatever the order they were set in\
            \(afterCalls ? ", and the record of the earlier calls kept" : ""), and fetchAll() to throw the stubbed \
            error. Each property is its own setting: setting one never clears or resets the other, nor the record.
            """
          )
        else { return }
      }
    }
  }
}
