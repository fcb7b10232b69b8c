import Foundation
import Testing

@testable import WorkbookCore

@Suite("HintCommand: one hint at a time, where the learner is")
struct HintCommandTests {
  let hintsFile = """
    # Lab 01 hints

    ## Task 1: first
    1. One-one.
    2. One-two.

    ## Task 2: second
    1. Two-one.
    2. Two-two.
    3. Two-three.
    """

  func scratch() throws -> ScratchWorkbook {
    let scratch = try ScratchWorkbook(labs: ["Lab01One", "Lab02Two"])
    try scratch.write("Hints/Lab01One.md", hintsFile)
    return scratch
  }

  @Test func beforeAnyCheck_givesTheFirstTasksFirstHint_andSaysWhy() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")

    let out = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")

    #expect(out.contains("Lab 01 · Task 1: first, hint 1 of 2"), "Expected Task 1's first hint, got:\n\(out)")
    #expect(out.contains("One-one."), "Expected the hint's text, got:\n\(out)")
    #expect(out.contains("No check yet"), "Expected to say why it is Task 1, got:\n\(out)")
  }

  @Test func aLevelAboveTheLast_givesTheLast_andSaysSo() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")

    let out = try HintCommand(catalog: scratch.catalog, lab: lab, level: 9, task: 2).answer().joined(separator: "\n")

    #expect(out.contains("hint 3 of 3") && out.contains("Two-three."), "Expected the last hint, got:\n\(out)")
    #expect(out.contains("Task 2 has 3 hints, not 9: this is the last."), "Expected to say why, got:\n\(out)")
  }

  @Test func askedAgain_givesTheNextLevel_thenStaysOnTheLast() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    try scratch.recordCheck(of: lab, tests: 4, passing: 1, failingTask: 2)

    let first = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")
    let second = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")
    _ = try HintCommand(catalog: scratch.catalog, lab: lab).answer()
    let fourth = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")

    #expect(
      first.contains("Task 2: second, hint 1 of 3") && first.contains("Two-one."), "Expected the failing task's first hint, got:\n\(first)")
    #expect(second.contains("hint 2 of 3") && second.contains("Two-two."), "Expected the next level the second time, got:\n\(second)")
    #expect(fourth.contains("hint 3 of 3") && fourth.contains("last hint"), "Expected the last hint to stay, and say so, got:\n\(fourth)")
  }

  @Test func aGivenLevelAndTask_areShown_andTheTaskKeepsItsOwnLevels() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    try scratch.recordCheck(of: lab, tests: 4, passing: 0, failingTask: 1)

    let level = try HintCommand(catalog: scratch.catalog, lab: lab, level: 2, task: 2).answer().joined(separator: "\n")
    let task = try HintCommand(catalog: scratch.catalog, lab: lab, task: 1).answer().joined(separator: "\n")
    let next = try HintCommand(catalog: scratch.catalog, lab: lab, task: 2).answer().joined(separator: "\n")

    #expect(level.contains("Task 2: second, hint 2 of 3") && level.contains("Two-two."), "Expected level 2 of Task 2, got:\n\(level)")
    #expect(task.contains("Task 1: first, hint 1 of 2"), "Expected Task 1's own first hint, got:\n\(task)")
    #expect(next.contains("hint 3 of 3"), "Expected Task 2 to go on from level 2, got:\n\(next)")
    #expect(next.contains("--task 2"), "Expected the next-hint line to keep --task, got:\n\(next)")
  }

  @Test func onAFinishedLab_saysSo_andWhereToGoNext() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    try scratch.recordCheck(of: lab, tests: 4, passing: 4, failingTask: nil)

    let out = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")

    #expect(out.contains("You finished Lab 01"), "Expected the lab to be called finished, got:\n\(out)")
    #expect(out.contains("Next: Lab 02"), "Expected the next lab, got:\n\(out)")
    #expect(!out.contains("One-one."), "Expected no Task 1 hint on a finished lab, got:\n\(out)")
  }

  @Test func aHintAskedForOnAFinishedLab_isShown_butNotCountedAsHelpTaken() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    try scratch.recordCheck(of: lab, tests: 4, passing: 4, failingTask: nil)

    let out = try HintCommand(catalog: scratch.catalog, lab: lab, level: 1, task: 2).answer().joined(separator: "\n")

    #expect(out.contains("Two-one."), "Expected the hint asked for, got:\n\(out)")
    let activity = Progress.load(from: try scratch.catalog).activity["Lab01One"]
    #expect(activity?.hints.isEmpty ?? true, "Expected a hint read after the lab is done not counted in the room's 'hints taken'")
  }

  @Test func onTheLastLabFinished_namesTheFirstUnfinishedLab_notTheLastLab() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("Hints/Lab02Two.md", hintsFile)
    let last = try scratch.catalog.lab(named: "2")
    try scratch.recordCheck(of: last, tests: 4, passing: 4, failingTask: nil)

    let out = try HintCommand(catalog: scratch.catalog, lab: last).answer().joined(separator: "\n")

    #expect(out.contains("Next: Lab 01"), "Expected Lab 01, not done, as the next lab, got:\n\(out)")
    #expect(!out.contains("last"), "Expected no 'last lab' while Lab 01 is not done, got:\n\(out)")

    try scratch.recordCheck(of: try scratch.catalog.lab(named: "1"), tests: 4, passing: 4, failingTask: nil)
    let allDone = try HintCommand(catalog: scratch.catalog, lab: last).answer().joined(separator: "\n")
    #expect(allDone.contains("Every lab is done"), "Expected every lab done to be said, got:\n\(allDone)")
  }

  @Test func aTaskWithoutHints_isAUsageErrorNamingTheTasksThatHaveThem() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")

    #expect(throws: WorkbookError.self, "Expected --task 7 to be refused") {
      try HintCommand(catalog: scratch.catalog, lab: lab, task: 7).answer()
    }
  }

  @Test(arguments: [["1", "zero"], ["1", "0"], ["1", "--bogus"], ["1", "--task"], ["1", "--task", "x"], ["1", "2", "3"], ["99"]])
  func badArguments_areUsageErrors(arguments: [String]) throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let catalog = try scratch.catalog

    #expect(throws: WorkbookError.self, "Expected \(arguments) to be refused") {
      try HintCommand(catalog: catalog, arguments: try Arguments(arguments, for: hintVerb), currentLab: { try catalog.lab(named: "1") })
    }
  }

  @Test func arguments_nameTheLabTheLevelAndTheTask_inAnyOrder() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let catalog = try scratch.catalog
    let current = try catalog.lab(named: "2")

    let full = try HintCommand(
      catalog: catalog, arguments: try Arguments(["--task", "2", "1", "3"], for: hintVerb), currentLab: { current })
    let none = try HintCommand(catalog: catalog, arguments: try Arguments([], for: hintVerb), currentLab: { current })

    #expect(full.lab.number == 1 && full.level == 3 && full.task == 2, "Expected lab 1, level 3, task 2, got \(full)")
    #expect(none.lab == current && none.level == nil && none.task == nil, "Expected the current lab and the next hint, got \(none)")
  }

  private var hintVerb: Verb {
    get throws { try #require(Verb.named("hint"), "Expected a hint verb in Verb.all.") }
  }
}

/// With no verdict (issue 26, item 3): the hint is the last failing task's, says so, and counts
/// no level.
@Suite("HintCommand: a lab that does not compile")
struct HintWithoutVerdictTests {
  @Test func aLabThatDoesNotCompile_getsTheLastFailingTasksHint_saysSo_andCountsNoLevel() throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One", "Lab02Two"])
    defer { scratch.remove() }
    try scratch.write("Hints/Lab01One.md", HintCommandTests().hintsFile)
    let lab = try scratch.catalog.lab(named: "1")
    try scratch.recordCheck(of: lab, tests: 0, passing: 0, failingTask: 2, verdict: .doesNotCompile)

    let first = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")
    let second = try HintCommand(catalog: scratch.catalog, lab: lab).answer().joined(separator: "\n")

    #expect(first.contains("Task 2: second, hint 1 of 3"), "Expected Task 2's hint, got:\n\(first)")
    #expect(first.contains("does not compile at the last check") && first.contains("counts no hint level"), "\(first)")
    #expect(second.contains("hint 1 of 3"), "Expected no level used up, got:\n\(second)")
    #expect(HintLog.load(from: try scratch.catalog).level(for: lab, task: 2) == 0)
  }
}
