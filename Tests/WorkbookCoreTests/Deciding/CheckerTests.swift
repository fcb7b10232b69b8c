import Foundation
import Synchronization
import Testing

@testable import WorkbookCore

/// What `check` decides, with the toolchain replaced by a script: which build runs, whether the
/// bug hunt runs, and what the progress file records.
@Suite("Checker: what a check runs and records")
struct CheckerTests {
  typealias Fixture = FixtureWorkbook

  @Test func aLabOfCode_runsItsSuiteInTheCheckBuild_andRecordsTheResult() throws {
    let (checker, suites, workbook) = try makeSUT(run: { _, _ in .ran(passing: [Fixture.answerTest]) })
    defer { workbook.remove() }
    let lab = try workbook.lab90

    let report = try checker.check(lab)

    // Then, green, five runs again on the same build (DoneHoldsTests).
    #expect(suites.calls.map(\.description).first == "run Lab90Fixture in check")
    #expect(suites.calls.dropFirst().allSatisfy { $0.description == "rerun Lab90Fixture in check" })
    #expect(report.isGreen)
    let record = try #require(Progress.load(from: workbook.catalog).labs[lab.module])
    #expect(record.verdict == .ran)
    #expect((record.tests, record.passing, record.failingTask) == (1, 1, nil))
    #expect(record.mutants == nil, "a lab of code has no bug hunt to record")
  }

  @Test func aFailingTest_isRecordedWithItsTask() throws {
    let (checker, _, workbook) = try makeSUT(run: { _, _ in .ran(failing: [Fixture.answerTest]) })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab90)

