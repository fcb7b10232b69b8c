import Synchronization

/// A test double for ``OrderRepository``: a stub (it answers with what you configure) and a spy
/// (it records every cancellation it is asked for).
///
/// ```swift
/// let repository = MockOrderRepository()
/// repository.stubbedOrders = [Order(id: "A-1", title: "Widget", status: .pending)]
/// try await repository.cancel(orderId: "A-1")
/// repository.cancelledOrderIds   // ["A-1"]
/// ```
public final class MockOrderRepository: OrderRepository {
  // TODO: Task 1. Keep the stubbed orders, the stubbed error and the cancelled ids in one
  // `Mutex` (import Synchronization is already here). Plain `var`s will not compile: the
  // protocol is Sendable, and Swift 6 rejects a class whose mutable state two tasks could race on.

  public init() {}

  /// What `fetchAll()` returns when no error is stubbed. Empty by default.
  public var stubbedOrders: [Order] {
    // TODO: Task 1. Read and write the orders inside the lock.
    get { [] }
    set {}
  }

  /// When set, both `fetchAll()` and `cancel(orderId:)` throw it. `nil` by default.
  public var stubbedError: (any Error)? {
    // TODO: Task 1. Read and write the error inside the lock.
    get { nil }
    set {}
  }

  /// Every id `cancel(orderId:)` was called with, in call order, including calls that threw.
  public var cancelledOrderIds: [String] {
    // TODO: Task 1. Read the recorded ids inside the lock.
    []
  }

  public func fetchAll() async throws -> [Order] {
    // TODO: Task 1. Throw the stubbed error if there is one; otherwise return the stubbed orders.
    throw Unimplemented("MockOrderRepository.fetchAll()")
  }

  public func cancel(orderId: String) async throws {
    // TODO: Task 1. Record `orderId` (every call, in order), then throw the stubbed error if any.
    throw Unimplemented("MockOrderRepository.cancel(orderId:)")
  }
}
