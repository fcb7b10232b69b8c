import Foundation

/// What became of one mutant under a suite: the learner's tests in a bug hunt, the reference
/// suite in `workbook verify`. Whether a mutant is caught is decided here, for both.
///
/// ```swift
/// let fate = MutantVerdict.Fate(outcome, greenTests: ["Lab90FixtureTests.Task1/answer()"])
/// MutantVerdict(mutant: mutant, fate: fate).isCaught
/// ```
public struct MutantVerdict: Sendable {
  public enum Fate: Sendable, Equatable {
    /// These tests, green on the correct code, failed on the mutant.
    case caught(by: [TestResult])
    /// The test process died or hung: caught, but by accident rather than by an expectation.
    case crashed, timedOut
    /// Every test that passes on the correct code passes on the mutant too.
    case survived
    /// The learner's tests do not build against the mutant (they use something it changed).
    case doesNotCompile(Diagnostic?)

    /// The fate of a mutant whose run ended in `outcome`. Only a test in `greenTests` (those
    /// passing on the correct code) catches it: a test that fails everywhere, such as an
    /// unfinished placeholder, tells nothing about the mutant.
    public init(_ outcome: SuiteOutcome, greenTests: Set<String>) {
      switch outcome {
      case .ran(let results, _):
        // In one order, whatever order the tests ended in: the verdict names the first of them,
        // and the same tests on the same bug must name the same test at every check.
        let failing = results.filter { !$0.passed && greenTests.contains($0.id) }.sorted { $0.id < $1.id }
        self = failing.isEmpty ? .survived : .caught(by: failing)
      case .crashed: self = .crashed
      case .timedOut: self = .timedOut
      case .doesNotCompile(let errors): self = .doesNotCompile(errors.first)
      }
    }

    /// The tests that failed on the mutant and not on the correct code, a crash or a hang.
    public var isCaught: Bool {
      switch self {
      case .caught, .crashed, .timedOut: true
      case .survived, .doesNotCompile: false
      }
    }
  }

  public let mutant: Mutant
  public let fate: Fate
  /// Tests that failed on this mutant in one run and passed in the other: flaky, so they catch
  /// nothing (``MutantHunt`` runs a caught mutant twice).
  public var wavered: [TestResult] = []

  /// For a mutant that crashed the tests: the tests, green on the correct code, that had already
  /// failed on it before the process died, and the test that was running when it died (if known).
  public var caughtBeforeCrash: [TestResult] = []
  public var crashedIn: String?

  public init(mutant: Mutant, fate: Fate) {
    self.mutant = mutant
    self.fate = fate
  }

  /// The verdict of a mutant whose run ended in `outcome` (``Fate``), with the tests that caught it
  /// before a crash.
  public init(mutant: Mutant, outcome: SuiteOutcome, greenTests: Set<String>) {
    self.init(mutant: mutant, fate: Fate(outcome, greenTests: greenTests))
    if case .crashed(let crash) = outcome {
      caughtBeforeCrash = crash.finished.filter { !$0.passed && greenTests.contains($0.id) }.sorted { $0.id < $1.id }
      crashedIn = crash.test
    }
  }

  public var isCaught: Bool { fate.isCaught }
}
