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
  // TODO: Task 3. A composer runs on the dependencies it was built with, for every post, even
  // when another configuration exists elsewhere (the tests build several at once).

  /// Keeps `dependencies`, and uses them for every post. No default: whoever builds a composer
  /// says what it runs on (the app's root, a preview, a test).
  public init(dependencies: AppDependencies) {
    // TODO: Task 3 (see above).
  }

  /// Saves `text`, trimmed of whitespace and line breaks at both ends (of any kind; those inside
  /// are kept), as a note created now, and returns it.
  ///
  /// Throws ``NoteComposerError/emptyText`` for blank text, before touching any dependency, and
  /// the storage's error, unchanged, when saving fails: a cancel too, of either kind (docs/01,
  /// "A cancel is not a failure").
  public func post(_ text: String) async throws -> Note {
    // TODO: Task 3. The promise above is what the tests check, on text of every shape (compared
    // character code by character code), on every error a storage throws, and with the task
    // cancelled before the post or while the save waits: the storage decides what a cancel
    // means, and the post returns what it answered. The clock is read once per post and nothing
    // but `now` and `saveNote` is touched, on any path: the failing configuration under the tests
    // reports anything else. The note returned is the note saved. Why: docs/10, "Task 3: a
    // feature on injected dependencies".
    throw Unimplemented("NoteComposer.post(_:)")
  }
}
