/// A note as the app keeps it: an id that names it in the store, and its text.
///
/// ```swift
/// let note = Note(id: "groceries", text: "milk, eggs, coffee")
/// try await store.save(note)
/// ```
public struct Note: Equatable, Sendable, Codable {
  public let id: String
  public var text: String

  public init(id: String, text: String) {
    self.id = id
    self.text = text
  }
}
