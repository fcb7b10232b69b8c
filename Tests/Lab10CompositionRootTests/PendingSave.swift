import Lab10CompositionRoot
import Synchronization

/// A save that does not answer until the task saving is cancelled; then it throws the cancel it
/// was given, `CancellationError` (as Swift concurrency does) or `URLError(.cancelled)` (as
/// URLSession does), the two kinds of cancel.
///
/// No sleeping: the save parks a continuation, the test cancels the task, and the cancellation
/// handler resumes it. ``waitUntilSaving(startedBy:)`` tells the test when the save is parked, or
/// that the task ended without ever saving, so nothing here can hang a test.
final class PendingSave: Sendable {
  private struct State {
    var parked: CheckedContinuation<Void, any Error>?
    var cancelled = false
    var saving = false
    var taskEnded = false
    var arrivalWaiter: CheckedContinuation<Bool, Never>?
  }

  private let state = Mutex(State())
  private let cancel: any Error

  init(cancellingWith cancel: any Error) {
    self.cancel = cancel
  }

  /// Parks until the task is cancelled, then throws the cancel (``Doubles`` calls it).
  @Sendable func save(_ note: Note) async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (cancelledAlready, waiter) = state.withLock { state in
          state.saving = true
          if !state.cancelled { state.parked = continuation }
          defer { state.arrivalWaiter = nil }
          return (state.cancelled, state.arrivalWaiter)
        }
        if cancelledAlready { continuation.resume(throwing: cancel) }
        waiter?.resume(returning: true)
      }
    } onCancel: {
      let parked = state.withLock { state in
        state.cancelled = true
        defer { state.parked = nil }
        return state.parked
      }
      parked?.resume(throwing: cancel)
    }
  }

  /// Returns `true` once a save is parked here, or `false` if `task` ends first, having never saved.
  func waitUntilSaving<Success: Sendable>(startedBy task: Task<Success, any Error>) async -> Bool {
    Task {
      _ = await task.result
      let waiter = state.withLock { state in
        state.taskEnded = true
        defer { state.arrivalWaiter = nil }
        return state.arrivalWaiter
      }
      waiter?.resume(returning: false)
    }
    return await withCheckedContinuation { continuation in
      let answer: Bool? = state.withLock { state in
        if state.saving { return true }
        if state.taskEnded { return false }
        state.arrivalWaiter = continuation
        return nil
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }
}
