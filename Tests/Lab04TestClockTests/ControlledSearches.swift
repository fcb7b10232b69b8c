import Synchronization

/// A search the test ends by hand, so it can type the next keystroke while a search still runs.
///
/// Each call records its query and parks until the test calls `finish(_:)`. It records and parks
/// in one lock: a test that sees a query in `started` can always finish it (two locks would leave
/// a moment where the query is recorded and there is nothing to resume yet). A search whose task
/// is cancelled is noted in `cancelled` and keeps waiting, as a slow server does, until the test
/// finishes it.
///
/// ```swift
/// let searches = ControlledSearches()
/// let sut = SearchDebouncer(delay: .milliseconds(300), clock: clock) { await searches.search($0) }
/// // ... the search for "s" starts ...
/// sut.queryChanged("sw")     // a keystroke while "s" still runs
/// searches.finish("s")       // now the search for "s" ends
/// ```
final class ControlledSearches: Sendable {
  private struct Running {
    let query: String
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var started: [String] = []
    var cancelled: [String] = []
    var running: [Running] = []
  }

  private let state = Mutex(State())

  /// The queries searched for, in the order the searches started.
  var started: [String] { state.withLock { $0.started } }

  /// The queries whose search was cancelled while it ran.
  var cancelled: [String] { state.withLock { $0.cancelled } }

  /// The search the debouncer calls: records `query` and waits until the test finishes it.
  func search(_ query: String) async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        state.withLock { state in
          state.started.append(query)
          state.running.append(Running(query: query, continuation: continuation))
        }
      }
    } onCancel: {
      state.withLock { $0.cancelled.append(query) }
    }
  }

  /// Ends the oldest running search for `query`. Returns `false` if none is running.
  func finish(_ query: String) -> Bool {
    let finished: Running? = state.withLock { state in
      guard let index = state.running.firstIndex(where: { $0.query == query }) else { return nil }
      return state.running.remove(at: index)
    }
    finished?.continuation.resume()  // Outside the lock: the search's task runs on at once.
    return finished != nil
  }

  /// Ends every search still running, so no task is left waiting when the test ends.
  func finishAll() {
    let running = state.withLock { state in
      defer { state.running = [] }
      return state.running
    }
    for search in running { search.continuation.resume() }
  }
}
