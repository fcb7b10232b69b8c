/// Waits until the user stops typing for `delay` before searching, so "swift" costs one request,
/// not five.
///
/// The delay is measured on the injected clock: `ContinuousClock()` in the app, a ``TestClock``
/// in a test, which makes a 300 ms debounce testable without waiting 300 ms.
///
/// ```swift
/// let debouncer = SearchDebouncer(delay: .milliseconds(300), clock: ContinuousClock()) { query in
///   await model.search(query)
/// }
/// debouncer.queryChanged("swift")   // searches 300 ms after the last keystroke
/// ```
@MainActor
public final class SearchDebouncer {
  private let delay: Duration
  private let clock: any Clock<Duration>
  private let search: @MainActor (String) async -> Void
  private var pending: Task<Void, Never>?

  public init(delay: Duration, clock: any Clock<Duration>, search: @escaping @MainActor (String) async -> Void) {
    self.delay = delay
    self.clock = clock
    self.search = search
  }

  /// Call on every keystroke, even one that leaves the query as it was: cancels the previous
  /// query's task (still waiting, or already searching: its results are out of date), and
  /// searches for `query`, exactly as typed (empty included), once `delay` has passed without
  /// another keystroke. A task that ends must not clear a newer keystroke's task out of `pending`.
  public func queryChanged(_ query: String) {
    // TODO: Task 4. Each keystroke makes the previous query's work (waiting, or already
    // searching) out of date, and starts its own: a wait of `delay` on the injected clock, and
    // only a wait that completes leads to a search, for the query exactly as typed. The work a
    // newer keystroke must be able to stop is kept in `pending` (docs/04, Task 4).
  }
}
