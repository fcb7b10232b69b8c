import Foundation

extension AppDependencies {
  /// The test configuration: every member fails unless a test overrides it.
  ///
  /// Each member, when called, records its name (`"AppDependencies.fetchUser"`) in `log`; the
  /// throwing ones then throw ``UnimplementedDependency`` with that name; the non-throwing ones
  /// (`now`, `track`) cannot throw, so they return a placeholder and the log is their report.
  ///
  /// ```swift
  /// let log = UnimplementedLog()
  /// var dependencies = AppDependencies.failing(log: log)
  /// dependencies.saveNote = { _ in }                 // the only member this test allows
  /// ...
  /// #expect(log.touched.isEmpty, "Touched \(log.touched) without overriding it")
  /// ```
  public static func failing(log: UnimplementedLog) -> AppDependencies {
    // TODO: Task 1. The behaviour the doc comment above promises, for every member and every
    // call, from any task: no member may succeed quietly, because a test that forgets a member
    // must go red and name it (docs/10, "Why fail by default?"). Each configuration reports to
    // its own `log`: tests run in parallel.
    AppDependencies(
      fetchUser: { _ in throw Unimplemented("AppDependencies.failing(log:)") },
      loadNotes: { throw Unimplemented("AppDependencies.failing(log:)") },
      saveNote: { _ in throw Unimplemented("AppDependencies.failing(log:)") },
      now: { Date(timeIntervalSince1970: 0) },
      track: { _ in }
    )
  }
}
