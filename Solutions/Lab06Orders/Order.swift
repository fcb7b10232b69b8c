/// An order as the repository returns it.
///
/// ```swift
/// let widget = Order(id: "A-1", title: "Widget", status: .pending)
/// ```
public struct Order: Equatable, Sendable, Identifiable {
  /// Where an order is in its life.
  public enum Status: Equatable, Sendable {
    case pending
    case shipped
    case cancelled
  }

  public let id: String
  public let title: String
  public let status: Status

  public init(id: String, title: String, status: Status) {
    self.id = id
    self.title = title
    self.status = status
  }
}
