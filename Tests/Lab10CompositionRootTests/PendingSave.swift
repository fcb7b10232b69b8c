import Lab10CompositionRoot
import Synchronization

/// A save that does not answer until the task saving is cancelled; then it answers as a storage
/// may: it throws a cancel, `CancellationError` (as Swift concurrency does) or
/// `URLError(.cancelled)` (as URLSession does), or it finishes the save anyway (the file was
/// written by then).
///
/// No sleeping, and no wait without an end: the save parks a continuation, and the test cancels
/// the task with ``cancel(_:)``. A cancel runs the cancellation handlers of the cancelled task (and
/// of its child tasks) at once, inside `cancel()`, so when that returns the save has heard it, or
/// never will: a save running in a task of its own (`Task { }`, `Task.detached`) is not the
/// cancelled task's. Then ``cancel(_:)`` ends the save itself, throwing
/// ``CancelNeverReachedTheSave``, and the test goes on to fail on that, by name.
/// ``waitUntilSaving(startedBy:)`` tells the test when the save is parked, or that the task ended
/// without ever saving.
final class PendingSave: Sendable {
  /// What the save does once its task is cancelled.
  enum Answer: Sendable {
    /// Throws this cancel.
    case throwing(any Error)
    /// Saves the note anyway, and returns.
    case finishing
  }

  private struct State {
    var parked: CheckedContinuation<Void, any Error>?
    var cancelled = false
    var saving = false
    var taskEnded = false
    var arrivalWaiter: CheckedContinuation<Bool, Never>?
  }

  private let state = Mutex(State())
  private let answer: Answer

  init(answeringACancelBy answer: Answer) {
    self.answer = answer
  }

  /// Parks until the task is cancelled, then answers (``Doubles`` calls it).
  @Sendable func save(_ note: Note) async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (cancelledAlready, waiter) = state.withLock { state in
          state.saving = true
          if !state.cancelled { state.parked = continuation }
          defer { state.arrivalWaiter = nil }
          return (state.cancelled, state.arrivalWaiter)
        }
        if cancelledAlready { resume(continuation) }
        waiter?.resume(returning: true)
      }
    } onCancel: {
      let parked = state.withLock { state in
        state.cancelled = true
        defer { state.parked = nil }
        return state.parked
      }
      if let parked { resume(parked) }
    }
  }

  /// Cancels `task`, whose save is parked here, and returns whether the cancel reached the save.
  /// When it did not, ends the parked save with ``CancelNeverReachedTheSave``, so that `task`
  /// ends too.
  @discardableResult
  func cancel<Success: Sendable>(_ task: Task<Success, any Error>) -> Bool {
    task.cancel()  // runs the handler in `save` now, if the save runs in `task`
    let (heard, parked) = state.withLock { state in
      defer { state.parked = nil }
      return (state.cancelled, state.parked)
    }
    parked?.resume(throwing: CancelNeverReachedTheSave())
    return heard
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

  private func resume(_ continuation: CheckedContinuation<Void, any Error>) {
    switch answer {
    case .throwing(let cancel): continuation.resume(throwing: cancel)
    case .finishing: continuation.resume()
    }
  }
}
