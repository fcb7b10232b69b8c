import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking

  /// A `URLSession` that also writes down every call that acts on the session as a whole
  /// (invalidating it, cancelling or listing its tasks, resetting or flushing it): the adapter
  /// uses the session it was given for its own request and touches nothing else of it, since the
  /// app shares that session (docs/01, "Task 1: the live adapter").
  ///
  /// The two invalidating calls are written down and NOT passed on, so that an adapter which
  /// invalidates the session fails by the test's message rather than by what an invalidated session
  /// does next (on Linux, a crash of the whole test run). The rest is passed on.
  ///
  /// Linux only: there a subclass of `URLSession` is made with `init(configuration:)`. Apple's
  /// `URLSession(configuration:)` is a factory that always makes the system's own class, so a
  /// subclass cannot be made there; on Apple platforms the tests use a plain session and see no
  /// calls (the other tests still see the effects of most such calls: a cancelled task, a lost
  /// request).
  ///
  /// `@unchecked Sendable`: `URLSession` is `Sendable` and a subclass must say so again; the only
  /// state added here is the `Mutex`, which is safe to share.
  ///
  /// A test that cancels the session's tasks itself (``Delivery/ofCancelledCall(_:on:cancellingTheSessionsTasks:sentBy:)``)
  /// leaves its own `getAllTasks` out of what it compares.
  final class RecordingURLSession: URLSession, @unchecked Sendable {
    private let recorded = Mutex<[String]>([])

    /// Every whole-session call, oldest first.
    var calls: [String] { recorded.withLock { $0 } }

    private func record(_ call: String) {
      recorded.withLock { $0.append(call) }
    }

    override func finishTasksAndInvalidate() {
      record("finishTasksAndInvalidate()")
    }

    override func invalidateAndCancel() {
      record("invalidateAndCancel()")
    }

    override func getAllTasks(completionHandler: @escaping @Sendable ([URLSessionTask]) -> Void) {
      record("getAllTasks")
      super.getAllTasks(completionHandler: completionHandler)
    }

    override func getTasksWithCompletionHandler(
      _ completionHandler: @escaping @Sendable ([URLSessionDataTask], [URLSessionUploadTask], [URLSessionDownloadTask]) -> Void
    ) {
      record("getTasksWithCompletionHandler")
      super.getTasksWithCompletionHandler(completionHandler)
    }

    override func reset(completionHandler: @escaping @Sendable () -> Void) {
      record("reset")
      super.reset(completionHandler: completionHandler)
    }

    override func flush(completionHandler: @escaping @Sendable () -> Void) {
      record("flush")
      super.flush(completionHandler: completionHandler)
    }
  }
#endif

/// The whole-session calls made on `session` (see ``RecordingURLSession``); none on Apple platforms.
func callsOnTheWholeSession(_ session: URLSession) -> [String] {
  #if canImport(FoundationNetworking)
    (session as? RecordingURLSession)?.calls ?? []
  #else
    []
  #endif
}
