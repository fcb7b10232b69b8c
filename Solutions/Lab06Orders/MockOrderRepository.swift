import Synchronization

/// A test double for ``OrderRepository``: a stub (it answers with what you configure) and a spy
/// (it records every call it is asked for: each fetch, and each cancellation with its id).
///
/// ```swift
/// let repository = MockOrderRepository()
/// repository.stubbedOrders = [Order(id: "A-1", title: "Widget", status: .pending)]
/// try await repository.cancel(orderId: "A-1")
/// repository.cancelledOrderIds   // ["A-1"]
/// ```
///
/// Unconfigured, it succeeds: `fetchAll()` answers `[]` and `cancel(orderId:)` returns. That
/// departs on purpose from Lab 02's fail-by-default double; docs/06-orders.md says where and why.
///
/// Its state sits in a `Mutex` because `OrderRepository` is `Sendable`: Swift 6 rejects a class
/// with plain `var`s conforming to it, since two tasks could write them at once. The lock also
/// lets a test read and configure the double synchronously, from any isolation.
public final class MockOrderRepository: OrderRepository {
  private struct State {
    var stubbedOrders: [Order] = []
    var stubbedError: (any Error)?
    var fetchAllCallCount = 0
    var cancelledOrderIds: [String] = []
  }

  private let state = Mutex(State())

  public init() {}

  /// What `fetchAll()` returns when no error is stubbed. Empty by default.
  public var stubbedOrders: [Order] {
    get { state.withLock { $0.stubbedOrders } }
    set { state.withLock { $0.stubbedOrders = newValue } }
  }

  /// When set, both `fetchAll()` and `cancel(orderId:)` throw it. `nil` by default.
  public var stubbedError: (any Error)? {
    get { state.withLock { $0.stubbedError } }
    set { state.withLock { $0.stubbedError = newValue } }
  }

  /// How many times `fetchAll()` was called, including calls that threw.
  public var fetchAllCallCount: Int {
    state.withLock { $0.fetchAllCallCount }
  }

  /// Every id `cancel(orderId:)` was called with, in call order, including calls that threw.
  public var cancelledOrderIds: [String] {
    state.withLock { $0.cancelledOrderIds }
  }

  public func fetchAll() async throws -> [Order] {
    try state.withLock { state in
      // Record first, as cancel does: a failed fetch is part of the record too.
      state.fetchAllCallCount += 1
      if let error = state.stubbedError { throw error }
      return state.stubbedOrders
    }
  }

  public func cancel(orderId: String) async throws {
    try state.withLock { state in
      // Record first: a spy reports what it was asked, whatever the stub then answers.
      state.cancelledOrderIds.append(orderId)
      if let error = state.stubbedError { throw error }
    }
  }
}
