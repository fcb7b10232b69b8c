import Foundation

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
  // TODO: Task 2. Decide what this root builds once and keeps, and what it builds each time it
  // is asked, so that the promises below hold: every feature runs on the dependencies the root
  // was given (never a configuration of its own choosing), one app shows one list, and two roots
  // (an app and its preview, two tests) never share anything. Building calls nothing. Why:
  // docs/10, "Task 2: the composition root".

  /// The notes every screen of this app shows. One app, one list: a note posted through any
  /// composer this root made is in it, and the notes are loaded once. Another root has its own.
  public var notes: NotesStore {
    // TODO: Task 2 (see above).
    NotesStore(load: { throw Unimplemented("AppRoot.notes") }, save: { _ in throw Unimplemented("AppRoot.notes") })
  }

  /// Builds the app's objects on `dependencies`. Building calls none of them.
  public init(dependencies: AppDependencies) {
    // TODO: Task 2 (see above).
  }

  /// A composer for one screen, on the dependencies this root was given: it stamps notes with the
  /// root's clock and saves them through ``notes``, so every list of this app shows them; it
  /// touches no other member (the root adds no work of its own, analytics included).
  public func makeComposer() -> NoteComposer {
    // TODO: Task 2 (see above).
    NoteComposer(dependencies: Self.unwritten())
  }

  /// Stands in until the root is written: every member that can throw says so.
  private static func unwritten() -> AppDependencies {
    AppDependencies(
      fetchUser: { _ in throw Unimplemented("AppRoot.makeComposer()") },
      loadNotes: { throw Unimplemented("AppRoot.makeComposer()") },
      saveNote: { _ in throw Unimplemented("AppRoot.makeComposer()") },
      now: { Date(timeIntervalSince1970: 0) },
      track: { _ in }
    )
  }
}
