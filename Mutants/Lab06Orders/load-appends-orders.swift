// replaces: OrderListViewModel.swift
// bug: load() appends the use case's orders to the list instead of replacing it, so every reload (pull to refresh) shows the orders again, twice, three times.
// hint: Load twice with different stubbed orders. What should the screen show after the second load?

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
  public func load() async {
    do {
      orders.append(contentsOf: try await fetchOrders.execute())
      errorMessage = nil
    } catch {
      // No stale list under an error: the screen must not show orders it could not confirm.
      orders = []
      errorMessage = "Could not load your orders. Check your connection and try again."
    }
  }

  /// Asks the repository to cancel `orderId`; removes it from `orders` only once that succeeded.
  public func cancel(orderId: String) async {
    do {
      try await repository.cancel(orderId: orderId)
      orders.removeAll { $0.id == orderId }
      errorMessage = nil
    } catch {
      errorMessage = "Could not cancel the order. It is still active; try again."
    }
  }
}
