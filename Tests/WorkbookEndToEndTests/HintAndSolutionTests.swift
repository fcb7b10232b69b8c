import Testing

extension EndToEnd {
  @Suite("hint and solution: help, gentle first; the reference once green")
  struct HintAndSolutionTests {
    @Test("hint 1 is the gentle one")
    func firstHint() async throws {
      let run = try await Workbench.clean().run("hint", "90")
      expect(run, exits: 0, showing: "hint 1 of 2", "Think of the question")
    }

    @Test("hint 2 is more explicit")
    func secondHint() async throws {
      let run = try await Workbench.clean().run("hint", "90", "2")
      expect(run, exits: 0, showing: "Return 42")
    }

    @Test("hint --task N gives that task's hints, the next level each time")
    func hintForATask() async throws {
      let bench = try Workbench.clean()
      let first = try await bench.run("hint", "90", "--task", "1")
      expect(first, exits: 0, showing: "Task 1: the answer, hint 1 of 2", "Think of the question")
      let second = try await bench.run("hint", "90", "--task", "1")
      expect(second, exits: 0, showing: "Task 1: the answer, hint 2 of 2", "Return 42")
    }

    @Test("hint --task N for a task without hints exits 2 and names the tasks that have them")
    func hintForAnUnknownTask() async throws {
      let run = try await Workbench.clean().run("hint", "90", "--task", "4")
      expect(run, exits: 2, showing: "hints for tasks 1")
    }

    @Test("hint on a finished lab says so, instead of showing Task 1")
    func hintOnAFinishedLab() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.green, to: Lab90.answer)
      _ = try await bench.run("check", "90")
      let run = try await bench.run("hint", "90")
      expect(run, exits: 0, showing: "You finished Lab 90")
    }

    @Test("the solution stays hidden while the lab is red")
    func solutionHidden() async throws {
      let run = try await Workbench.clean().run("solution", "90")
      expect(run, exits: 1, showing: "not green yet")
    }

    @Test("solution --force shows it, and says so")
    func solutionForced() async throws {
      let run = try await Workbench.clean().run("solution", "90", "--force")
      expect(run, exits: 0, showing: "shown with --force", "{ 42 }")
    }

    @Test("the solution shows once the lab is green, as a diff against your copy")
    func solutionOnceGreen() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.green + " // mine", to: Lab90.answer)
      _ = try await bench.run("check", "90")
      let run = try await bench.run("solution", "90")
      expect(
        run, exits: 0,
        showing: "Labs/Lab90Fixture/Answer.swift (yours, -) against Solutions/Lab90Fixture/Answer.swift (the reference, +)",
        "-\(Lab90.green) // mine", "+\(Lab90.green)", "solution 90 --all")
    }

    @Test("a file the same as the reference is named, not printed; --all prints every file whole")
    func solutionSameFileNamedOnly() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.green + "\n", to: Lab90.answer)
      _ = try await bench.run("check", "90")
      let run = try await bench.run("solution", "90")
      expect(run, exits: 0, showing: "The same as the reference: Answer.swift", "is the reference, file for file")
      #expect(!run.output.contains("====="), "Expected no file printed when yours is the reference: \(run.output)")

      let whole = try await bench.run("solution", "90", "--all")
      expect(whole, exits: 0, showing: "===== Solutions/Lab90Fixture/Answer.swift", Lab90.green)
    }
  }
}
