import Testing

@testable import WorkbookCore

@Suite("Hints: the chapter's ## Hints section")
struct HintsTests {
  @Test func numberedItems_underTaskHeadings_inOrder_withContinuationLines() {
    let hints = Hints.parse(
      """
      ## Tasks
      1. Not a hint.

      ## Hints

      ### Task 1

      1. Gentle.
      2. Explicit,
         over two lines.

      ### Task 2: the flow
      1. Only one.

      ## Going further
      1. Not a hint either.
      """)
    #expect(hints[1] == ["Gentle.", "Explicit,\n   over two lines."])
    #expect(hints[2] == ["Only one."])
    #expect(hints.count == 2, "Expected only the Hints section's tasks, got \(hints.keys.sorted())")
  }
}
