// replaces: AppDependencies+Current.swift
// bug: the default of AppDependencies.current is .preview instead of the failing configuration, so a test that forgets an override passes on canned data and a real screen built without one shows preview data.
// hint: What does AppDependencies.current answer when nobody overrode anything? A forgotten override should fail and name the member.
extension AppDependencies {
  /// The dependencies of the current task: the failing configuration unless something up the
  /// call stack chose others with ``withDependencies(_:operation:)``.
  ///
  /// A `@TaskLocal` is a value per task, inherited by child tasks: two tests running in parallel
  /// each see their own, and nothing is left behind when an override ends.
  ///
  /// ```swift
  /// let composer = NoteComposer()   // reads AppDependencies.current
  /// ```
  @TaskLocal public static var current = AppDependencies.preview
}

/// Runs `operation` with ``AppDependencies/current`` changed by `update`, for `operation` alone.
///
/// The change starts from the current value, so an inner override keeps the outer ones; it is
/// visible to `operation` and the tasks it starts, and gone when `operation` returns.
///
/// ```swift
/// let note = try await withDependencies {
///   $0.now = { Date(timeIntervalSince1970: 0) }
///   $0.saveNote = { _ in }
/// } operation: {
///   try await NoteComposer().post("Hi")
/// }
/// ```
public func withDependencies<Result>(
  _ update: (inout AppDependencies) -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var dependencies = AppDependencies.current
  update(&dependencies)
  return try await AppDependencies.$current.withValue(dependencies, operation: operation)
}
