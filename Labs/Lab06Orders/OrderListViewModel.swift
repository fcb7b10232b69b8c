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
  /// A `CancellationError` is not a failure: nobody is waiting for that answer any more (the
  /// screen went away), so `orders` and `errorMessage` stay as they were.
  public func load() async {
    // TODO: Task 3. Run the use case. On success show its orders and clear errorMessage.
    // On failure empty `orders` (no stale list) and set errorMessage to a sentence a user can act on.
    // An empty list is a success. A CancellationError is not a failure: change nothing.
  }

  /// Asks the repository to cancel `orderId`; removes it from `orders` only once that succeeded.
  ///
  /// A `CancellationError` leaves `orders` and `errorMessage` as they were, as in ``load()``.
  /// Other cancels may be in flight at the same time: remove the order from the list as it is
  /// when this one succeeds, not from a copy taken before the `await`.
  public func cancel(orderId: String) async {
    // TODO: Task 3. Ask the repository to cancel. On success remove that order from `orders` and
    // clear errorMessage. On failure leave `orders` as it is and set errorMessage (not load's
    // sentence: say the order is still active). A CancellationError is not a failure: change nothing.
  }
}
