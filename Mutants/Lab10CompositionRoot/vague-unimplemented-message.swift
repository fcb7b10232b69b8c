// replaces: UnimplementedDependency.swift
// bug: the error message says a dependency was not overridden but not which one, so a red test does not say what to set up.
// hint: The message is all a red test shows. Put the member's name in it.

/// Thrown by a member of ``AppDependencies/failing(log:)`` that the test did not override.
///
/// Its description names the member and says what to do, so the red test explains itself:
///
/// ```
/// AppDependencies.saveNote was called, but this test did not override it. Override it:
/// `dependencies.saveNote = { ... }`, or `withDependencies { $0.saveNote = { ... } }`.
/// ```
public struct UnimplementedDependency: Error, Equatable, CustomStringConvertible {
  /// The member that was called, such as `AppDependencies.saveNote`.
  public let name: String

  public init(name: String) {
    self.name = name
  }

  public var description: String {
    "A dependency was called, but this test did not override it. Override it before running the code under test."
  }
}
