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
    // TODO: Task 1. Name the member (`name`) and say what the test must do about it. This
    // sentence is all a learner sees when a test touches a dependency it did not set up.
    ""
  }
}
