import Foundation
import Testing

@testable import WorkbookCore

/// What verify holds against a lab's seam list: findings in the reference code, unknown rules,
/// missing sections and stale allowances, each named with what to do.
@Suite("Seam audit: verify's problems with a lab's list")
struct SeamListProblemsTests {
  private func scratch(seams: String) throws -> ScratchWorkbook {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    try scratch.write(
      "labs.json",
      #"[{"number": 1, "module": "Lab01One", "title": "One", "chapter": "docs/01-lab.md", "minutes": 5, "seams": [\#(seams)]}]"#)
    try scratch.write("docs/01-lab.md", "# Lab 01\n\n## Task 1: the clock\n```\n# not a heading\n```\n")
    try scratch.write("Solutions/Lab01One/Clock.swift", "let now = { Date() }\n")
    return scratch
  }

  @Test("a finding in the solution fails verify, naming file, line and what to do")
  func findingInSolution() throws {
    let scratch = try scratch(seams: #"{"rule": "Date()", "instead": "the injected now", "section": "Task 1: the clock"}"#)
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    let problems = SeamAudit(lab: lab, catalog: try scratch.catalog).contractProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.contains("Solutions/Lab01One/Clock.swift:1 reaches for Date()") == true, "\(problems)")
    #expect(problems.first?.contains("allowedIn") == true, "the problem says how to allow it where it is the file's job")
  }

  @Test("an allowance for the file whose job it is: no problem")
  func allowed() throws {
    let scratch = try scratch(
      seams: #"{"rule": "Date()", "instead": "the injected now", "section": "Task 1: the clock", "allowedIn": ["Clock.swift"]}"#)
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    #expect(SeamAudit(lab: lab, catalog: try scratch.catalog).contractProblems() == [])
  }

  @Test("a stale allowance, a missing file, an unknown rule and a missing section are each named")
  func staleEntries() throws {
    let scratch = try scratch(
      seams: #"""
        {"rule": "Date()", "instead": "n", "section": "Task 1: the clock", "allowedIn": ["Clock.swift"]},
        {"rule": "UUID()", "instead": "n", "section": "Task 1: the clock", "allowedIn": ["Clock.swift", "Gone.swift"]},
        {"rule": "Calendar.current", "instead": "n", "section": "Task 1: the clock"},
        {"rule": "Task.sleep", "instead": "n", "section": "not a heading"}
        """#)
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    let problems = SeamAudit(lab: lab, catalog: try scratch.catalog).contractProblems()
    #expect(problems.count == 4, "\(problems)")
    #expect(problems.contains { $0.contains("allows \"UUID()\" in Clock.swift, but its reference code has none: the allowance is stale") })
    #expect(problems.contains { $0.contains("allows \"UUID()\" in Gone.swift, which is in none of Solutions/Lab01One") })
    #expect(problems.contains { $0.contains("\"Calendar.current\", which the tool does not know. Use one of") })
    #expect(problems.contains { $0.contains("points to the section \"not a heading\", which docs/01-lab.md does not have") })
  }
}
