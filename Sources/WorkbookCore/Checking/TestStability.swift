import Foundation

/// How each of the learner's tests fared over several runs on the same code: a test whose verdict
/// changes from run to run is flaky. A flaky test depends on timing, order or randomness, so its
/// red on a mutant says nothing about the mutant: it catches no bug, and the lab is not done
/// while one is flaky.
///
/// ```swift
/// var stability = TestStability()
/// stability.add(first)                      // the correct code's first run
/// stability.add(again)                      // the same code, run again (serially, in parallel)
/// stability.steadyGreen                     // the tests that may catch a mutant
/// stability.flaky.map(\.words)              // ["load_finishesQuickly() passed 2 of 3 on the same code"]
/// ```
public struct TestStability: Sendable, Equatable {
  /// One test whose verdict changed on the same code.
  public struct Flaky: Sendable, Equatable {
    public let test: TestResult
    public let passed: Int
    public let runs: Int

    /// `load_finishesQuickly() passed 2 of 3 on the same code`
    public var words: String { "\(test.name) passed \(passed) of \(runs) on the same code" }
  }

  /// A run on the same code that crashed or hung where another gave results.
  public struct Broken: Sendable, Equatable {
    /// `run 3 of 6 (in parallel)`
    public let run: String
    /// `crashed (signal 11) while a(), b() ran`, `did not finish within 4 s (a())`
    public let what: String
    /// A hang rather than a crash.
    public let hung: Bool

    /// `run 3 of 6 (in parallel) crashed (signal 11) while a() ran`
    public var words: String { "\(run) \(what)" }
  }

  /// By test ID: how many runs it passed, of how many it was in, and its last result.
  private var tally: [String: (passed: Int, runs: Int, last: TestResult)] = [:]
  /// The runs that crashed or hung, in order.
  public private(set) var broken: [Broken] = []

  public init() {}

  public static func == (lhs: TestStability, rhs: TestStability) -> Bool {
    lhs.tally.mapValues { [$0.passed, $0.runs] } == rhs.tally.mapValues { [$0.passed, $0.runs] } && lhs.broken == rhs.broken
  }

  /// Counts a run on the correct code; a run without results (a crash, a hang) counts no test,
  /// and is kept in ``broken`` as `run` (`run 3 of 6 (in parallel)`) when one is named.
  public mutating func add(_ outcome: SuiteOutcome, run: String? = nil) {
    switch outcome {
    case .ran(let results, _):
      for result in results { add(result) }
    case .crashed(let crash):
      let tests = crash.test.map { [$0] } ?? crash.suspects
      let signal = crash.signal.map { " (signal \($0))" } ?? ""
      let during = tests.isEmpty ? "" : " while \(tests.prefix(3).joined(separator: ", "))\(tests.count > 3 ? ", ..." : "") ran"
      if let run { broken.append(Broken(run: run, what: "crashed\(signal)\(during)", hung: false)) }
    case .timedOut(let hang):
      let tests = hang.test.map { " (\($0))" } ?? ""
      if let run { broken.append(Broken(run: run, what: "did not finish within \(Int(hang.seconds)) s\(tests)", hung: true)) }
    case .doesNotCompile:
      break
    }
  }

  /// Counts one test's result on code it must behave the same on (the correct code, or one
  /// mutant run twice).
  public mutating func add(_ result: TestResult) {
    var entry = tally[result.id] ?? (0, 0, result)
    entry.passed += result.passed ? 1 : 0
    entry.runs += 1
    if !result.passed || entry.last.passed { entry.last = result }
    tally[result.id] = entry
  }

  /// The tests that passed every run: only these can catch a mutant.
  public var steadyGreen: Set<String> {
    Set(tally.filter { $0.value.passed == $0.value.runs }.keys)
  }

  /// The tests whose verdict changed, by name.
  public var flaky: [Flaky] {
    tally.values.filter { $0.passed > 0 && $0.passed < $0.runs }
      .map { Flaky(test: $0.last, passed: $0.passed, runs: $0.runs) }
      .sorted { ($0.test.task, $0.test.suite, $0.test.name) < ($1.test.task, $1.test.suite, $1.test.name) }
  }

  public func isFlaky(_ id: String) -> Bool {
    tally[id].map { $0.passed > 0 && $0.passed < $0.runs } ?? false
  }
}
