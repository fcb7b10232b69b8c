import Foundation
import Synchronization
import Testing

@testable import WorkbookCore

/// What a bug hunt decides on its own, beyond what ``CheckerTests`` sees through `check`: the
/// order it must be used in, what it tells while it runs, and given code it cannot mutate.
@Suite("MutantHunt: running the learner's tests against each mutant")
struct MutantHuntTests {
  typealias Fixture = FixtureWorkbook

  @Test func huntingBeforeTheTestsRanOnTheCorrectCode_isRefused() throws {
    let (hunt, suites, workbook) = try makeSUT()
    defer { workbook.remove() }

    #expect(throws: WorkbookError.self) { try hunt.run(try workbook.lab91, greenTests: [Fixture.doublesTwo]) }
    #expect(suites.calls.isEmpty)
  }

  @Test func eachMutantIsAnnouncedOnce_withItsPlaceInTheLab() throws {
    var (hunt, _, workbook) = try makeSUT()
    defer { workbook.remove() }
    let told = Mutex<[String]>([])
    hunt.progress = { index, count, mutant in told.withLock { $0.append("\(index)/\(count) \(mutant.slug)") } }
    let lab = try workbook.lab91

    _ = try hunt.runOnCorrectCode(lab)
    let verdicts = try hunt.run(lab, greenTests: [Fixture.doublesTwo])

    #expect(told.withLock { $0.sorted() } == ["1/3 adds-two", "2/3 triples", "3/3 zero-is-one"])
    #expect(verdicts.map(\.mutant.slug) == ["adds-two", "triples", "zero-is-one"], "verdicts keep the lab's order")
  }

