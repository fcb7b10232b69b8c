import Foundation

/// What the last check of a lab found, and for which version of the learner's files.
public struct LabRecord: Codable, Sendable, Equatable {
  public enum Verdict: String, Codable, Sendable {
    case ran, doesNotCompile, crashed, timedOut
  }

  /// The learner's files (and the suite) when this was recorded; a different one means stale.
  public var fingerprint: String
  public var verdict: Verdict
  public var tests: Int
  public var passing: Int
  /// The first failure's task, or `nil` when nothing failed.
  public var failingTask: Int?
  /// Each learner file's hash at that check, to know which files changed since.
  public var files: [String: String]? = nil
  /// For a lab of kind tests: how many mutants it has, and how many the learner's tests caught.
  public var mutants: Int? = nil
  public var mutantsCaught: Int? = nil
  /// The seam audit's findings at that check; `nil` for none (and in records from before it).
  public var hiddenDependencies: Int? = nil
  /// The suite passed, and did not hold: a run again changed a verdict, crashed or hung, or the
  /// code shares state without a lock (``CheckReport/holds``). Not done.
  public var unsteady: Bool? = nil
  /// The tests seen to change their verdict on this fingerprint's code, with their counts: a
  /// later check of the same code keeps them flaky however it runs (``CheckReport/flakyEarlier``).
  public var flaky: [FlakyTest]? = nil

  /// A test whose verdict changed on the same code: passed `passed` of `runs` runs.
  public struct FlakyTest: Codable, Sendable, Equatable {
    public var id: String
    public var passed: Int
    public var runs: Int
  }

  /// `3 of 5 bugs caught`, for a lab of kind tests whose suite passes on the given code and that
  /// was hunted; `nil` otherwise.
  public var bugsCaught: String? {
    guard let mutants, let mutantsCaught, verdict == .ran, passing == tests else { return nil }
    return "\(mutantsCaught) of \(mutants) bugs caught"
  }

  public var isDone: Bool {
    verdict == .ran && tests > 0 && passing == tests && unsteady != true && (mutants.map { $0 > 0 && mutantsCaught == $0 } ?? true)
      && (hiddenDependencies ?? 0) == 0
  }
}
