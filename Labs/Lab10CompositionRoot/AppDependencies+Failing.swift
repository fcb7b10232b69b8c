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
    // TODO: Task 1. Build an AppDependencies whose every member records its name in `log`
    // ("AppDependencies.fetchUser", ...). Then the throwing members throw
    // UnimplementedDependency(name:) with that name; `now` returns a placeholder date and `track`
    // returns. No member may succeed quietly: that is the bug this configuration exists to catch.
    AppDependencies(
      fetchUser: { _ in throw Unimplemented("AppDependencies.failing(log:)") },
      loadNotes: { throw Unimplemented("AppDependencies.failing(log:)") },
      saveNote: { _ in throw Unimplemented("AppDependencies.failing(log:)") },
      now: { Date(timeIntervalSince1970: 0) },
      track: { _ in }
    )
  }
}
