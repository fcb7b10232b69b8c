import Foundation

/// Everything the app needs from the outside world, in one value: the network, storage, the clock
/// and analytics. Each member is a closure, so a configuration is just a value you build.
///
/// Three configurations exist, and each is handed to an ``AppRoot`` by the one who picks it:
/// - ``live(session:baseURL:notesFile:)``: the real thing, built once in `@main`, the app's edge.
/// - ``preview``: canned data, for SwiftUI previews and demos.
/// - ``failing(log:)``: every member fails and reports its name; tests override what they use.
///
/// ```swift
/// var dependencies = AppDependencies.failing(log: log)
/// dependencies.now = { Date(timeIntervalSince1970: 0) }
/// let composer = NoteComposer(dependencies: dependencies)
/// ```
///
/// No container, no registration, no resolving by type: a struct of closures is dependency
/// injection. Five members are fine *here*, in the bag the composition root holds; a feature that
/// uses all five would be the smell.
public struct AppDependencies: Sendable {
  /// Loads the user with this id from the API.
  public var fetchUser: @Sendable (_ id: String) async throws -> User
  /// Loads every saved note, oldest first.
  public var loadNotes: @Sendable () async throws -> [Note]
  /// Saves one note.
  public var saveNote: @Sendable (_ note: Note) async throws -> Void
  /// The current moment.
  public var now: @Sendable () -> Date
  /// Records an analytics event by name.
  public var track: @Sendable (_ event: String) -> Void

  public init(
    fetchUser: @escaping @Sendable (_ id: String) async throws -> User,
    loadNotes: @escaping @Sendable () async throws -> [Note],
    saveNote: @escaping @Sendable (_ note: Note) async throws -> Void,
    now: @escaping @Sendable () -> Date,
    track: @escaping @Sendable (_ event: String) -> Void
  ) {
    self.fetchUser = fetchUser
    self.loadNotes = loadNotes
    self.saveNote = saveNote
    self.now = now
    self.track = track
  }
}
