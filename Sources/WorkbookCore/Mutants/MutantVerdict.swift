import Foundation

/// What became of one mutant under the learner's tests.
public struct MutantVerdict: Sendable {
  public enum Fate: Sendable, Equatable {
    /// These tests, green on the correct code, failed on the mutant.
    case caught(by: [String])
    /// The test process died or hung: caught, but by accident rather than by an expectation.
    case crashed, timedOut
    /// Every test that passes on the correct code passes on the mutant too.
    case survived
    /// The learner's tests do not build against the mutant (they use something it changed).
    case doesNotCompile(Diagnostic?)
  }

  public let mutant: Mutant
  public let fate: Fate

  public var isCaught: Bool {
    switch fate {
    case .caught, .crashed, .timedOut: true
    case .survived, .doesNotCompile: false
    }
  }
}
