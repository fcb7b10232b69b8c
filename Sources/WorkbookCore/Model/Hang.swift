import Foundation

/// Tests that did not finish within the time limit: a loop that never ends, or an await that is
/// never resumed.
public struct Hang: Sendable, Equatable {
  /// The tests that had started and not finished when the run was stopped.
  public var unfinished: [String]
  /// The one test a serialized re-run found still running at its limit, when it found one.
  public var pinned: String?
  /// The limit that was passed, in seconds.
  public var seconds: Double
  /// How many lines the tests had printed when they were stopped: a flood of output is a test
  /// that prints in a loop, slow rather than stuck, and the message says so.
  public var printedLines = 0

  /// From how many printed lines a stopped run reads as a print in a loop: far more than any
  /// lab's suite prints (a few hundred lines at most, its failures included).
  public static let floodLines = 10_000

  public init(unfinished: [String], pinned: String? = nil, seconds: Double) {
    self.unfinished = unfinished
    self.pinned = pinned
    self.seconds = seconds
  }

  /// The test to name first: the pinned one, or the first that did not finish.
  public var test: String? { pinned ?? unfinished.first }
}
