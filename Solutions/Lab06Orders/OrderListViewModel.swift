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
    do {
      orders = try await fetchOrders.execute()
      errorMessage = nil
    } catch let error where isCancellation(error) {
      return
    } catch {
      // No stale list under an error: the screen must not show orders it could not confirm.
      orders = []
      errorMessage = "Could not load your orders. Check your connection and try again."
    }
  }

  /// Asks the repository to cancel `orderId`; removes it from `orders` only once that succeeded.
  ///
  /// A cancel, of either kind, leaves `orders` and `errorMessage` as they were, as in ``load()``.
  /// Every call is sent, at once, a retry of an id sent before included.
  /// Other cancels may be in flight at the same time: remove the order from the list as it is
  /// when this one succeeds, not from a copy taken before the `await`.
  public func cancel(orderId: String) async {
    do {
      try await repository.cancel(orderId: orderId)
      orders.removeAll { $0.id == orderId }
      errorMessage = nil
    } catch let error where isCancellation(error) {
      return
    } catch {
      errorMessage = "Could not cancel the order. It is still active; try again."
    }
  }

  /// Both kinds of cancel: Swift's own, and the one URLSession throws for a cancelled task.
  private func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
