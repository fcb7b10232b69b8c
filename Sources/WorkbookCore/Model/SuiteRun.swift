import Foundation

/// A suite run's outcome with what the build said on the side.
public struct SuiteRun: Sendable {
  public let outcome: SuiteOutcome
  /// The compiler's warnings in this build, each once.
  public let warnings: [Diagnostic]
  /// The whole console log of the run.
  public let log: URL
  /// How many lines the run printed: from ``Hang/floodLines`` on, a print in a loop, whose every
  /// run again costs seconds (``Checker`` then runs a green suite again once, not five times).
  public var printedLines = 0
}
