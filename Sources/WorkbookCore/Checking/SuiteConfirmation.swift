import Foundation

/// "Done" holds: a suite that went green runs again on the same build, once serially
/// (`--no-parallel`) and the rest in parallel, so a test that passed by luck of timing or order
/// shows it. Every lab's check uses it when its suite first passes, and a lab of kind tests' hunt
/// before it runs the learner's tests on the mutants. Each run is the built test product's (some
/// 30 to 100 ms on Linux); with ``repeats`` the later parallel runs repeat the suite within
/// ``budget`` (one second). A suite that printed a flood (``Hang/floodLines``) runs again once,
/// serially: each of its runs costs what its printing costs (``Checker``).
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
  /// The parallel runs after the first repeat the suite in one process, more each time (3, 9,
  /// 27 iterations), as far as ``budget`` allows: a race shows in iterations, not in runs.
  var repeats = false
  /// The time the runs again may take, in all; the last runs get fewer iterations, or none.
  var budget: Duration = .seconds(1)

  /// Runs `lab`'s tests again in `build` (already built) ``runs`` times after `first`, and
  /// tallies every run; `label` names each run's files (`label-1`, ...).
  func confirm(_ lab: Lab, in build: SuiteBuild, first: SuiteOutcome, label: String) throws -> TestStability {
    var stability = TestStability()
    stability.add(first)
    let clock = ContinuousClock()
    let start = clock.now
    var perIteration = Duration.zero
    for index in 0..<runs {
      var build = Self.build(forRun: index, in: build)
      if repeats, index >= 2 {
        let remaining = budget - (clock.now - start)
        guard remaining > .zero else { break }
        let affordable = perIteration > .zero ? Int(remaining / perIteration) : Int.max
        build.testRepetitions = max(1, min(Int(pow(3, Double(index - 1))), affordable))
      }
      let began = clock.now
      let outcome = try suites.rerun(lab, builtWith: [lab], in: build, mutant: nil, label: "\(label)-\(index + 1)")
      perIteration = (clock.now - began) / build.testRepetitions
      stability.add(outcome, run: name(ofRun: index, repetitions: build.testRepetitions))
    }
    return stability
  }

  /// The build a run again uses: the first of them one test at a time (`--no-parallel`).
  static func build(forRun index: Int, in build: SuiteBuild) -> SuiteBuild {
    var build = build
    build.serialTests = index == 0
    return build
  }

  /// How a report names run `index` (from 0) of the runs again: `run 2 of 6 (one test at a time)`.
  func name(ofRun index: Int, repetitions: Int = 1) -> String {
    let iterations = repetitions > 1 ? ", \(repetitions) times over" : ""
    return "run \(index + 2) of \(runs + 1) (\(index == 0 ? "one test at a time" : "in parallel")\(iterations))"
  }
}
