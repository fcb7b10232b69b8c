import Lab10CompositionRoot
import Synchronization

/// Saves that wait, each until the test lets its text through.
///
/// No sleeping, and no wait without an end: ``waitUntilWaiting(for:orEnded:)`` returns once a
/// save of that text waits here, or once the task the test expected to save has ended without
/// saving; a text let through stays open, so its save passes at once whenever it arrives; and a
/// test calls ``openAll()`` when it is done, so that a save that reached this double from
/// somewhere the test did not expect (another test's composer, through a list wrongly shared)
/// never waits for ever.
final class SaveGate: Sendable {
  private struct State {
    var waiting: [(text: String, continuation: CheckedContinuation<Void, Never>)] = []
    var open: Set<String> = []
    var allOpen = false
    /// How many waits have started; a wait's watcher reports only for its own wait.
    var waits = 0
    var taskEnded = false
    var arrivalWaiter: (text: String, continuation: CheckedContinuation<Bool, Never>)?
  }

  private let state = Mutex(State())

  /// Waits until the test lets this note's text through (``Doubles`` calls it).
  func save(_ note: Note) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let (passes, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Bool, Never>?) in
        if state.allOpen || state.open.contains(note.text) { return (true, nil) }
        state.waiting.append((note.text, continuation))
        guard let arrival = state.arrivalWaiter, arrival.text == note.text else { return (false, nil) }
        state.arrivalWaiter = nil
        return (false, arrival.continuation)
      }
      if passes { continuation.resume() }
      waiter?.resume(returning: true)
    }
  }

  /// Returns `true` once a save of `text` waits here, or `false` if `task` ends first.
  func waitUntilWaiting<Success: Sendable>(for text: String, orEnded task: Task<Success, any Error>) async -> Bool {
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
        if state.waiting.contains(where: { $0.text == text }) { return true }
        if state.taskEnded { return false }
        state.arrivalWaiter = (text, continuation)
        return nil
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  /// Lets every save of `text` through, now and whenever one arrives.
  func letThrough(_ text: String) {
    let released = state.withLock { state in
      state.open.insert(text)
      let released = state.waiting.filter { $0.text == text }.map(\.continuation)
      state.waiting.removeAll { $0.text == text }
      return released
    }
    for save in released { save.resume() }
  }

  /// Lets every save through, now and from now on.
  func openAll() {
    let released = state.withLock { state in
      state.allOpen = true
      defer { state.waiting = [] }
      return state.waiting.map(\.continuation)
    }
    for save in released { save.resume() }
  }
}
