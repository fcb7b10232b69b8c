import Foundation

/// Posts a note: trims the text, stamps it with the injected clock, saves it through the injected
/// storage.
///
/// It takes the whole ``AppDependencies`` but uses two members, `now` and `saveNote`; a test
/// built on ``AppDependencies/failing(log:)`` proves it touches nothing else.
///
/// ```swift
/// let composer = NoteComposer(dependencies: dependencies)   // in the app: root.makeComposer()
/// let note = try await composer.post("  Buy milk ")        // Note(text: "Buy milk", createdAt: now())
/// ```
public struct NoteComposer: Sendable {
  private let dependencies: AppDependencies

  /// Keeps `dependencies`, and uses them for every post. No default: whoever builds a composer
  /// says what it runs on (the app's root, a preview, a test).
  public init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Saves `text`, trimmed of whitespace and line breaks at both ends (of any kind; those inside
  /// are kept), as a note created now, and returns it.
  ///
  /// Throws ``NoteComposerError/emptyText`` for blank text, before touching any dependency, and
  /// the storage's error, unchanged, when saving fails: a cancel too, of either kind (docs/01,
  /// "A cancel is not a failure").
  public func post(_ text: String) async throws -> Note {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw NoteComposerError.emptyText }
    let note = Note(text: trimmed, createdAt: dependencies.now())
    try await dependencies.saveNote(note)
    return note
  }
}
