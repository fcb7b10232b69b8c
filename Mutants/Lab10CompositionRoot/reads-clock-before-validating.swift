// replaces: NoteComposer.swift
// bug: post reads the clock before it checks the text, so rejecting blank text touches a dependency it does not need.
// hint: Validate the input before you touch any dependency: a failing configuration proves what a path does not use.

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
    let createdAt = dependencies.now()
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw NoteComposerError.emptyText }
    let note = Note(text: trimmed, createdAt: createdAt)
    try await dependencies.saveNote(note)
    return note
  }
}
