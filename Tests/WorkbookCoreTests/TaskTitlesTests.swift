import Foundation
import Testing

@testable import WorkbookCore

/// `swift test` shows suites as "Lab 01 · Task 1: ..."; the check's task lines drop the lab,
/// which the check's header already names.
@Suite("Checker.taskTitles: the task lines of a check")
struct TaskTitlesTests {
  @Test func swiftTestingSuites_namedWithTheirLab_giveTitlesWithoutIt() throws {
    let catalog = try Catalog(root: ScratchWorkbook.repository)

    let titles = Checker.taskTitles(of: try catalog.lab(named: "1"), in: catalog)

    #expect(
      titles == [1: "Task 1: the live adapter", 2: "Task 2: UserAPI over the seam", 3: "Task 3: the view model"],
      "Expected Lab 01's suite names without 'Lab 01 · ', got \(titles)")
  }

  @Test func xcTestClasses_namedWithTheirLab_giveTitlesFromTheirNames() throws {
    let catalog = try Catalog(root: ScratchWorkbook.repository)

    let titles = Checker.taskTitles(of: try catalog.lab(named: "8"), in: catalog)

    #expect(titles[1] == "Task 1: validation", "Expected Lab08Task1ValidationTests to read 'Task 1: validation', got \(titles)")
    #expect(titles.keys.sorted() == [1, 2, 3, 4], "Expected Lab 08's four tasks, got \(titles)")
  }

  @Test func suitesWithoutTheLab_stillWork() throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    defer { scratch.remove() }
    try scratch.write("Tests/Lab01OneTests/Task1Tests.swift", "@Suite(\"Task 1: plain\") struct Task1PlainTests {}\n")
    try scratch.write("Tests/Lab01OneTests/Task2Tests.swift", "final class Task2SecondThingTests: XCTestCase {}\n")
    let catalog = try scratch.catalog

    let titles = Checker.taskTitles(of: try catalog.lab(named: "1"), in: catalog)

    #expect(titles == [1: "Task 1: plain", 2: "Task 2: second thing"], "Expected both spellings without a lab, got \(titles)")
  }
}
