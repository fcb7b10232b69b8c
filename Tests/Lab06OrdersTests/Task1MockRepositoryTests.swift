import Lab06Orders
import Testing

/// Task 1: `MockOrderRepository` answers with what it was given and records what it was asked.
@Suite("Lab 06 · Task 1: the repository double")
struct Task1MockRepositoryTests {
  @Test func stubbedValues_readBackWhatTheTestSet() {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget, oldLamp]
    repository.stubbedError = TestError.offline

    #expect(
      repository.stubbedOrders == [widget, oldLamp],
      "Expected stubbedOrders to read back the orders the test set. Write its getter through the lock: state.withLock { $0.stubbedOrders }."
    )
    #expect(
      repository.stubbedError as? TestError == .offline,
      "Expected stubbedError to read back the error the test set. Write its getter through the lock, not the starter's `get { nil }`.")

    repository.stubbedError = nil
    #expect(
      repository.stubbedError == nil, "Expected stubbedError to read back nil once the test cleared it. The setter must store nil too.")
  }

  @Test func fetchAll_returnsTheStubbedOrders() async throws {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget, gadget]

    let orders = try await repository.fetchAll()

    #expect(
      orders == [widget, gadget],
      "Expected the stubbed orders, in their order. Store stubbedOrders in the Mutex and return them from fetchAll().")
  }

  @Test func fetchAll_returnsCancelledOrdersToo() async throws {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget, oldLamp, gadget]

    let orders = try await repository.fetchAll()

    #expect(
      orders == [widget, oldLamp, gadget],
      "Expected every stubbed order, the cancelled one included, got \(orders.map(\.id)). The double returns stubbedOrders as they are; leaving out cancelled orders is the use case's job (Task 2), and a double that does it hides a use case that forgets."
    )
  }

  @Test func fetchAll_throwsTheStubbedError() async throws {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget]
    repository.stubbedError = TestError.offline

    await #expect(
      throws: TestError.offline,
      "Expected fetchAll() to throw the stubbed error. Store stubbedError in the Mutex and throw it before returning orders."
    ) {
      try await repository.fetchAll()
    }
  }

  @Test func cancel_recordsEveryIdInCallOrder() async throws {
    let repository = MockOrderRepository()

    try await repository.cancel(orderId: "A-2")
    try await repository.cancel(orderId: "A-1")
    try await repository.cancel(orderId: "A-2")

    #expect(
      repository.cancelledOrderIds == ["A-2", "A-1", "A-2"],
      "Expected every id, in call order, repeats included. Append each orderId to an array; don't overwrite, sort or deduplicate."
    )
  }

  @Test func cancel_recordsTheIdEvenWhenItThrowsTheStubbedError() async throws {
    let repository = MockOrderRepository()
    repository.stubbedError = TestError.refused

    await #expect(
      throws: TestError.refused,
      "Expected cancel(orderId:) to throw the stubbed error. Throw stubbedError when one is set."
    ) {
      try await repository.cancel(orderId: "A-3")
    }
    #expect(
      repository.cancelledOrderIds == ["A-3"],
      "Expected the failed call to be recorded too. Append the id before throwing: a spy records what it was asked.")
  }

  @Test func stubbedError_failsEveryCallUntilTheTestClearsIt() async throws {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget]
    repository.stubbedError = TestError.offline

    // Each method twice, and each right after the other: a double that clears the error after
    // answering one call, of either method, lets a later call through.
    let calls = ["fetchAll()", "fetchAll()", "cancel(orderId:)", "cancel(orderId:)", "fetchAll()"]
    for (index, method) in calls.enumerated() {
      await #expect(
        throws: TestError.offline,
        "Expected call \(index + 1), \(method), to throw the stubbed error too. One stubbedError serves both methods, every call: keep it until the test changes it, and never clear it after throwing."
      ) {
        if method == "fetchAll()" {
          _ = try await repository.fetchAll()
        } else {
          try await repository.cancel(orderId: "A-1")
        }
      }
    }

    repository.stubbedError = nil
    let orders = try await repository.fetchAll()
    #expect(orders == [widget], "Expected the stubbed orders once the test set stubbedError back to nil. The setter must store nil too.")
  }

  @Test func cancel_leavesTheStubbedOrdersAsTheTestConfiguredThem() async throws {
    let repository = MockOrderRepository()
    repository.stubbedOrders = [widget, gadget]

    try await repository.cancel(orderId: "A-1")

    #expect(
      try await repository.fetchAll() == [widget, gadget],
      "Expected fetchAll() to return the stubbed orders unchanged after a cancel. A stub answers what the test configured; cancel(orderId:) only records the id, it does not edit stubbedOrders."
    )
    #expect(repository.cancelledOrderIds == ["A-1"], "Expected the cancel to be recorded. Append the id in cancel(orderId:).")
  }
}
