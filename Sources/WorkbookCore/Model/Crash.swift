import Foundation

/// A test process that died, and which test killed it.
///
/// Swift Testing runs a suite's tests in parallel, so "the last test that started" is a guess;
/// `pinned` says the test was confirmed by a serialized re-run, where only one test runs at a time.
public struct Crash: Sendable, Equatable {
  /// The test that crashed, or `nil` when no run could tell.
  public var test: String?
  /// The test was confirmed by a serialized re-run.
  public var pinned = false
  /// When not pinned: the tests that were running when the process died.
  public var suspects: [String] = []
  public var signal: Int32?
  /// The tests that ended before the process died, with their verdicts.
  public var finished: [TestResult] = []
  /// The runtime's own line: `Fatal error: Unexpectedly found nil ...`, `Could not cast value ...`.
  public var trap: Trap?

  public init(test: String? = nil, signal: Int32? = nil) {
    self.test = test
    self.signal = signal
  }
}
