import Lab10CompositionRoot
import Synchronization

/// Saves that wait, each until the test lets it through, the first to arrive first.
///
/// No sleeping, and no wait without an end: ``waitUntilWaiting(_:orEnded:)`` returns once that
/// many saves wait here, or once the task the test expected to save has ended without saving.
/// A test lets through every save that waits.
final class SaveGate: Sendable {
  private struct State {
    var waiting: [CheckedContinuation<Void, Never>] = []
    /// How many waits have started; a wait's watcher reports only for its own wait.
    var waits = 0
    var taskEnded = false
    var arrivalWaiter: (count: Int, continuation: CheckedContinuation<Bool, Never>)?
  }

  private let state = Mutex(State())

  /// Waits until the test lets this save through (``Doubles`` calls it).
  func save(_ note: Note) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        state.waiting.append(continuation)
        guard let arrival = state.arrivalWaiter, state.waiting.count >= arrival.count else { return nil }
        state.arrivalWaiter = nil
        return arrival.continuation
      }
      waiter?.resume(returning: true)
    }
  }

  /// Returns `true` once `count` saves wait here, or `false` if `task` ends first.
  func waitUntilWaiting<Success: Sendable>(_ count: Int, orEnded task: Task<Success, any Error>) async -> Bool {
    let wait = state.withLock { state in
      state.waits += 1
      state.taskEnded = false
      return state.waits
    }
    Task {
      _ = await task.result
      let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        guard state.waits == wait else { return nil }
        state.taskEnded = true
        defer { state.arrivalWaiter = nil }
        return state.arrivalWaiter?.continuation
      }
      waiter?.resume(returning: false)
    }
    return await withCheckedContinuation { continuation in
      let answer: Bool? = state.withLock { state in
        if state.waiting.count >= count { return true }
        if state.taskEnded { return false }
        state.arrivalWaiter = (count, continuation)
        return nil
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  /// Lets the save that has waited longest through.
  func letTheFirstThrough() {
    let first = state.withLock { state in state.waiting.isEmpty ? nil : state.waiting.removeFirst() }
    first?.resume()
  }
}
