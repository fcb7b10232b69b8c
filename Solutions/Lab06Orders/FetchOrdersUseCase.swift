/// The orders a customer can still act on: everything the repository has, minus cancelled ones.
///
/// ```swift
/// let fetchOrders = FetchOrdersUseCase(repository: repository)
/// let open = try await fetchOrders.execute()
/// ```
public struct FetchOrdersUseCase: Sendable {
  private let repository: any OrderRepository

  public init(repository: any OrderRepository) {
    self.repository = repository
  }

  /// The repository's orders in the repository's order, without the `.cancelled` ones; the rest
  /// as they came, one fetch per call.
  ///
  /// Throws the repository's error unchanged, without a second try: the view model decides what
  /// to tell the user.
  public func execute() async throws -> [Order] {
    try await repository.fetchAll().filter { $0.status != .cancelled }
  }
}
