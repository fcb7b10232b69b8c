import Foundation

/// "Done" holds: a suite that went green runs again on the same build, once serially
/// (`--no-parallel`) and the rest in parallel, so a test that passed by luck of timing or order
/// shows it. Every lab's check uses it when its suite first passes, and a lab of kind tests' hunt
/// before it runs the learner's tests on the mutants. Each run is the built test product's (some
/// 30 to 100 ms on Linux), so five of them stay within a second.
///
/// ```swift
/// let stability = try SuiteConfirmation(suites: suites).confirm(lab, in: build, first: run.outcome, label: "again")
/// stability.flaky      // tests whose verdict changed on the same code
/// stability.broken     // runs that crashed or hung after a green one
/// ```
struct SuiteConfirmation: Sendable {
  let suites: any SuiteRunning
  /// How many more runs after the first: the first of them serial, the rest parallel.
  var runs = 5

  /// Runs `lab`'s tests again in `build` (already built) ``runs`` times after `first`, and
  /// tallies every run; `label` names each run's files (`label-1`, ...).
  func confirm(_ lab: Lab, in build: SuiteBuild, first: SuiteOutcome, label: String) throws -> TestStability {
    var stability = TestStability()
    stability.add(first)
    for index in 0..<runs {
      var build = build
      build.serialTests = index == 0
      let outcome = try suites.rerun(lab, builtWith: [lab], in: build, mutant: nil, label: "\(label)-\(index + 1)")
      stability.add(outcome, run: "run \(index + 2) of \(runs + 1) (\(index == 0 ? "one test at a time" : "in parallel"))")
    }
    return stability
  }
}
