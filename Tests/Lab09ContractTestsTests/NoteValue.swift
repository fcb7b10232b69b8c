import Lab09ContractTests

/// A note as a test writes it down: an id and a text from raw literals, compared Unicode scalar by
/// Unicode scalar.
///
/// The tests never build what they expect with `Note(id:text:)`, and never compare notes with
/// `Note`'s `==`: both are code in your lab. An initializer that trims the text, or an `==` that
/// looks at ids only, would have a test compare your code with itself and pass. A `NoteValue` is
/// read from a `Note` through its two properties only, and handed to your code as a `Note` built
/// at the last moment (``note``).
///
/// ```swift
/// let groceries = NoteValue("groceries", "milk, eggs, coffee")
/// try await store.save(groceries)                       // saves groceries.note
/// NoteValue(try await store.load(id: "groceries")) == groceries
/// ```
struct NoteValue: Equatable, Sendable, CustomStringConvertible {
  let id: String
  let text: String

  init(_ id: String, _ text: String) {
    self.id = id
    self.text = text
  }

  /// What `note` holds, read through its properties.
  init(_ note: Note) {
    id = note.id
    text = note.text
  }

  /// The note to hand to your code.
  var note: Note { Note(id: id, text: text) }

  /// Equal when id and text hold the same Unicode scalars: `"e\u{301}"` and `"é"` differ, as
  /// two files' bytes would.
  static func == (lhs: NoteValue, rhs: NoteValue) -> Bool {
    lhs.id.unicodeScalars.elementsEqual(rhs.id.unicodeScalars)
      && lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars)
  }

  var description: String { "(\(id.debugDescription): \(text.debugDescription))" }
}

extension NoteStore {
  /// Saves `value` as a `Note`: the tests' notes are `NoteValue`s.
  func save(_ value: NoteValue) async throws {
    try await save(value.note)
  }
}

extension NotesViewModel {
  /// Saves `value` as a `Note`: the tests' notes are `NoteValue`s.
  func save(_ value: NoteValue) async {
    await save(value.note)
  }
}