  @Test func runsOnTheCorrectCodeAndOnTheMutants_shareOneQueue_andTheVerdictsKeepTheLabsOrder() throws {
    // Three slots for eight runs: five on the correct code, three mutants; `triples` is caught.
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, _, mutant in
        mutant == "Lab91Fixture/triples" ? .ran(failing: [Fixture.doublesTwo]) : .ran(passing: [Fixture.doublesTwo])
      })
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    var hunt = MutantHunt(catalog: workbook.catalog, suites: suites)
    hunt.jobs = 3
    let lab = try workbook.lab91

    let first = try hunt.runOnCorrectCode(lab)
    let (stability, verdicts) = try hunt.confirmAndRun(lab, first: first.outcome)

    #expect(stability.steadyGreen == [Fixture.doublesTwo])
    #expect(suites.calls.filter { $0.kind == .rerun && $0.mutant == nil }.count == 5, "five runs again on the correct code")
    #expect(suites.calls.filter { $0.mutant == "Lab91Fixture/triples" }.count == 2, "a catch is confirmed by a second run")
    #expect(suites.calls.filter { $0.mutant == "Lab91Fixture/adds-two" }.count == 1, "a mutant not caught runs once")
    #expect(verdicts?.map(\.mutant.slug) == ["adds-two", "triples", "zero-is-one"], "verdicts keep the lab's order")
    #expect(verdicts?.map(\.isCaught) == [false, true, false])
  }

  @Test func aCaughtMutantRunsAgain_withOnlyTheTestsThatCaughtIt_andNoRunPrintsAReport() throws {
    // `triples` fails two of three tests; the placeholder fails everywhere, so it catches nothing.
    let (doubles, negates) = (Fixture.doublesTwo, "Lab91FixtureTests.Task1DoubleTests/double_ofMinusOne_isMinusTwo()")
    let builds = Mutex<[(mutant: String?, build: SuiteBuild)]>([])
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [doubles, negates], failing: [Fixture.placeholder]) },
      rerun: { _, build, mutant in
        builds.withLock { $0.append((mutant, build)) }
        let failing = mutant == "Lab91Fixture/triples" ? [doubles, negates, Fixture.placeholder] : [Fixture.placeholder]
        let only = build.onlyTests.map(Set.init)
        return .ran(
          passing: [doubles, negates].filter { !failing.contains($0) && only?.contains($0) != false },
          failing: failing.filter { only?.contains($0) != false })
      })
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    var hunt = MutantHunt(catalog: workbook.catalog, suites: suites)
    let lab = try workbook.lab91

    let first = try hunt.runOnCorrectCode(lab)
    let (_, verdicts) = try hunt.confirmAndRun(lab, first: first.outcome)

    let triples = builds.withLock { $0 }.filter { $0.mutant == "Lab91Fixture/triples" }.map(\.build)
    #expect(triples.map { $0.onlyTests.map(Set.init) } == [nil, [doubles, negates]], "the whole suite, then the tests that caught it")
    let quiet = builds.withLock { $0 }.map(\.build.quietReport)
    #expect(!quiet.isEmpty && !quiet.contains(false), "every run again is read from its event stream")
    let caughtBy = verdicts?.first { $0.mutant.slug == "triples" }.map { verdict -> Set<String> in
      guard case .caught(let tests) = verdict.fate else { return [] }
      return Set(tests.map(\.id))
    }
    #expect(caughtBy == [doubles, negates], "both catches confirmed")
  }

  @Test func aCatchItsRunAgainDoesNotRepeat_wavers_andCatchesNothing() throws {
    // `triples` fails `doublesTwo` on its first run only: flaky, so it catches nothing.
    let runs = Atomic<Int>(0)
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, build, mutant in
        guard mutant == "Lab91Fixture/triples" else { return .ran(passing: [Fixture.doublesTwo]) }
        let run = runs.add(1, ordering: .relaxed).newValue
        return run == 1 ? .ran(failing: [Fixture.doublesTwo]) : .ran(passing: build.onlyTests ?? [])
      })
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    var hunt = MutantHunt(catalog: workbook.catalog, suites: suites)
    let lab = try workbook.lab91

    let first = try hunt.runOnCorrectCode(lab)
    let (_, verdicts) = try hunt.confirmAndRun(lab, first: first.outcome)

    let triples = verdicts?.first { $0.mutant.slug == "triples" }
    #expect(triples?.fate == .survived)
    #expect(triples?.wavered.map(\.id) == [Fixture.doublesTwo])
  }

  @Test func aMutantCaughtOnlyByATestThatFailsOnTheCorrectCodeLater_isNotCaught() throws {
    // The placeholder passes the first run on the correct code, then fails one of the five again.
    let correctRuns = Atomic<Int>(0)
    let suites = ScriptedSuites(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo, Fixture.placeholder]) },
      rerun: { _, _, mutant in
        guard mutant == nil else { return .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder]) }
        return correctRuns.add(1, ordering: .relaxed).newValue == 2
          ? .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder]) : .ran(passing: [Fixture.doublesTwo, Fixture.placeholder])
      })
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    var hunt = MutantHunt(catalog: workbook.catalog, suites: suites)
    let lab = try workbook.lab91

    let first = try hunt.runOnCorrectCode(lab)
    let (stability, verdicts) = try hunt.confirmAndRun(lab, first: first.outcome)

    #expect(stability.flaky.map(\.test.id) == [Fixture.placeholder])
    #expect(verdicts?.map(\.fate) == [.survived, .survived, .survived])
  }

  @Test func whenTheCorrectCodeDidNotRun_everyMutantIsBuiltApart() throws {
    // The correct-code run crashed: its build cannot be re-run with a mutant switched on.
    var (hunt, suites, workbook) = try makeSUT(run: { _, build in
      build.scratch.path.contains("/switched/") ? .crashedInATest : .ran(failing: [Fixture.doublesTwo])
    })
    defer { workbook.remove() }
    let lab = try workbook.lab91

    _ = try hunt.runOnCorrectCode(lab)
    let verdicts = try hunt.run(lab, greenTests: [Fixture.doublesTwo])

    #expect(!suites.calls.contains { $0.kind == .rerun && $0.scratch.contains("/switched/") })
    // Each mutant caught runs once more in its own build, to confirm the catch.
    #expect(
      Set(suites.calls.dropFirst().map(\.description)) == [
        "run Lab91Fixture in check/mutants/adds-two/build", "run Lab91Fixture in check/mutants/triples/build",
        "run Lab91Fixture in check/mutants/zero-is-one/build", "rerun Lab91Fixture in check/mutants/adds-two/build",
        "rerun Lab91Fixture in check/mutants/triples/build", "rerun Lab91Fixture in check/mutants/zero-is-one/build",
      ])
    #expect(verdicts.filter(\.isCaught).count == 3)
  }

  @Test func givenCodeAMutantNoLongerAppliesTo_isNamedWithHowToPutItBack() throws {
    var (hunt, suites, workbook) = try makeSUT()
    defer { workbook.remove() }
    try "public func double(_ x: Int) -> Int { x + x }\n".write(
      to: workbook.root.appendingPathComponent("Given/Lab91Fixture/Double.swift"), atomically: true, encoding: .utf8)

    // A do/catch, not `let error = #expect(throws:)`: that macro returns nothing in Swift 6.0.
    do {
      _ = try hunt.runOnCorrectCode(try workbook.lab91)
      Issue.record("Expected a WorkbookError for given code a mutant no longer applies to")
    } catch let error as WorkbookError {
      #expect(error.description.contains("put it back with `git checkout -- Given/Lab91Fixture`"))
    }
    #expect(suites.calls.isEmpty, "nothing is built from code the mutants do not fit")
  }

  @Test func theSwitchedBuild_mayReplayItsRecordedBuild_afterATestEdit() throws {
    let (hunt, _, workbook) = try makeSUT()
    defer { workbook.remove() }

    #expect(
      hunt.switchedBuild.replaysRecordedBuild,
      "the build every check of the lab makes again: after a test edit only the learner's test module compiles (FastRebuild)")
  }

  // MARK: - Helpers

  private func makeSUT(
    run: @escaping ScriptedSuites.Answer = { _, _ in .ran(passing: [Fixture.doublesTwo]) }
  ) throws -> (MutantHunt, ScriptedSuites, FixtureWorkbook) {
    let workbook = try FixtureWorkbook()
    let suites = ScriptedSuites(run: run, rerun: { _, _, _ in .ran(failing: [Fixture.doublesTwo]) })
    return (MutantHunt(catalog: workbook.catalog, suites: suites), suites, workbook)
  }
}
