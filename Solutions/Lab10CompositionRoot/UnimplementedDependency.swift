/// Thrown by a member of ``AppDependencies/failing(log:)`` that the test did not override.
///
/// Its description names the member and says what to do, so the red test explains itself:
///
/// ```
/// AppDependencies.saveNote was called, but this test did not override it. Override it before
/// you build what you test: `dependencies.saveNote = { ... }`.
/// ```
public struct UnimplementedDependency: Error, Equatable, CustomStringConvertible {
  /// The member that was called, such as `AppDependencies.saveNote`.
  public let name: String

  public init(name: String) {
    self.name = name
  }

  public var description: String {
    let member = name.split(separator: ".").last.map(String.init) ?? name
    return "\(name) was called, but this test did not override it. Override it before you build "
      + "what you test: `dependencies.\(member) = { ... }`."
  }
}
