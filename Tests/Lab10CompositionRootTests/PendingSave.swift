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
    /// Saves parked now, by the number each save got when it arrived.
    var parked: [Int: CheckedContinuation<Void, any Error>] = [:]
    var arrivals = 0
    /// The saves whose task was cancelled, and how many: a cancel that reached a save.
    var cancelled: Set<Int> = []
    var finished = false
    var saving = false
    var taskEnded = false
    var arrivalWaiter: CheckedContinuation<Bool, Never>?
  }

  private let state = Mutex(State())
  private let answer: Answer

  init(answeringACancelBy answer: Answer) {
    self.answer = answer
  }

  /// Parks until the task is cancelled, then answers (``Doubles`` calls it). After ``finish()``,
  /// throws ``CancelNeverReachedTheSave`` at once.
  @Sendable func save(_ note: Note) async throws {
    let id = state.withLock { state in
      defer { state.arrivals += 1 }
      return state.arrivals
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (cancelledAlready, finished, waiter) = state.withLock { state in
          state.saving = true
          let (cancelled, finished) = (state.cancelled.contains(id), state.finished)
          if !cancelled, !finished { state.parked[id] = continuation }
          defer { state.arrivalWaiter = nil }
          return (cancelled, finished, state.arrivalWaiter)
        }
        if finished {
          continuation.resume(throwing: CancelNeverReachedTheSave())
        } else if cancelledAlready {
          resume(continuation)
        }
        waiter?.resume(returning: true)
      }
    } onCancel: {
      let parked = state.withLock { state in
        state.cancelled.insert(id)
        return state.parked.removeValue(forKey: id)
      }
      if let parked { resume(parked) }
    }
  }

  /// Cancels `task`, whose save is parked here, and returns whether the cancel reached the save.
  /// When it did not, ends every parked save with ``CancelNeverReachedTheSave``, so that `task`
  /// ends too.
  @discardableResult
  func cancel<Success: Sendable>(_ task: Task<Success, any Error>) -> Bool {
    let before = state.withLock { $0.cancelled.count }
    task.cancel()  // runs the handler in `save` now, if the save runs in `task`
    let (heard, unheard) = state.withLock { state in
      let heard = state.cancelled.count > before
      defer { if !heard { state.parked = [:] } }
      return (heard, heard ? [] : Array(state.parked.values))
    }
    for save in unheard { save.resume(throwing: CancelNeverReachedTheSave()) }
    return heard
  }

  /// Ends every save still parked here, and every later one at once, with
  /// ``CancelNeverReachedTheSave``: a test calls it when it is done, so that a save that reached
  /// this double from somewhere the test did not expect (another test's composer, through a list
  /// wrongly shared) never waits for ever.
  func finish() {
    let parked = state.withLock { state in
      state.finished = true
      defer { state.parked = [:] }
      return Array(state.parked.values)
    }
    for save in parked { save.resume(throwing: CancelNeverReachedTheSave()) }
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
