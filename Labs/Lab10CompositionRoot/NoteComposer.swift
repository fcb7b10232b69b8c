import Foundation

/// Posts a note: trims the text, stamps it with the injected clock, saves it through the injected
/// storage.
///
/// It takes the whole ``AppDependencies`` but uses two members, `now` and `saveNote`; a test
/// built on ``AppDependencies/failing(log:)`` proves it touches nothing else.
///
/// ```swift
/// let composer = NoteComposer(dependencies: dependencies)   // or NoteComposer() inside withDependencies
/// let note = try await composer.post("  Buy milk ")        // Note(text: "Buy milk", createdAt: now())
/// ```
public struct NoteComposer: Sendable {
  // TODO: Task 3. Keep the dependencies you are given in a stored property.

  /// Keeps `dependencies`: the ones passed in, or those current where the composer is built.
  public init(dependencies: AppDependencies = .current) {
    // TODO: Task 3. Store `dependencies`.
  }

  /// Saves `text`, trimmed of surrounding whitespace, as a note created now, and returns it.
  ///
  /// Throws ``NoteComposerError/emptyText`` for blank text, before touching any dependency, and
  /// the storage's error, unchanged, when saving fails.
  public func post(_ text: String) async throws -> Note {
    // TODO: Task 3.
    // 1. Trim whitespace and newlines; throw NoteComposerError.emptyText if nothing is left.
    // 2. Make a Note stamped with the stored dependencies' `now()` (never `Date()`).
    // 3. Save it with the stored dependencies' `saveNote`, and return it.
    throw Unimplemented("NoteComposer.post(_:)")
  }
}
