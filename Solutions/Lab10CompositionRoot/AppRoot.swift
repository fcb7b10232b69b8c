/// The app's composition root: the one place that builds the app's objects, from the
/// configuration it is given, and decides which of them the whole app shares.
///
/// Only the app's edge builds one on live values; a preview builds one on
/// ``AppDependencies/preview``; a test builds one on ``AppDependencies/failing(log:)`` with what it
/// allows overridden.
///
/// ```swift
/// @main struct NotesApp: App {
///   let root = AppRoot(dependencies: .live(session: session, baseURL: apiURL, notesFile: notesURL))
///   var body: some Scene {
///     WindowGroup { NotesScreen(notes: root.notes, composer: root.makeComposer()) }
///   }
/// }
/// ```
public struct AppRoot: Sendable {
  /// The notes every screen of this app shows. One app, one list: a note posted through any
  /// composer this root made is in it, and the notes are loaded once. Another root has its own.
  public let notes: NotesStore

  /// The configuration the root was given: every feature is built on it.
  private let dependencies: AppDependencies

  /// Builds the app's objects on `dependencies`. Building calls none of them.
  public init(dependencies: AppDependencies) {
    notes = NotesStore(load: dependencies.loadNotes, save: dependencies.saveNote)
    self.dependencies = dependencies
  }

  /// A composer for one screen, on the dependencies this root was given: it stamps notes with the
  /// root's clock and saves them through ``notes``, so every list of this app shows them; it
  /// touches no other member (the root adds no work of its own, analytics included).
  public func makeComposer() -> NoteComposer {
    let notes = notes
    var features = dependencies
    features.saveNote = { note in try await notes.add(note) }
    return NoteComposer(dependencies: features)
  }
}
