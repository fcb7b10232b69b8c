// replaces: AppDependencies+Failing.swift
// bug: the failing fetchUser returns an empty user instead of failing, so a test that never set it up passes on data it never asked for.
// hint: A test double that succeeds by default hides missing setup. Every unoverridden member must record its name and throw.

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
    AppDependencies(
      fetchUser: { id in User(id: id, name: "") },
      loadNotes: { throw unimplemented("AppDependencies.loadNotes", log) },
      saveNote: { _ in throw unimplemented("AppDependencies.saveNote", log) },
      now: {
        log.record("AppDependencies.now")
        // A placeholder no test should rely on: the log is what fails the test.
        return Date(timeIntervalSince1970: 0)
      },
      track: { _ in log.record("AppDependencies.track") }
    )
  }

  /// Records `name` in `log` and returns the error to throw.
  private static func unimplemented(_ name: String, _ log: UnimplementedLog) -> UnimplementedDependency {
    log.record(name)
    return UnimplementedDependency(name: name)
  }
}