    #expect(!report.isGreen)
    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab90Fixture"])
    #expect((record.tests, record.passing, record.failingTask) == (1, 0, 1))
  }

  @Test func codeThatDoesNotCompile_isRecordedAsSuch() throws {
    let error = Diagnostic(file: "Labs/Lab90Fixture/Answer.swift", line: 1, message: "cannot find 'x' in scope")
    let (checker, _, workbook) = try makeSUT(run: { _, _ in .doesNotCompile([error]) })
    defer { workbook.remove() }

    _ = try checker.check(try workbook.lab90)

    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab90Fixture"])
    #expect(record.verdict == .doesNotCompile)
    #expect(record.tests == 0)
  }

  @Test func learnersTests_runOnTheGivenCode_thenAgainstEachSwitchedMutant() throws {
    let (checker, suites, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, _, mutant in
        mutant == "Lab91Fixture/triples" ? .ran(failing: [Fixture.doublesTwo]) : .ran(passing: [Fixture.doublesTwo])
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(suites.calls.first?.description == "run Lab91Fixture in check/mutants/switched/build")
    #expect(suites.calls.first?.labSources == ".build/workbook/check/mutants/switched/sources")
    #expect(
      Set(suites.calls.dropFirst().map(\.description)) == [
        "rerun Lab91Fixture in check/mutants/switched/build",  // the correct code again, to find flaky tests
        "rerun Lab91Fixture in check/mutants/switched/build mutant Lab91Fixture/adds-two",
        "rerun Lab91Fixture in check/mutants/switched/build mutant Lab91Fixture/triples",
        "rerun Lab91Fixture in check/mutants/switched/build mutant Lab91Fixture/zero-is-one",
      ])
    #expect(suites.calls.filter { $0.mutant == "Lab91Fixture/triples" }.count == 2, "a catch is confirmed by a second run")
    let fates = Dictionary(uniqueKeysWithValues: (report.mutants ?? []).map { ($0.mutant.slug, $0.isCaught) })
    #expect(fates == ["adds-two": false, "triples": true, "zero-is-one": false])
    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab91Fixture"])
    #expect((record.mutants, record.mutantsCaught) == (3, 1))
  }

  @Test func withNoTestGreenOnTheGivenCode_noMutantRuns() throws {
    let (checker, suites, workbook) = try makeSUT(run: { _, _ in .ran(failing: [Fixture.placeholder]) })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(suites.calls.map(\.kind) == [.run], "a hunt needs a test that passes on the correct code")
    #expect(report.mutants == nil)
    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab91Fixture"])
    #expect((record.mutants, record.mutantsCaught) == (3, nil))
  }

  @Test func aTestFailingOnTheCorrectCodeToo_catchesNoMutant() throws {
    let (checker, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder]) })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(report.mutants?.map(\.fate) == [.survived, .survived, .survived])
  }

  @Test func aMutantThatCrashesOrHangsTheTests_isCaught() throws {
    let (checker, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, _, mutant in
        switch mutant {
        case "Lab91Fixture/triples": .crashedInATest
        case "Lab91Fixture/adds-two": .timedOut(Hang(unfinished: [], seconds: 30))
        default: .ran(passing: [Fixture.doublesTwo])
        }
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    let fates = Dictionary(uniqueKeysWithValues: (report.mutants ?? []).map { ($0.mutant.slug, $0.fate) })
    #expect(fates == ["adds-two": .timedOut, "triples": .crashed, "zero-is-one": .survived])
  }

  @Test func aMutantWhoseSwitchedCodeDoesNotCompile_isBuiltApart() throws {
    let (checker, suites, workbook) = try makeSUT(
      run: { _, build in
        // The switched copy with `triples` in does not compile; without it, it does.
        let sources = build.packageRoot.appendingPathComponent(build.labSources ?? "")
        if build.scratch.path.contains("/switched/"), let line = Self.line(containing: "x * 3", in: sources) {
          return .doesNotCompile([Diagnostic(file: line.file, line: line.number, message: "type-check failed")])
        }
        return .ran(passing: [Fixture.doublesTwo], failing: build.scratch.path.contains("/triples/") ? [Fixture.doublesTwo] : [])
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    let runs = suites.calls.filter { $0.kind == .run }.map(\.description)
    #expect(
      runs == [
        "run Lab91Fixture in check/mutants/switched/build", "run Lab91Fixture in check/mutants/switched/build",
        "run Lab91Fixture in check/mutants/triples/build",
      ])
    // Its build reads its own copy of the code (the hunt's runs share one queue: not the last call).
    #expect(suites.calls.last { $0.scratch.contains("/triples/") }?.labSources == ".build/workbook/check/mutants/triples/sources")
    #expect(report.mutants?.first { $0.mutant.slug == "triples" }?.isCaught == true)
  }

  @Test func anErrorInTheLearnersTests_isTheVerdict_andNothingIsRetried() throws {
    let (checker, suites, workbook) = try makeSUT(run: { _, build in
      let file = build.packageRoot.appendingPathComponent("Labs/Lab91Fixture/Task1DoubleTests.swift").path
      return .doesNotCompile([Diagnostic(file: file, line: 4, message: "cannot find 'doubel' in scope")])
    })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(suites.calls.map(\.kind) == [.run])
    #expect(report.record == .doesNotCompile)
  }

  @Test func withNoHunt_learnersTestsRunOnTheGivenCodeOnly() throws {
    let (checker, suites, workbook) = try makeSUT(huntsMutants: false, run: { _, _ in .ran(passing: [Fixture.doublesTwo]) })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(suites.calls.map(\.description) == ["run Lab91Fixture in check"])
    #expect(report.huntSkipped)
    #expect(report.mutants == nil)
  }

  @Test func noHuntOnTheFilesAHuntFoundDone_keepsTheLabDone() throws {
    let (hunter, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, _, mutant in mutant == nil ? .ran(passing: [Fixture.doublesTwo]) : .ran(failing: [Fixture.doublesTwo]) })
    defer { workbook.remove() }
    let lab = try workbook.lab91
    #expect(try hunter.check(lab).isGreen, "every mutant caught")
    var noHunt = hunter
    noHunt.huntsMutants = false

    let report = try noHunt.check(lab)

    #expect(report.huntStands && report.isGreen, "Expected --no-hunt on the same files to keep the hunt's verdict.")
    #expect(workbook.catalog.status(of: lab, in: Progress.load(from: workbook.catalog)).isDone)

    // An edit since: the hunt no longer speaks for these files.
    try "// an edit\n".write(
      to: workbook.root.appendingPathComponent("Labs/Lab91Fixture/Extra.swift"), atomically: true, encoding: .utf8)
    let edited = try noHunt.check(lab)
    #expect(!edited.huntStands && !edited.isGreen)
  }

  @Test func aTestWhoseVerdictChangesOnTheCorrectCode_isFlaky_catchesNothing_andTheLabIsNotDone() throws {
    let confirmations = Atomic<Int>(0)
    let (checker, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo, Fixture.placeholder]) },
      rerun: { _, _, mutant in
        guard mutant == nil else { return .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder]) }
        // The placeholder stands in for a test that fails one run in three on the correct code.
        let run = confirmations.add(1, ordering: .relaxed).newValue
        return run % 3 == 0
          ? .ran(passing: [Fixture.doublesTwo], failing: [Fixture.placeholder]) : .ran(passing: [Fixture.doublesTwo, Fixture.placeholder])
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(report.flaky.map(\.test.id) == [Fixture.placeholder])
    #expect(report.flaky.first?.words.hasSuffix("passed 5 of 6 on the same code") == true, "\(report.flaky)")
    #expect(report.mutants?.allSatisfy { !$0.isCaught } == true, "Expected the flaky test to catch no mutant.")
    #expect(!report.isGreen)
    let record = try #require(Progress.load(from: workbook.catalog).labs["Lab91Fixture"])
    #expect(!record.isDone && record.passing == 1, "Expected the flaky test not counted as passing.")
  }

  @Test func aCatchThatDoesNotRepeat_isNoCatch_andItsTestIsFlaky() throws {
    let runs = Atomic<Int>(0)
    let (checker, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, _, mutant in
        guard mutant == "Lab91Fixture/triples" else { return .ran(passing: [Fixture.doublesTwo]) }
        // Red on the first run of the mutant, green on the second.
        return runs.add(1, ordering: .relaxed).newValue == 1 ? .ran(failing: [Fixture.doublesTwo]) : .ran(passing: [Fixture.doublesTwo])
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(report.mutants?.first { $0.mutant.slug == "triples" }?.fate == .survived)
    #expect(report.flaky.map(\.words) == ["double_ofTwo_isFour() passed 1 of 2 on the same code"], "\(report.flaky)")
    #expect(!report.isGreen)
  }

  @Test func aTestThatWaveredOnOneMutant_catchesNoOtherMutantEither() throws {
    let addsTwoRuns = Atomic<Int>(0)
    let (checker, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo]) },
      rerun: { _, _, mutant in
        switch mutant {
        case "Lab91Fixture/triples": return .ran(failing: [Fixture.doublesTwo])
        case "Lab91Fixture/adds-two":
          let first = addsTwoRuns.add(1, ordering: .relaxed).newValue == 1
          return first ? .ran(failing: [Fixture.doublesTwo]) : .ran(passing: [Fixture.doublesTwo])
        default: return .ran(passing: [Fixture.doublesTwo])
        }
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    #expect(report.flaky.map(\.test.id) == [Fixture.doublesTwo])
    #expect(report.mutants?.allSatisfy { !$0.isCaught } == true, "Expected a flaky test to be credited with no catch.")
  }

  @Test func aMutantThatCrashes_isCaughtByTheTestsThatFailedBeforeTheCrash_andTheCrash() throws {
    let (checker, _, workbook) = try makeSUT(
      run: { _, _ in .ran(passing: [Fixture.doublesTwo, Fixture.placeholder]) },
      rerun: { _, _, mutant in
        guard mutant == "Lab91Fixture/triples" else { return .ran(passing: [Fixture.doublesTwo, Fixture.placeholder]) }
        var crash = Crash(test: "placeholder()", signal: 4)
        if case .ran(let results, _) = SuiteOutcome.ran(failing: [Fixture.doublesTwo]) { crash.finished = results }
        return .crashed(crash)
      })
    defer { workbook.remove() }

    let report = try checker.check(try workbook.lab91)

    let triples = try #require(report.mutants?.first { $0.mutant.slug == "triples" })
    #expect(triples.isCaught && triples.caughtBeforeCrash.map(\.id) == [Fixture.doublesTwo])
    let printed = CheckPrinter(catalog: workbook.catalog).lines(for: report).joined(separator: "\n")
    #expect(printed.contains("(by double_ofTwo_isFour() and a crash in placeholder())"), "\(printed)")
  }

  @Test func theFirstCheck_isKnownToStartFromScratch_soTheLearnerIsToldItTakesLonger() throws {
    let (checker, _, workbook) = try makeSUT(run: { _, _ in .ran(passing: [Fixture.answerTest]) })
    defer { workbook.remove() }
    let (code, tests) = (try workbook.lab90, try workbook.lab91)
    #expect(checker.startsFromScratch(code) && checker.startsFromScratch(tests))

    // SwiftPM links `debug` in a build folder once it built there.
    let built = workbook.root.appendingPathComponent(Layout.checkBuild).appendingPathComponent("debug")
    try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)

    #expect(!checker.startsFromScratch(code))
    #expect(checker.startsFromScratch(tests), "a bug hunt builds in a folder of its own")
    var noHunt = checker
    noHunt.huntsMutants = false
    #expect(!noHunt.startsFromScratch(tests))
  }

  // MARK: - Helpers

  private func makeSUT(
    huntsMutants: Bool = true, run: @escaping ScriptedSuites.Answer, rerun: ScriptedSuites.RerunAnswer? = nil
  ) throws -> (Checker, ScriptedSuites, FixtureWorkbook) {
    let workbook = try FixtureWorkbook()
    let suites = ScriptedSuites(run: run, rerun: rerun)
    var checker = Checker(catalog: workbook.catalog, suites: suites)
    checker.huntsMutants = huntsMutants
    return (checker, suites, workbook)
  }

  /// The first line of a Swift file under `folder` that holds `text`: where a compiler would
  /// report an error in that code.
  static func line(containing text: String, in folder: URL) -> (file: String, number: Int)? {
    for file in Fingerprint.swiftFiles(in: folder) {
      let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      if let index = lines.firstIndex(where: { $0.contains(text) }) { return (file.path, index + 1) }
    }
    return nil
  }
}
