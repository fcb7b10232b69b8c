import Foundation

/// A note the user wrote, stamped with the moment it was posted.
///
/// ```swift
/// let note = Note(text: "Buy milk", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
/// ```
public struct Note: Equatable, Sendable, Codable {
  public let text: String
  public let createdAt: Date

  public init(text: String, createdAt: Date) {
    self.text = text
    self.createdAt = createdAt
  }
}
