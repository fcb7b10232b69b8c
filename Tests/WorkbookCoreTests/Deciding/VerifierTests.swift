import Foundation
import Testing

@testable import WorkbookCore

/// What `workbook verify` decides, with the toolchain replaced by a script: which contract each
/// lab breaks, which mutants are rejected, and what is built where when something fails.
@Suite("Verifier: the lab contract's verdicts")
struct VerifierTests {
  typealias Fixture = FixtureWorkbook

  @Test func whenTheContractHolds_everyLabPasses_fromThreeBuilds() throws {
    let (verifier, suites, workbook) = try makeSUT()
    defer { workbook.remove() }

    let verdicts = try verifier.verify(workbook.catalog.labs)

    #expect(verdicts.map(\.problems) == [[], []])
    #expect(verdicts.map(\.mutantsRejected) == [3, 3])
    #expect(
      suites.calls.filter { $0.kind == .build }.map(\.description) == [
        "build Lab90Fixture,Lab91Fixture in verify/starters",
        "build Lab90Fixture,Lab91Fixture in verify/solutions (solutions)",
        "build Lab90Fixture,Lab91Fixture in verify/switched/build (solutions)",
      ])
    #expect(!suites.calls.contains { $0.kind == .run }, "nothing is built on its own when every build succeeds")
  }

  @Test func aStarterTestThatPasses_breaksTheContract() throws {
    let (verifier, _, workbook) = try makeSUT(starter: { lab in .ran(passing: [Self.test(of: lab)]) })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(
      verdict.problems == [
        "Lab90Fixture: Lab90FixtureTests.Task1AnswerTests.answer_isFortyTwo() passes on the starter (a starter must fail every test)"
      ])
  }

  @Test func aStarterThatCrashes_breaksTheContract() throws {
    let (verifier, _, workbook) = try makeSUT(starter: { _ in .crashedInATest })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.problems.count == 1)
    #expect(verdict.problems.first?.contains("starter crashed") == true)
    #expect(verdict.problems.first?.contains("a starter must fail by expectation or thrown error") == true)
  }

  @Test func aSolutionTestThatFails_breaksTheContract() throws {
    let (verifier, _, workbook) = try makeSUT(solution: { lab in .ran(failing: [Self.test(of: lab)]) })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.problems.contains { $0.contains("answer_isFortyTwo() fails on the solution") })
  }

  @Test func aSolutionThatPassesNoTest_leavesItsMutantsUnjudged_notSurviving() throws {
    let (verifier, suites, workbook) = try makeSUT(solution: { _ in .crashedInATest })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.problems.count == 2)
    #expect(verdict.problems.first?.hasPrefix("Lab90Fixture: solution crashed") == true)
    #expect(verdict.problems.last == "Lab90Fixture: its mutants were not run: no test passes on the solution")
    #expect(!suites.calls.contains { $0.mutant != nil }, "no mutant is run without a test to reject it")
  }

  @Test func aMutantNoTestRejects_isNamedWithItsBug() throws {
    let (verifier, _, workbook) = try makeSUT(mutant: { lab, mutant in
      mutant == "Lab90Fixture/two" ? .ran(passing: [Self.test(of: lab)]) : .ran(failing: [Self.test(of: lab)])
    })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.mutantsRejected == 2)
    #expect(verdict.problems == ["Lab90Fixture: mutant two survives: no test fails (bug: off by one)"])
  }

  @Test func aMutantThatCrashesOrHangsTheSuite_isRejected_butBreaksTheContract() throws {
    let (verifier, _, workbook) = try makeSUT(mutant: { lab, mutant in
      switch mutant {
      case "Lab90Fixture/two": .crashedInATest
      case "Lab90Fixture/three": .timedOut(Hang(unfinished: [], seconds: 120))
      default: .ran(failing: [Self.test(of: lab)])
      }
    })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.mutantsRejected == 3)
    #expect(verdict.rejectedHow == [.test: 1, .crash: 1, .hang: 1])
    #expect(verdict.rejectedHowSummary == "1 by a test, 1 hang, 1 crash")
    #expect(verdict.problems.count == 2)
    #expect(verdict.problems.first?.hasPrefix("Lab90Fixture: mutant three hangs the suite (hung: no result after 120 s)") == true)
    #expect(verdict.problems.first?.contains("add 'rejected-by: hang' to its patch") == true)
    #expect(verdict.problems.last?.hasPrefix("Lab90Fixture: mutant two crashes the suite (crashed") == true)
    #expect(verdict.problems.last?.contains("add 'rejected-by: crash' to its patch") == true)
  }

  @Test func aMutantMarkedRejectedByHangOrCrash_mayBeRejectedThatWay_only() throws {
    let (verifier, _, workbook) = try makeSUT(mutant: { _, mutant in
      // two is marked hang and crashes; three is marked hang and hangs; one is marked crash and crashes.
      mutant == "Lab90Fixture/three" ? .timedOut(Hang(unfinished: [], seconds: 120)) : .crashedInATest
    })
    defer { workbook.remove() }
    try workbook.mark("one", rejectedBy: "crash")
    try workbook.mark("two", rejectedBy: "hang")
    try workbook.mark("three", rejectedBy: "hang")

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.mutantsRejected == 3)
    #expect(verdict.problems.count == 1)
    #expect(verdict.problems.first?.hasPrefix("Lab90Fixture: mutant two crashes the suite") == true)
  }

  @Test func aRejectedByLineWithAnUnknownWay_isNamedAsAUsageError() throws {
    let (verifier, _, workbook) = try makeSUT()
    defer { workbook.remove() }
    try workbook.mark("two", rejectedBy: "timeout")

    #expect {
      _ = try verifier.verify([workbook.lab90])
    } throws: { error in
      "\(error)".contains("Mutants/Lab90Fixture/two.patch: 'rejected-by: timeout' is not a way a suite rejects a mutant (hang or crash")
    }
  }

  @Test func onlyATestThatPassesOnTheSolution_rejectsAMutant() throws {
    let broken = "Lab90FixtureTests.Task1AnswerTests/broken()"
    let (verifier, _, workbook) = try makeSUT(
      solution: { lab in .ran(passing: [Self.test(of: lab)], failing: [broken]) },
      mutant: { lab, _ in .ran(passing: [Self.test(of: lab)], failing: [broken]) })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.mutantsRejected == 0)
    #expect(verdict.problems.filter { $0.contains("survives") }.count == 3)
  }

  @Test func aLabThatDoesNotCompile_isBuiltOnItsOwn_andHidesNoOtherLabsVerdict() throws {
    let error = Diagnostic(file: "Labs/Lab90Fixture/Answer.swift", line: 1, message: "expected '}'")
    let (verifier, suites, workbook) = try makeSUT(
      build: { labs, build in
        !build.solutions && labs.contains { $0.module == "Lab90Fixture" } ? ["Lab90Fixture": [error]] : [:]
      },
      onItsOwn: { _ in .doesNotCompile([error]) })
    defer { workbook.remove() }

    let verdicts = try verifier.verify(workbook.catalog.labs)

    let starters = suites.calls.filter { !$0.solutions && $0.scratch == "verify/starters" }.map(\.description)
    #expect(
      starters == [
        "build Lab90Fixture,Lab91Fixture in verify/starters", "build Lab91Fixture in verify/starters",
        "rerun Lab91Fixture in verify/starters", "run Lab90Fixture in verify/starters",
      ])
    #expect(verdicts.map(\.lab.module) == ["Lab90Fixture", "Lab91Fixture"])
    #expect(verdicts[0].problems.count == 1)
    #expect(verdicts[0].problems.first?.hasPrefix("Lab90Fixture: starter does not compile without warnings") == true)
    #expect(verdicts[1].problems == [])
  }

  @Test func whenTheSwitchedBuildDrifts_itsMutantsAreBuiltApart() throws {
    let (verifier, suites, workbook) = try makeSUT(
      drift: { lab in .ran(failing: [Self.test(of: lab)]) },
      onItsOwn: { lab in .ran(failing: [Self.test(of: lab)]) })
    defer { workbook.remove() }

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.problems.count == 1)
    #expect(verdict.problems.first?.contains("with no mutant on, the switched build fails") == true)
    #expect(verdict.mutantsRejected == 3, "each mutant built apart is still judged")
    #expect(verdict.mutantsApart.count == 3)
    let apart = suites.calls.filter { $0.kind == .run }
    #expect(apart.map(\.description) == Array(repeating: "run Lab90Fixture in verify/apart (solutions)", count: 3))
    #expect(apart.allSatisfy { $0.labSources == ".build/workbook/verify/apart/sources/Lab90Fixture" })
  }

  @Test func fewerThanThreeMutants_breaksTheContract() throws {
    let (verifier, _, workbook) = try makeSUT()
    defer { workbook.remove() }
    try FileManager.default.removeItem(at: workbook.root.appendingPathComponent("Mutants/Lab90Fixture/three.patch"))

    let verdict = try #require(try verifier.verify([workbook.lab90]).first)

    #expect(verdict.problems == ["Lab90Fixture: 2 mutants; the contract asks for at least 3"])
  }

  // MARK: - Helpers

  /// A verifier over the fixture labs whose toolchain answers, by default, as the contract wants:
  /// starters fail their test, solutions pass it, the switched build with no mutant on passes, and
  /// every mutant fails it. `onItsOwn` answers a lab built on its own (`run`).
  private func makeSUT(
    build: @escaping ScriptedSuites.BuildAnswer = { _, _ in [:] },
    starter: @escaping @Sendable (Lab) -> SuiteOutcome = { .ran(failing: [test(of: $0)]) },
    solution: @escaping @Sendable (Lab) -> SuiteOutcome = { .ran(passing: [test(of: $0)]) },
    drift: @escaping @Sendable (Lab) -> SuiteOutcome = { .ran(passing: [test(of: $0)]) },
    mutant: @escaping @Sendable (Lab, String) -> SuiteOutcome = { lab, _ in .ran(failing: [test(of: lab)]) },
    onItsOwn: @escaping @Sendable (Lab) -> SuiteOutcome = { .ran(failing: [test(of: $0)]) }
  ) throws -> (Verifier, ScriptedSuites, FixtureWorkbook) {
    let workbook = try FixtureWorkbook()
    let suites = ScriptedSuites(
      run: { lab, _ in onItsOwn(lab) },
      rerun: { lab, build, switchedOn in
        if let switchedOn { return mutant(lab, switchedOn) }
        if build.scratch.path.contains("/switched/") { return drift(lab) }
        return build.solutions ? solution(lab) : starter(lab)
      },
      build: build)
    var verifier = Verifier(catalog: workbook.catalog, suites: suites)
    verifier.log = { _ in }
    return (verifier, suites, workbook)
  }

  /// The one test each fixture lab's suite has (Lab 91's reference suite: a test the learner writes).
  private static func test(of lab: Lab) -> String {
    lab.writesTests ? Fixture.doublesTwo : Fixture.answerTest
  }
}
