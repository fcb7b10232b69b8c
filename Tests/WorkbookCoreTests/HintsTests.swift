import Foundation
import Testing

@testable import WorkbookCore

@Suite("Hints: the Hints/<Lab>.md file")
struct HintsTests {
  @Test func parse_readsTaskHeadingsOverNumberedItems_withContinuationLines() {
    let hints = Hints.parse(
      """
      # Lab 01 hints

      Served by `swift run workbook hint 1`.

      ## Task 1: the live adapter

      1. Gentle.
      2. Explicit,
         over two lines.

      ## Task 2
      1. Only one.

      ## Not a task
      1. Not a hint.
      """)
    #expect(hints.tasks.map(\.number) == [1, 2], "Expected only the Task headings' hints, got \(hints.tasks)")
    #expect(hints[1]?.title == "the live adapter", "Expected the heading's title after the colon.")
    #expect(hints[1]?.items == ["Gentle.", "Explicit,\nover two lines."], "Expected the items in order, with their continuation lines.")
    #expect(hints[2]?.items == ["Only one."], "Expected a heading without a title to work, and a non-task heading to end the task.")
  }

  @Test func everyLabOfThisRepository_hasHintsForEachTaskOfItsSuite() throws {
    let catalog = try Catalog(root: ScratchWorkbook.repository)
    #expect(!catalog.labs.isEmpty, "Expected the repository's labs.json to list labs.")
    for lab in catalog.labs {
      let hints = try Hints.load(for: lab, in: catalog)
      let tasks = Checker.taskTitles(of: lab, in: catalog).keys.sorted()
      #expect(
        hints.tasks.map(\.number).sorted() == tasks,
        "Expected \(Layout.hintsFile(of: lab)) to have hints for tasks \(tasks), the suite's, got \(hints.tasks.map(\.number))")
      for task in hints.tasks {
        #expect(task.items.count >= 2, "Expected a ladder (at least two hints) for Lab \(lab.tag) Task \(task.number).")
      }
    }
  }
}
