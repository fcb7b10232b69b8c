/// Where orders come from and where cancellations go: the seam between the app and its backend.
///
/// The live app has an implementation that talks to the API; tests use ``MockOrderRepository``.
/// It is `Sendable` because the use case and the view model that hold it cross isolation domains.
///
/// ```swift
/// let orders = try await repository.fetchAll()
/// try await repository.cancel(orderId: orders[0].id)
/// ```
public protocol OrderRepository: Sendable {
  /// Every order of the current customer, in the order the backend lists them.
  func fetchAll() async throws -> [Order]
  /// Cancels the order `orderId`, or throws if the backend refuses.
  func cancel(orderId: String) async throws
}
