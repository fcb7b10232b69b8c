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
    // TODO: Task 3. Run the use case. On success show its orders and clear errorMessage.
    // On failure empty `orders` (no stale list) and set errorMessage to a sentence a user can act on.
  }

  /// Asks the repository to cancel `orderId`; removes it from `orders` only once that succeeded.
  public func cancel(orderId: String) async {
    // TODO: Task 3. Ask the repository to cancel. On success remove that order from `orders` and
    // clear errorMessage. On failure leave `orders` as it is and set errorMessage.
  }
}
