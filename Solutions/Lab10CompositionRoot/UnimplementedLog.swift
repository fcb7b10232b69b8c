import Synchronization

/// Where ``AppDependencies/failing(log:)`` reports every member that was touched.
///
/// A throwing member also throws, but a feature may catch that error and carry on, and a
/// non-throwing member such as `now` cannot throw at all. The log sees every touch either way:
///
/// ```swift
/// let log = UnimplementedLog()
/// var dependencies = AppDependencies.failing(log: log)
/// dependencies.now = { fixedDate }
/// _ = try await NoteComposer(dependencies: dependencies).post("Hi")
/// #expect(log.touched == ["AppDependencies.saveNote"], "saveNote was not overridden")
/// ```
///
/// Each test makes its own log, so tests running in parallel never see each other's touches.
public final class UnimplementedLog: Sendable {
  // A `Mutex` because a log is `Sendable` and members may be called from several tasks at once.
  private let names = Mutex<[String]>([])

  public init() {}

  /// Records that the member `name` was called.
  public func record(_ name: String) {
    names.withLock { $0.append(name) }
  }

  /// Every member called so far, in call order, once per call.
  public var touched: [String] {
    names.withLock { $0 }
  }
}
