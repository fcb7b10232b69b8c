import Lab06Orders

/// Everything a Lab 06 test can see at once: what the calls under test answered, what the screen
/// shows, and the repository double's whole record and configuration. Each test builds the one it
/// expects and compares once (``expectSame``), so a side effect nobody asked for (a record cleared
/// when the test reconfigures the double, a list wiped by a cancel, a message left behind) fails
/// whichever test runs past it.
struct OrdersObserved: Equatable {
  /// What each call of the double or the use case answered, in order: the orders' ids, or the error.
  var answers: [String] = []
  /// The orders on screen (empty without a view model).
  var orders: [Order] = []
  /// The screen's message (`nil` without a view model).
  var errorMessage: String?
  /// How many times the repository was asked for its orders: the first half of the double's record.
  var fetches = 0
  /// Every id the repository was asked to cancel, in call order: the other half of its record.
  var cancelRequests: [String] = []
  /// What the repository answers `fetchAll()` with now.
  var stubbedOrders: [Order] = []
  /// The error the repository throws now (`MockOrderRepository` only), as text.
  var stubbedError: String?
}

extension OrdersObserved {
  /// The screen (if any), a `MockOrderRepository`'s whole record and configuration, and answers.
  @MainActor
  init(_ sut: OrderListViewModel?, _ repository: MockOrderRepository, answers: [String] = []) {
    self.init(
      answers: answers, orders: sut?.orders ?? [], errorMessage: sut?.errorMessage,
      fetches: repository.fetchAllCallCount, cancelRequests: repository.cancelledOrderIds, stubbedOrders: repository.stubbedOrders,
      stubbedError: repository.stubbedError.map(describe))
  }

  /// A `MockOrderRepository` alone, read from any isolation (Task 1 and 2 are not on the main actor).
  init(_ repository: MockOrderRepository, answers: [String] = []) {
    self.init(
      answers: answers, fetches: repository.fetchAllCallCount, cancelRequests: repository.cancelledOrderIds,
      stubbedOrders: repository.stubbedOrders,
      stubbedError: repository.stubbedError.map(describe))
  }

  /// The screen and what a `ControlledOrderRepository` received.
  @MainActor
  init(_ sut: OrderListViewModel, _ repository: ControlledOrderRepository) {
    self.init(
      orders: sut.orders, errorMessage: sut.errorMessage, fetches: repository.fetches,
      cancelRequests: repository.cancelRequests,
      stubbedOrders: repository.orders)
  }
}

/// An error as text: `any Error` is not `Equatable`. The type is part of it, so a wrapped or
/// replaced error differs from the one the double threw.
func describe(_ error: any Error) -> String {
  "\(type(of: error)): \(String(reflecting: error))"
}

/// What a call answered, as text: the ids of the orders it returned, or the error it threw.
func answer(_ call: () async throws -> [Order]) async -> String {
  do { return "orders \(try await call().map(\.id))" } catch { return "threw \(describe(error))" }
}

/// What a call that returns nothing answered, as text.
func outcome(_ call: () async throws -> Void) async -> String {
  do {
    try await call()
    return "returned"
  } catch {
    return "threw \(describe(error))"
  }
}
