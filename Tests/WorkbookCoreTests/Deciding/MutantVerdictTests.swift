import Foundation
import Testing

@testable import WorkbookCore

/// Which tests a verdict names for a caught bug: the same at every check of the same tests,
/// whatever order their runs ended in (the hunt runs tests in parallel, and the verdict shows
/// "by <the first> and N more").
@Suite("MutantVerdict: the tests that caught a bug, in one order")
struct MutantVerdictTests {
  static let green: Set = ["T.Suite/a()", "T.Suite/b()", "T.Suite/c()"]
  static let endings: [[String]] = [["a()", "b()", "c()"], ["c()", "a()", "b()"], ["b()", "c()", "a()"]]

  @Test("the catching tests are named in the order of their IDs, however their runs ended", arguments: endings)
  func caughtByIsOrdered(ended: [String]) {
    let results = ended.map { TestResult(suite: "T.Suite", name: $0, failures: ["wrong"]) }
    let fate = MutantVerdict.Fate(.ran(results, issues: [:]), greenTests: Self.green)
    #expect(fate == .caught(by: ["a()", "b()", "c()"].map { TestResult(suite: "T.Suite", name: $0, failures: ["wrong"]) }))
  }

  @Test("the tests that failed before a crash are named in the same order", arguments: endings)
  func caughtBeforeCrashIsOrdered(ended: [String]) throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let mutant = try #require(try Mutant.all(for: workbook.lab91, in: workbook.catalog).first)
    var crash = Crash(test: "T.Suite/d()", signal: 4)
    crash.finished = ended.map { TestResult(suite: "T.Suite", name: $0, failures: ["wrong"]) }
    let verdict = MutantVerdict(mutant: mutant, outcome: .crashed(crash), greenTests: Self.green)
    #expect(verdict.caughtBeforeCrash.map(\.name) == ["a()", "b()", "c()"])
  }
}
