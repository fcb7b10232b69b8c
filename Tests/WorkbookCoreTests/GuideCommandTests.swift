import Foundation
import Testing

@testable import WorkbookCore

@Suite("GuideCommand: the facilitator guide, from its head, the labs' notes and the mutants")
struct GuideCommandTests {
  func scratch(notes: String?) throws -> ScratchWorkbook {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    try scratch.write("docs/facilitator.md.head", "# Facilitator guide\n")
    try scratch.write(
      "Mutants/Lab01One/off-by-one.patch",
      """
      bug: adds one | twice
      hint: count

      --- a/Solutions/Lab01One/Code.swift
      +++ b/Solutions/Lab01One/Code.swift
      @@ -1 +1 @@
      -public let answer = 42
      +public let answer = 43

      """)
    if let notes { try scratch.write("docs/facilitator/01-lab.md", notes) }
    return scratch
  }

  @Test func rendered_hasTheHead_andPerLabTheNotesLinkAndAMutantTable() throws {
    let scratch = try scratch(notes: "- **`off-by-one`**: ...\n")
    defer { scratch.remove() }

    let guide = try GuideCommand(catalog: scratch.catalog).rendered()

    #expect(guide.hasPrefix("# Facilitator guide\n"), "Expected the head first, got:\n\(guide)")
    #expect(guide.contains("### Lab 01: Title 1 (5 min)"), "Expected the lab's heading, got:\n\(guide)")
    #expect(guide.contains("(facilitator/01-lab.md)"), "Expected a link to the lab's notes, got:\n\(guide)")
    #expect(guide.contains("| `off-by-one` | adds one \\| twice |"), "Expected the mutant's row, its | escaped, got:\n\(guide)")
  }

  @Test func check_failsOnAStaleGuide_andPassesOnceWritten() throws {
    let scratch = try scratch(notes: "- **`off-by-one`**: ...\n")
    defer { scratch.remove() }
    let catalog = try scratch.catalog

    let stale = try GuideCommand(catalog: catalog, checksOnly: true).run()
    let write = try GuideCommand(catalog: catalog).run()
    let fresh = try GuideCommand(catalog: catalog, checksOnly: true).run()

    #expect([stale, write, fresh] == [1, 0, 0], "Expected stale (1), written (0), up to date (0); got \([stale, write, fresh])")
  }

  @Test func notesProblems_nameAMissingNotesFile_andAMutantTheNotesLeaveOut() throws {
    let missing = try scratch(notes: nil)
    defer { missing.remove() }
    let silent = try scratch(notes: "Nothing about the mistakes.\n")
    defer { silent.remove() }

    let noFile = try GuideCommand(catalog: missing.catalog).notesProblems()
    let noMutant = try GuideCommand(catalog: silent.catalog).notesProblems()

    #expect(noFile.count == 1 && noFile[0].contains("docs/facilitator/01-lab.md"), "Expected the missing notes named, got \(noFile)")
    #expect(noMutant.count == 1 && noMutant[0].contains("`off-by-one`"), "Expected the left-out mutant named, got \(noMutant)")
  }

  @Test func badArguments_areUsageErrors() throws {
    let scratch = try scratch(notes: nil)
    defer { scratch.remove() }
    let catalog = try scratch.catalog

    #expect(throws: WorkbookError.self, "Expected --bogus to be refused") {
      try GuideCommand(catalog: catalog, arguments: ["--bogus"])
    }
  }
}
