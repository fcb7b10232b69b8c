import Foundation
import Testing

extension EndToEnd {
  @Suite("check: one lab's suite on the learner's copy")
  struct CheckTests {
    @Test("a red lab exits 1 with the task table and the first failure, with file and line")
    func redLab() async throws {
      let run = try await Workbench.clean().run("check", "90")
      expect(run, exits: 1, showing: "0 of 1 tests passing", "Task 1: the answer", "Task1AnswerTests.swift:7", "Expected 42")
    }

    @Test("a green lab exits 0 and says it is done")
    func greenLab() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.green + " // mine", to: Lab90.answer)
      let run = try await bench.run("check", "90")
      expect(run, exits: 0, showing: "1 of 1 tests passing", "done")
    }

    @Test("a file put back to its earlier content gives the earlier verdict, 5 times of 5 (no stale build)")
    func revertedFileIsRebuilt() async throws {
      let bench = try Workbench.clean()
      for attempt in 1...5 {
        try bench.write(Lab90.green, to: Lab90.answer)
        let green = try await bench.run("check", "90")
        try bench.write(Lab90.starter, to: Lab90.answer)
        let red = try await bench.run("check", "90")
        #expect(green.shows("1 of 1 tests passing"), "attempt \(attempt): expected green\n\(green.transcript)")
        #expect(red.shows("0 of 1 tests passing"), "attempt \(attempt): expected the starter's red again\n\(red.transcript)")
      }
    }

    @Test("a lab that does not compile does not block another lab")
    func brokenLabBlocksNoOther() async throws {
      let bench = try Workbench.clean()
      try bench.append("this is not swift", to: "Labs/Lab01NetworkingSeam/UserAPI.swift")
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "0 of 1 tests passing")
    }

    @Test("a lab that does not compile shows its compiler error with file and line")
    func compilerError() async throws {
      let bench = try Workbench.clean()
      try bench.append("this is not swift", to: "Labs/Lab01NetworkingSeam/UserAPI.swift")
      let run = try await bench.run("check", "1")
      expect(run, exits: 1, showing: "does not compile", "Labs/Lab01NetworkingSeam/UserAPI.swift:")
    }

    @Test("a crash is reported as a crash of that lab, naming the test and what the runtime said")
    func crash() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.crashing, to: Lab90.answer)
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "crashed in answer_isFortyTwo()", "Fatal error: boom", "at Labs/Lab90Fixture/Answer.swift:1")
    }

    @Test("a hang ends after the time limit, naming the lab and the test")
    func hang() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.hanging, to: Lab90.answer)
      let run = try await bench.run("check", "90", "--timeout", "3")
      expect(run, exits: 1, showing: "answer_isFortyTwo() did not finish within 3 s", "an await that is never resumed")
    }

    @Test("nothing of a hung run is left running")
    func hangLeavesNothing() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.hanging, to: Lab90.answer)
      _ = try await bench.run("check", "90", "--timeout", "3")
      let survivors = await Processes.remaining(mentioning: bench.url(".build").path)
      #expect(survivors.isEmpty, "processes of the hung run still alive: \(survivors)")
      Processes.kill(survivors)
    }
  }
}

extension EndToEnd.CheckTests {
  @Test("check with no lab checks the current lab: the first one not done")
  func currentLab() async throws {
    let bench = try Workbench.clean()
    try Lab01.finish(in: bench)
    expect(try await bench.run("check", "1"), exits: 0, showing: "37 of 37 tests passing")
    let run = try await bench.run("check")
    expect(run, exits: 1, showing: "checking lab 90", "0 of 1 tests passing")
  }

  @Test("check --all lists every failing test, task by task, each with file, line and message")
  func allFailures() async throws {
    let bench = try Workbench.clean()
    try Lab01.finishTask1(in: bench)
    let run = try await bench.run("check", "1", "--all")
    expect(
      run, exits: 1,
      showing: "10 of 37 tests passing", "Failing tests, task by task (27):", "\nTask 2: UserAPI over the seam\n",
      "\nTask 3: the view model\n", "TODO: UserAPI.profile(id:) is not written yet")
    let locations = run.output.split(separator: "\n").filter { $0.contains("Tests/Lab01NetworkingSeamTests/Task") }
    #expect(locations.count == 27, "one file:line per failing test\n\(run.transcript)")
    #expect(!run.shows("Task 1: the live adapter\n"), "a task with no failure has no group\n\(run.transcript)")
    #expect(!run.shows("First failure"), "\(run.transcript)")
  }

  @Test("check without --all shows the first failure only, and how to list the others")
  func firstFailureOnly() async throws {
    let bench = try Workbench.clean()
    try Lab01.finishTask1(in: bench)
    let run = try await bench.run("check", "1")
    expect(run, exits: 1, showing: "First failure: ", "(26 more failing: swift run workbook check 1 --all lists them all)")
    let locations = run.output.split(separator: "\n").filter { $0.contains("Tests/Lab01NetworkingSeamTests/Task") }
    #expect(locations.count == 1, "\(run.transcript)")
  }

  @Test("a typed check's next step is the command that checks again")
  func typedNextStep() async throws {
    let run = try await Workbench.clean().run("check", "90")
    expect(run, exits: 1, showing: "Next: edit Labs/Lab90Fixture (the TODO: Task 1 markers), then run: swift run workbook check 90")
  }
}
