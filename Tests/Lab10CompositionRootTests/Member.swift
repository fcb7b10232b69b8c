import Lab10CompositionRoot

/// A member of `AppDependencies`, by the name the failing configuration logs.
enum Member: String, CaseIterable, Sendable {
  case fetchUser, loadNotes, saveNote, now, track

  /// The name `failing(log:)` records and `UnimplementedDependency` carries.
  var logName: String { "AppDependencies.\(rawValue)" }

  /// The members that can throw, and so throw `UnimplementedDependency` when not overridden.
  static let throwing: [Member] = [.fetchUser, .loadNotes, .saveNote]
  /// The members that cannot throw: the log is their only report.
  static let nonThrowing: [Member] = [.now, .track]
}
