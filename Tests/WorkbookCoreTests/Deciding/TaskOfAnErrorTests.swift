import Foundation
import Testing

@testable import WorkbookCore

/// After a compile error, `hint` and "Next" serve the task the error is in: never the task an
/// earlier check stopped at (issue 38: Lab 03 finished, an error put in Task 4's file served
/// Task 2's last hint).
@Suite("TaskOfAnError: the task a compile error belongs to")
struct TaskOfAnErrorTests {
  @Test func anErrorInTheLearnersFile_belongsToTheNearestTodoAboveIt_elseToTheFilesOneTask() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let lab = try workbook.lab90
    let file = workbook.root.appendingPathComponent("Labs/Lab90Fixture/Client.swift")
    try """
    struct Client {
      // TODO: Task 2. Send the request.
      func send() {}

      // TODO: Task 4. Read the answer.
      func read() {}
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    func task(line: Int) -> Int? {
      TaskOfAnError.task(of: Diagnostic(file: file.path, line: line, message: "e"), lab: lab, in: workbook.catalog)
    }

    #expect(task(line: 3) == 2)
    #expect(task(line: 6) == 4)
    #expect(task(line: 1) == nil, "Above both markers, in a file of two tasks: it cannot be told")
    let oneTask = workbook.root.appendingPathComponent("Labs/Lab90Fixture/Answer.swift")
    #expect(TaskOfAnError.task(of: Diagnostic(file: oneTask.path, line: 1, message: "e"), lab: lab, in: workbook.catalog) == 1)
  }

  @Test func anErrorInAFinishedFile_belongsToTheTaskItsStarterCopyNames_whenItNamesOne() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let git = Git(root: workbook.root)
    let lab = try workbook.lab90
    let client = workbook.root.appendingPathComponent("Labs/Lab90Fixture/Client.swift")
    let store = workbook.root.appendingPathComponent("Labs/Lab90Fixture/Store.swift")
    try "struct Client {\n  // TODO: Task 2. Send it.\n  func send() {}\n  // TODO: Task 2. Read it.\n}\n".write(
      to: client, atomically: true, encoding: .utf8)
    try "// TODO: Task 1. Keep it.\nstruct Store {}\n// TODO: Task 3. Clear it.\n".write(to: store, atomically: true, encoding: .utf8)
    _ = git.run(["init", "-q"])
    _ = git.run(["add", "-A"])
    _ = git.run(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "starter"])
    // Finished: the learner's copies keep no TODO.
    try "struct Client {\n  func send() {}\n}\n".write(to: client, atomically: true, encoding: .utf8)
    try "struct Store {}\n".write(to: store, atomically: true, encoding: .utf8)
    func task(of file: URL) -> Int? {
      TaskOfAnError.task(of: Diagnostic(file: file.path, line: 2, message: "e"), lab: lab, in: workbook.catalog)
    }

    #expect(task(of: client) == 2, "The starter's Client.swift is all Task 2")
    #expect(task(of: store) == nil, "The starter's Store.swift has two tasks, and its lines are not the learner's: it cannot be told")
  }

  @Test func anErrorInASuiteFile_belongsToThatFilesTask() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let error = Diagnostic(
      file: workbook.root.appendingPathComponent("Tests/Lab90FixtureTests/Task3AnswerTests.swift").path, line: 9, message: "e")

    #expect(TaskOfAnError.task(of: error, lab: try workbook.lab90, in: workbook.catalog) == 3)
  }

  @Test func aCheckThatDoesNotCompile_recordsTheErrorsTask_notTheLastCheckThatRan() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suiteFile = workbook.root.appendingPathComponent("Tests/Lab90FixtureTests/Task1AnswerTests.swift").path
    let red = ScriptedSuites(run: { _, _ in .ran(failing: [FixtureWorkbook.answerTest]) })
    _ = try Checker(catalog: workbook.catalog, suites: red).check(try workbook.lab90)
    let broken = ScriptedSuites(run: { _, _ in .doesNotCompile([Diagnostic(file: suiteFile, line: 4, message: "no member 'answer'")]) })
    try "public func answer() async -> Int { 1 }\n".write(
      to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Answer.swift"), atomically: true, encoding: .utf8)

    _ = try Checker(catalog: workbook.catalog, suites: broken).check(try workbook.lab90)

    #expect(Progress.load(from: workbook.catalog).labs["Lab90Fixture"]?.failingTask == 1)
  }

  @Test func aHint_afterAnErrorInNoTasksCode_saysSo_andOffersTheTasks() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let elsewhere = workbook.root.appendingPathComponent("Labs/Lab90Fixture/Helpers.swift")
    try "let x = \n".write(to: elsewhere, atomically: true, encoding: .utf8)
    let broken = ScriptedSuites(run: { _, _ in .doesNotCompile([Diagnostic(file: elsewhere.path, line: 1, message: "expected expression")])
    })
    _ = try Checker(catalog: workbook.catalog, suites: broken).check(try workbook.lab90)

    let lines = try HintCommand(catalog: workbook.catalog, lab: try workbook.lab90).answer()

    #expect(lines.first?.contains("does not compile at the last check, and the error is not in one task's code") == true, "\(lines)")
    #expect(lines.last?.contains("--task N (N: 1)") == true, "\(lines)")
  }
}
