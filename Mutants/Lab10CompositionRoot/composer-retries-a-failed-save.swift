// replaces: NoteComposer.swift
// bug: post catches saveNote's error and tries once more before giving up, so one post can write the note twice and the caller never decides about retrying.
// hint: Count how many times saveNote is called when it fails. Whose decision is a retry?

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
  private let dependencies: AppDependencies

  /// Keeps `dependencies`: the ones passed in, or those current where the composer is built.
  public init(dependencies: AppDependencies = .current) {
    self.dependencies = dependencies
  }

  /// Saves `text`, trimmed of surrounding whitespace, as a note created now, and returns it.
  ///
  /// Throws ``NoteComposerError/emptyText`` for blank text, before touching any dependency, and
  /// the storage's error, unchanged, when saving fails.
  public func post(_ text: String) async throws -> Note {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw NoteComposerError.emptyText }
    let note = Note(text: trimmed, createdAt: dependencies.now())
    do {
      try await dependencies.saveNote(note)
    } catch {
      // One retry: the disk may have been busy.
      try await dependencies.saveNote(note)
    }
    return note
  }
}
