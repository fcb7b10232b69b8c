import Foundation
import Synchronization
import Testing

@testable import WorkbookCore

/// The runs again fit their budget (issue 37: a green check costs at most half a second more than
/// a red one): the serial run and the first parallel one side by side, then parallel runs that
/// repeat the suite as many times as the time left allows, and none once no iteration fits.
@Suite("SuiteConfirmation: the runs again, within their budget")
struct SuiteConfirmationTests {
  typealias Fixture = FixtureWorkbook

  /// A suite whose every iteration takes `perIteration` on a clock of the test's own; the runs'
  /// (serial, iterations), in the order they started.
  private func confirm(
    perIteration: Duration, budget: Duration
  ) throws -> (runs: [(serial: Bool, iterations: Int)], stability: TestStability) {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let clock = Mutex(Duration.zero)
    let runs = Mutex<[(serial: Bool, iterations: Int)]>([])
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, build, _ in
        runs.withLock { $0.append((build.serialTests, build.testRepetitions)) }
        clock.withLock { $0 += perIteration * build.testRepetitions }
        return .ran(passing: [Fixture.answerTest])
      })
    var confirmation = SuiteConfirmation(suites: suites)
    confirmation.repeats = true
    confirmation.budget = budget
    confirmation.now = { clock.withLock { $0 } }
    let build = SuiteBuild(packageRoot: workbook.root, scratch: workbook.root.appendingPathComponent(Layout.checkBuild))
    let stability = try confirmation.confirm(
      try workbook.lab90, in: build, first: .ran(passing: [Fixture.answerTest]), label: "again")
    return (runs.withLock { $0 }, stability)
  }

  @Test func aQuickSuite_getsTheTwoRunsSideBySide_thenRepeatsAsFarAsTheBudgetAllows() throws {
    // 50 ms an iteration, 350 ms in all: the two side by side end at 100 ms (the estimate of an
    // iteration, on the safe side); 2 iterations fit (200 ms), then 3 at 50 ms each (350 ms).
    let (runs, stability) = try confirm(perIteration: .milliseconds(50), budget: .milliseconds(350))

    #expect(runs.prefix(2).filter(\.serial).count == 1, "Expected one of the two side by side serial: \(runs)")
    #expect(runs.map(\.iterations) == [1, 1, 2, 3], "Expected the later runs' iterations cut to what fits: \(runs)")
    #expect(stability.flaky.isEmpty && stability.broken.isEmpty)
  }

  @Test func aSlowSuite_getsOnlyTheTwoRunsSideBySide_whenNoIterationFitsAfterThem() throws {
    let (runs, _) = try confirm(perIteration: .milliseconds(200), budget: .milliseconds(350))

    #expect(runs.count == 2 && runs.filter(\.serial).count == 1, "Expected the serial and the parallel run, no more: \(runs)")
  }

  @Test func withoutRepeats_everyRunGoes_oneIterationEach_whateverTheTime() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let runs = Mutex<[Int]>([])
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, build, _ in
        runs.withLock { $0.append(build.testRepetitions) }
        return .ran(passing: [Fixture.answerTest])
      })
    var confirmation = SuiteConfirmation(suites: suites, runs: 5)
    // A minute passes at every look at the clock: far past any budget, which without repeats does not count.
    let clock = Mutex(Duration.zero)
    confirmation.now = {
      clock.withLock { now in
        now += .seconds(60)
        return now
      }
    }
    let build = SuiteBuild(packageRoot: workbook.root, scratch: workbook.root.appendingPathComponent(Layout.checkBuild))
    _ = try confirmation.confirm(try workbook.lab90, in: build, first: .ran(passing: [Fixture.answerTest]), label: "correct")

    #expect(runs.withLock { $0 } == [1, 1, 1, 1, 1])
  }
}
