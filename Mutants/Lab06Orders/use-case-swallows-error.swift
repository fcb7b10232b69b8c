// replaces: FetchOrdersUseCase.swift
// bug: the use case turns a repository failure into an empty list with try?, so the view model shows 'no orders' instead of an error.
// hint: An empty list and a failed fetch are different answers. Let the repository's error propagate to the view model.

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

  /// The repository's orders in the repository's order, without the `.cancelled` ones.
  ///
  /// Throws the repository's error unchanged: the view model decides what to tell the user.
  public func execute() async throws -> [Order] {
    let all = (try? await repository.fetchAll()) ?? []
    return all.filter { $0.status != .cancelled }
  }
}
