import Foundation
import Synchronization
import Testing

@testable import WorkbookCore

/// "Done" holds (issue 26, item 5): a lab of code whose suite goes green runs again on the same
/// build, once serially and four times in parallel (the serial run and the first parallel one side
/// by side, issue 37), and is done only if it passes every time.
@Suite("Checker: a green suite runs again before done")
struct DoneHoldsTests {
  typealias Fixture = FixtureWorkbook

  @Test func aGreenSuite_runsFiveMoreTimesOnTheBuiltProduct_oneSerially_andIsDoneWhenEveryRunPasses() throws {
    let runs = Mutex<[(serial: Bool, iterations: Int)]>([])
    let quiet = Mutex<[Bool]>([])
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, build, _ in
        runs.withLock { $0.append((build.serialTests, build.testRepetitions)) }
        quiet.withLock { $0.append(build.quietReport) }
        return .ran(passing: [Fixture.answerTest])
      })

    let report = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(suites.calls.map(\.description) == ["run Lab90Fixture in check"] + Array(repeating: "rerun Lab90Fixture in check", count: 5))
    let (sideBySide, later) = runs.withLock { (Array($0.prefix(2)), Array($0.dropFirst(2))) }
    #expect(
      sideBySide.count == 2 && sideBySide.filter(\.serial).count == 1 && sideBySide.allSatisfy { $0.iterations == 1 },
      "Expected the first two runs again one serial and one parallel (side by side, in either order): \(sideBySide)")
    #expect(
      later.map(\.serial) == [false, false, false] && later.map(\.iterations) == [3, 9, 27],
      "Expected the later runs parallel, repeating the suite 3, 9 and 27 times (instant runs: the budget allows all): \(later)")
    #expect(
      quiet.withLock { $0 } == Array(repeating: true, count: 5), "Expected every run again read from its event stream alone, no report")
    #expect(report.isGreen && report.holds)
    #expect(Progress.load(from: workbook.catalog).labs["Lab90Fixture"]?.isDone == true)
  }

  @Test func aGreenSuiteThatPrintedAFlood_runsAgainOnce_oneTestAtATime_andAFlipThereIsStillSeen() throws {
    let serial = Mutex<[Bool]>([])
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, build, _ in
        serial.withLock { $0.append(build.serialTests && build.discardsPrintedOutput) }
        return .ran(failing: [Fixture.answerTest])
      }, printedLines: 300_000)

    let report = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(suites.calls.map(\.description) == ["run Lab90Fixture in check", "rerun Lab90Fixture in check"])
    #expect(serial.withLock { $0 } == [true], "Expected the one run again serial, its prints discarded.")
    #expect(report.flaky.map(\.words) == ["answer_isFortyTwo() passed 1 of 2 on the same code"])
    #expect(Progress.load(from: workbook.catalog).labs["Lab90Fixture"]?.isDone == false)
  }

  @Test func aGreenSuiteThatPrintedLessThanAFlood_runsAgainFiveTimes_itsPrintsKept() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let kept = Mutex<[Bool]>([])
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, build, _ in
        kept.withLock { $0.append(!build.discardsPrintedOutput) }
        return .ran(passing: [Fixture.answerTest])
      }, printedLines: Hang.floodLines - 1)

    _ = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(kept.withLock { $0 } == Array(repeating: true, count: 5), "Expected five runs again, their prints kept.")
  }

  @Test func aTestThatFailsOnARunAgain_isNamed_asTimingOrSharedState_andTheLabIsNotDone() throws {
    let runs = Atomic<Int>(0)
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, _, _ in
        runs.add(1, ordering: .relaxed).newValue == 3 ? .ran(failing: [Fixture.answerTest]) : .ran(passing: [Fixture.answerTest])
      })

    let report = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(!report.isGreen)
    #expect(report.flaky.map(\.words) == ["answer_isFortyTwo() passed 5 of 6 on the same code"])
    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab90Fixture"])
    #expect(!record.isDone && record.failingTask == 1, "Expected the lab not done, its hints at the flaky test's task.")
    let printed = CheckPrinter(catalog: workbook.catalog).lines(for: report).joined(separator: "\n")
    #expect(
      printed.contains("answer_isFortyTwo() passed 5 of 6 on the same code: it depends on timing or order: a race or shared state"),
      "\(printed)")
    #expect(!printed.contains("is done"), "\(printed)")
  }

  @Test func aFlipSeenOnTheSameCode_isRemembered_aLuckyGreenLaterIsNotDone_untilTheCodeChanges() throws {
    let runs = Atomic<Int>(0)
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    // The first check's third run again fails; every later run passes: a race that shows rarely.
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, _, _ in
        runs.add(1, ordering: .relaxed).newValue == 3 ? .ran(failing: [Fixture.answerTest]) : .ran(passing: [Fixture.answerTest])
      })
    let checker = Checker(catalog: workbook.catalog, suites: suites)

    let flipped = try checker.check(try workbook.lab90)
    let lucky = try checker.check(try workbook.lab90)

    #expect(flipped.flaky.count == 1 && flipped.flakyEarlier.isEmpty)
    #expect(!lucky.isGreen, "Expected the same code, green this time, still not done: it was seen to flip")
    #expect(lucky.flakyEarlier.map(\.words) == ["answer_isFortyTwo() passed 5 of 6 on the same code"])
    #expect(Progress.load(from: workbook.catalog).labs["Lab90Fixture"]?.isDone == false)
    let printed = CheckPrinter(catalog: workbook.catalog).lines(for: lucky).joined(separator: "\n")
    #expect(printed.contains("(seen at an earlier check of this very code)"), "\(printed)")
    #expect(printed.contains("Lab 90 · Fixture: 0 of 1 tests passing"), "Expected the flaky test not counted, \(printed)")

    try "public func answer() async -> Int { 42 }  // rewritten\n".write(
      to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Answer.swift"), atomically: true, encoding: .utf8)
    let changed = try checker.check(try workbook.lab90)

    #expect(changed.isGreen && changed.flakyEarlier.isEmpty, "Expected changed code to be checked afresh")
    #expect(Progress.load(from: workbook.catalog).labs["Lab90Fixture"]?.isDone == true)
  }

  @Test func aFlakyTest_countsAsNotPassing_inTheCheck_theRecord_andTheRoom_andItsTaskIsNotTicked() throws {
    let runs = Atomic<Int>(0)
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, _, _ in
        runs.add(1, ordering: .relaxed).newValue == 2 ? .ran(failing: [Fixture.answerTest]) : .ran(passing: [Fixture.answerTest])
      })

    let report = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab90Fixture"])
    let room = Room.check(of: report)
    #expect(report.passingCount == 0 && record.passing == 0 && room.tests.filter(\.passed).isEmpty)
    #expect(room.firstFailing?.name == "answer_isFortyTwo()", "Expected the room to name the flaky test, as the screen does")
    let tasks = CheckPrinter(catalog: workbook.catalog).taskLines(report).joined(separator: "\n")
    #expect(tasks.contains("✗") && !tasks.contains("✓"), "Expected the task of a flaky test not ticked: \(tasks)")
  }

  @Test func aTestOfTheLearnersSeenToFlip_catchesNoBug_atALaterCheckOfTheSameTests_howeverSteadyThen() throws {
    let confirmations = Atomic<Int>(0)
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    // double_ofTwo_isFour() catches adds-two; placeholder() (standing in for a test of the
    // learner's) would catch triples, and fails once on the correct code: at the first check's
    // first run again. Every later run of it on the correct code passes.
    let both = [Fixture.doublesTwo, Fixture.placeholder]
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: both) },
      rerun: { _, _, mutant in
        switch mutant {
        case "Lab91Fixture/adds-two": return .ran(passing: [Fixture.placeholder], failing: [Fixture.doublesTwo])
        case "Lab91Fixture/triples": return .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder])
        case nil:
          let flips = confirmations.add(1, ordering: .relaxed).newValue == 1
          return flips ? .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder]) : .ran(passing: both)
        default: return .ran(passing: both)
        }
      })
    let checker = Checker(catalog: workbook.catalog, suites: suites)
    func caught(_ report: CheckReport) -> [String] { (report.mutants ?? []).filter(\.isCaught).map(\.mutant.slug).sorted() }

    let flipped = try checker.check(try workbook.lab91)
    let steady = try checker.check(try workbook.lab91)

    #expect(caught(flipped) == ["adds-two"])
    #expect(steady.flakyEarlier.map(\.test.id) == [Fixture.placeholder], "Expected the flip remembered on the same tests")
    #expect(caught(steady) == ["adds-two"], "Expected a test seen to flip on these very tests to catch no bug, however steady now")
    #expect(Progress.load(from: workbook.catalog).labs["Lab91Fixture"]?.mutantsCaught == 1)
    let printed = CheckPrinter(catalog: workbook.catalog).lines(for: steady).joined(separator: "\n")
    let named = "placeholder() passed 5 of 6 on the same code (seen at an earlier check of this very code)"
    #expect(printed.contains(named), "\(printed)")
  }

  @Test func aRunAgainThatCrashes_isNamed_recordedAsACrash_andTheLabIsNotDone() throws {
    let parallelRuns = Atomic<Int>(0)
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    // The first parallel run crashes (it runs beside the serial one, so the order of calls says
    // nothing about which run a call is).
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.answerTest]) },
      rerun: { _, build, _ in
        !build.serialTests && parallelRuns.add(1, ordering: .relaxed).newValue == 1
          ? .crashed(Crash(test: "answer_isFortyTwo()", signal: 11)) : .ran(passing: [Fixture.answerTest])
      })

    let report = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(!report.isGreen)
    #expect(report.brokenRuns.map(\.words) == ["run 3 of 6 (in parallel) crashed (signal 11) while answer_isFortyTwo() ran"])
    #expect(Progress.load(from: workbook.catalog).labs["Lab90Fixture"]?.verdict == .crashed)
    let printed = CheckPrinter(catalog: workbook.catalog).lines(for: report).joined(separator: "\n")
    #expect(
      printed.contains("crashed (signal 11) while answer_isFortyTwo() ran: it depends on timing or order: a race or shared state"),
      "\(printed)")
  }

  @Test func aGreenSuiteWhoseCodeSharesStateWithoutALock_isNotDone_andSaysWhere() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    try """
    nonisolated(unsafe) var answers: [Int] = []  // no lock
    // nonisolated(unsafe) var inAComment = 0
    nonisolated(unsafe) let constant = 1
    """.write(to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Shared.swift"), atomically: true, encoding: .utf8)
    let suites = ScriptedSuites(run: { _, _ in .ran(passing: [Fixture.answerTest]) })

    let report = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(report.unsafeState.map(\.words) == ["Labs/Lab90Fixture/Shared.swift:1: nonisolated(unsafe) var answers: [Int] = []"])
    #expect(!report.isGreen)
    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab90Fixture"])
    #expect(record.passing == record.tests && record.unsteady == true && !record.isDone)
    let printed = CheckPrinter(catalog: workbook.catalog).lines(for: report).joined(separator: "\n")
    #expect(printed.contains("shares state without a lock") && printed.contains("a race or shared state"), "\(printed)")
  }

  @Test func aRedSuite_runsOnce() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(run: { _, _ in .ran(failing: [Fixture.answerTest]) })

    _ = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(suites.calls.map(\.kind) == [.run])
  }
}
