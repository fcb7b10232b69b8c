import Foundation
import Synchronization

/// "Done" holds: a suite that went green runs again on the same build, once serially
/// (`--no-parallel`) and the rest in parallel, so a test that passed by luck of timing or order
/// shows it. Every lab's check uses it when its suite first passes, and a lab of kind tests' hunt
/// before it runs the learner's tests on the mutants. Each run is the built test product's (some
/// 30 to 150 ms on Linux). The serial run and the first parallel one go side by side, one per
/// core: each costs the check no more than the slower of the two, and each runs while the other
/// loads the machine, which is when a race shows. With ``repeats`` the later parallel runs repeat
/// the suite within ``budget``, as many iterations as the runs so far say fit. A suite that
/// printed a flood (``Hang/floodLines``) runs again once, serially: each of its runs costs what
/// its printing costs (``Checker``).
///
/// How strong it must be is measured, not guessed: `scripts/racy-checks.sh` runs the shipped racy
/// solutions under two busy loops, and each must read "not done" on every check (issue 35); the
/// suites catch most of them on the first run already (they drive concurrency by hand), and this
/// is the net for what a suite cannot hold still.
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
  /// The parallel runs after the first two repeat the suite in one process (3, 9, 27 iterations),
  /// as far as ``budget`` allows: a race shows in iterations, not in runs.
  var repeats = false
  /// The time the runs again may take in all, the two side by side included: a later run starts
  /// only when at least one iteration fits in what is left. Issue 37: a green check costs at most
  /// half a second more than a red one.
  var budget: Duration = .milliseconds(350)
  /// The time on a clock that only goes forward, from any fixed start: what the budget is
  /// measured with (the tool's tests give a clock of their own).
  var now: @Sendable () -> Duration = { ContinuousClock.now - Self.origin }
  private static let origin = ContinuousClock.now

  /// Runs `lab`'s tests again in `build` (already built) ``runs`` times after `first`, and
  /// tallies every run; `label` names each run's files (`label-1`, ...).
  func confirm(_ lab: Lab, in build: SuiteBuild, first: SuiteOutcome, label: String) throws -> TestStability {
    var stability = TestStability()
    stability.add(first)
    let start = now()
    let together = min(runs, 2)
    let suites = suites
    let outcomes = Mutex<[Int: Result<SuiteOutcome, any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: together) { index in
      let outcome = Result {
        try suites.rerun(lab, builtWith: [lab], in: Self.build(forRun: index, in: build), mutant: nil, label: "\(label)-\(index + 1)")
      }
      outcomes.withLock { $0[index] = outcome }
    }
    for index in 0..<together {
      guard let outcome = try outcomes.withLock({ $0[index] })?.get() else { continue }
      stability.add(outcome, run: name(ofRun: index))
    }
    // What one more iteration costs: the two side by side took about what one parallel run takes
    // (the serial one, a little longer): an estimate on the safe side.
    var perIteration = now() - start
    for index in together..<runs {
      var build = Self.build(forRun: index, in: build)
      if repeats {
        let remaining = budget - (now() - start)
        let affordable = perIteration > .zero ? Int(remaining / perIteration) : Int.max
        guard affordable >= 1 else { break }
        build.testRepetitions = min(Int(pow(3, Double(index - 1))), affordable)
      }
      let began = now()
      let outcome = try suites.rerun(lab, builtWith: [lab], in: build, mutant: nil, label: "\(label)-\(index + 1)")
      perIteration = (now() - began) / build.testRepetitions
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
