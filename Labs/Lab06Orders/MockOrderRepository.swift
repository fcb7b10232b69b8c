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
public final class MockOrderRepository: OrderRepository {
  // TODO: Task 1. Give the double its state: the stubbed orders, the stubbed error and the record
  // of calls. The protocol is Sendable, so Swift 6 rejects plain `var`s here; the tests read and
  // configure the double without `await`, from tasks that are not on the main actor. The chapter's
  // "How" compares the ways to make that sound and says which one this lab uses.

  public init() {}

  /// What `fetchAll()` returns when no error is stubbed. Empty by default.
  public var stubbedOrders: [Order] {
    // TODO: Task 1. Reads back what the test set, from any task.
    get { [] }
    set {}
  }

  /// When set, both `fetchAll()` and `cancel(orderId:)` throw it. `nil` by default.
  public var stubbedError: (any Error)? {
    // TODO: Task 1. Reads back what the test set, `nil` included.
    get { nil }
    set {}
  }

  /// How many times `fetchAll()` was called, including calls that threw.
  public var fetchAllCallCount: Int {
    // TODO: Task 1. The record so far: a retry or a second load shows up here.
    0
  }

  /// Every id `cancel(orderId:)` was called with, in call order, including calls that threw.
  public var cancelledOrderIds: [String] {
    // TODO: Task 1. The record so far, as the doc comment describes it.
    []
  }

  public func fetchAll() async throws -> [Order] {
    // TODO: Task 1. The spy half and the stub half again: every call leaves its trace, then the
    // double answers only what the test configured (see the doc comments above). A stub never
    // filters or edits, or it hides the bugs of the code above it.
    throw Unimplemented("MockOrderRepository.fetchAll()")
  }

  public func cancel(orderId: String) async throws {
    // TODO: Task 1. The spy half and the stub half in one call. A failed cancel must leave its
    // trace too, and no other task may slip in between the two halves: the chapter's Why and How.
    throw Unimplemented("MockOrderRepository.cancel(orderId:)")
  }
}
