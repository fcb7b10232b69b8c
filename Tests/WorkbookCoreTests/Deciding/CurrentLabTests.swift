import Foundation
import Testing

@testable import WorkbookCore

/// Where a watch goes once its lab turns green, and which lab "Next" names: the current lab, the
/// first one not done (issue 38: `watch 5` going green moved to Lab 06 while Lab 01 was not done).
@Suite("Catalog: after a lab is done, the first lab not done")
struct CurrentLabTests {
  @Test func afterALabAhead_goesBackToTheFirstLabNotDone_notToTheNextNumber() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let progress = Progress.load(from: workbook.catalog)

    #expect(workbook.catalog.lab(after: try workbook.lab91, in: progress) == (try workbook.lab90))
    #expect(workbook.catalog.lab(after: try workbook.lab90, in: progress) == (try workbook.lab91))
  }

  @Test func whenEveryOtherLabIsDone_thereIsNoNextLab() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(run: { _, _ in .ran(passing: [FixtureWorkbook.answerTest]) })
    try "public func answer() async -> Int { 42 }\n".write(
      to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Answer.swift"), atomically: true, encoding: .utf8)
    _ = try Checker(catalog: workbook.catalog, suites: suites).check(try workbook.lab90)

    #expect(workbook.catalog.lab(after: try workbook.lab91, in: Progress.load(from: workbook.catalog)) == nil)
  }
}
