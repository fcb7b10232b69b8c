import Foundation

/// What happened when a lab's suite was built and run.
public enum SuiteOutcome: Sendable {
  /// The lab (or its suite) does not compile. The diagnostics are the compiler's errors.
  case doesNotCompile([Diagnostic])
  /// The test process died (a force unwrap, `fatalError`, `as!`, ...).
  case crashed(Crash)
  /// Tests did not finish within the time limit and were stopped.
  case timedOut(Hang)
  /// Every test reported a result. `issues` are keyed by `TestResult.id`.
  case ran([TestResult], issues: [String: [Diagnostic]])
}
