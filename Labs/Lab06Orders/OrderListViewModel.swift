import Foundation
import Observation

/// Drives an order list: loads the open orders, cancels one, and says when something failed.
///
/// ```swift
/// let model = OrderListViewModel(fetchOrders: FetchOrdersUseCase(repository: repository), repository: repository)
/// await model.load()
/// await model.cancel(orderId: "A-1")
/// ```
@MainActor
@Observable
public final class OrderListViewModel {
  /// The orders on screen.
  public private(set) var orders: [Order] = []
  /// A sentence for the user when the last load or cancel failed; `nil` when it succeeded.
  public private(set) var errorMessage: String?

  private let fetchOrders: FetchOrdersUseCase
  private let repository: any OrderRepository

  public init(fetchOrders: FetchOrdersUseCase, repository: any OrderRepository) {
    self.fetchOrders = fetchOrders
    self.repository = repository
  }

  /// Replaces `orders` with the open orders, or empties it and sets `errorMessage`.
  ///
  /// A cancel (`CancellationError`, or `URLError(.cancelled)` from URLSession) is not a failure:
  /// nobody is waiting for that answer any more (the screen went away), so `orders` and
  /// `errorMessage` stay as they were. The error tells a cancel, not the task: a list or a failure
  /// that arrives in a cancelled task still shows. One fetch per load.
  public func load() async {
    // TODO: Task 3. The doc comment above is the contract: what the screen shows after a load
    // that succeeds (an empty list included), one that fails (no stale list under a message), and
    // one that is cancelled, of either kind ("A cancel is not a failure", Lab 01).
  }

  /// Asks the repository to cancel `orderId`; removes it from `orders` only once that succeeded.
  ///
  /// A cancel, of either kind, leaves `orders` and `errorMessage` as they were, as in ``load()``.
  /// Every call is sent, at once, a retry of an id sent before included.
  /// Other cancels may be in flight at the same time: remove the order from the list as it is
  /// when this one succeeds, not from a copy taken before the `await`.
  public func cancel(orderId: String) async {
    // TODO: Task 3. The doc comment above is the contract: the list changes only once the
    // repository agreed, a refusal says the order is still active (not load's sentence), a cancel
    // changes nothing, and other calls may finish while this one waits.
  }
}
