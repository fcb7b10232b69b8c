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

  // MARK: - Helpers

  private func makeSUT(
    run: @escaping ScriptedSuites.Answer = { _, _ in .ran(passing: [Fixture.doublesTwo]) }
  ) throws -> (MutantHunt, ScriptedSuites, FixtureWorkbook) {
    let workbook = try FixtureWorkbook()
    let suites = ScriptedSuites(run: run, rerun: { _, _, _ in .ran(failing: [Fixture.doublesTwo]) })
    return (MutantHunt(catalog: workbook.catalog, suites: suites), suites, workbook)
  }
}
