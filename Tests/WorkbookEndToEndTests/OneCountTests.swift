import Foundation
import Testing

extension EndToEnd {
  /// Issue 35, "one count everywhere": for the same check, the check, the overview, the room (the
  /// record and the facilitator's view) and `report` show the same tests passing and the same
  /// state; a flaky test counts as passing on none of them, and its task is not ticked.
  @Suite("one count everywhere: check, overview, room and report agree, and a flaky test passes on none")
  struct OneCountTests {
    /// A second task for Lab 90, made the workbook's own suite for one test: two tests, one on
    /// `answer()`, one on `luckyNumber()`, which the learner's code below makes flaky at will.
    static let task2Suite = """
      import Lab90Fixture
      import Testing

      @Suite("Task 2: a lucky number")
      struct Task2LuckyTests {
        @Test func answer_isEven() async { #expect(await answer() % 2 == 0, "Expected an even answer.") }
        @Test func luckyNumber_isSeven() { #expect(luckyNumber() == 7, "Expected 7.") }
      }
      """

    /// Lab 90's code with `answer()` returning `answer`, and a `luckyNumber()` whose body is given.
    static func code(answer: Int, luckyNumber body: String) -> String {
      """
      import Foundation

      public func answer() async -> Int { \(answer) }

      public func luckyNumber() -> Int {
        \(body)
      }
      """
    }

    /// A `luckyNumber()` body wrong only at its second call ever (a file outside the workbook
    /// counts): a check's first run is green, its serial run again fails, the rest pass.
    static func flipsOnce(counting counter: URL) -> String {
      """
      let file = URL(fileURLWithPath: "\(counter.path)")
        let run = (Int((try? String(contentsOf: file, encoding: .utf8)) ?? "0") ?? 0) + 1
        try? String(run).write(to: file, atomically: true, encoding: .utf8)
        return run == 2 ? 8 : 7
      """
    }

    /// Makes `text` at `path` part of the workbook's own suite (the starter commit): the workbook's
    /// suite decides a verdict, not a file the learner added. Returns what puts the starter back.
    static func addToWorkbooksSuite(_ text: String, at path: String, in bench: Workbench) throws -> () -> Void {
      let base = try bench.git("rev-parse", "refs/remotes/origin/HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
      try bench.write(text, to: path)
      _ = try bench.git("add", "-A")
      _ = try bench.git("-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-qm", "Task 2")
      _ = try bench.git("update-ref", "refs/remotes/origin/HEAD", "HEAD")
      return { _ = try? bench.git("update-ref", "refs/remotes/origin/HEAD", base) }
    }

    @Test("failing, flaky, done: for each check of a two-task lab every screen shows the same count and state")
    func everyScreenAgrees() async throws {
      let bench = try Workbench.clean()
      let restoreSuite = try Self.addToWorkbooksSuite(Self.task2Suite, at: "Tests/Lab90FixtureTests/Task2LuckyTests.swift", in: bench)
      defer { restoreSuite() }
      let room = try await Screens.joinRoom(bench)
      func check() async throws -> Screens {
        try await Screens.afterCheck(of: "90", module: "Lab90Fixture", title: "Fixture", in: bench, room: room)
      }

      // Failing: answer() is odd; luckyNumber() is right.
      try bench.write(Self.code(answer: 41, luckyNumber: "7"), to: Lab90.answer)
      let failing = try await check()
      failing.expectAgree(passing: 1, of: 3, done: false)
      #expect(failing.check.output.contains("First failure: answer_isFortyTwo()"), "\(failing.transcript)")
      #expect(failing.record.firstFailingTest == "answer_isFortyTwo()", "the room names the check's first failure: \(failing.record)")

      // Flaky: green once, red on the run again: passing on no screen.
      let counter = bench.outside.appendingPathComponent("lucky-\(UUID().uuidString).txt")
      try bench.write(Self.code(answer: 42, luckyNumber: Self.flipsOnce(counting: counter)), to: Lab90.answer)
      let flaky = try await check()
      flaky.expectAgree(passing: 2, of: 3, done: false)
      #expect(flaky.check.output.contains("~ luckyNumber_isSeven() passed "), "\(flaky.transcript)")
      #expect(flaky.record.firstFailingTest == "luckyNumber_isSeven()", "the room names the flaky test: \(flaky.record)")
      #expect(flaky.roomRow.contains("luckyNumber_isSeven()"), "\(flaky.transcript)")

      // Done: steady code.
      try bench.write(Self.code(answer: 42, luckyNumber: "7"), to: Lab90.answer)
      let done = try await check()
      done.expectAgree(passing: 3, of: 3, done: true)
      #expect(done.record.firstFailingTest == nil, "\(done.record)")
    }

    @Test("a task whose tests include a flaky one is not ✓ in the check's task table, and its lab is not done on any screen")
    func aTaskWithAFlakyTestIsNotTicked() async throws {
      let bench = try Workbench.clean()
      let restoreSuite = try Self.addToWorkbooksSuite(Self.task2Suite, at: "Tests/Lab90FixtureTests/Task2LuckyTests.swift", in: bench)
      defer { restoreSuite() }
      let room = try await Screens.joinRoom(bench)
      let counter = bench.outside.appendingPathComponent("lucky-\(UUID().uuidString).txt")
      try bench.write(Self.code(answer: 42, luckyNumber: Self.flipsOnce(counting: counter)), to: Lab90.answer)

      let screens = try await Screens.afterCheck(of: "90", module: "Lab90Fixture", title: "Fixture", in: bench, room: room)

      // Task 1 holds no flaky test: ticked. Task 2 holds one: not ticked, one of two counted.
      let task1 = screens.taskLine("Task 1: the answer")
      let task2 = screens.taskLine("Task 2: a lucky number")
      #expect(task1.contains("✓") && task1.contains("1/1"), "Task 1: \(task1)\n\(screens.check.transcript)")
      #expect(!task2.contains("✓") && task2.contains("1/2"), "Task 2: \(task2)\n\(screens.check.transcript)")
      #expect(!screens.overviewRow.contains("✓") && !screens.overviewRow.contains("done"), "\(screens.transcript)")
      #expect(!screens.reportRow.contains("✓") && !screens.reportRow.contains("done"), "\(screens.transcript)")
      #expect(
        screens.record.tasks.map { [$0.task, $0.passing, $0.tests] } == [[1, 1, 1], [2, 1, 2]], "the room's tallies: \(screens.record)")
      #expect(!screens.record.done && !screens.roomRow.contains(" done "), "\(screens.transcript)")
    }

    @Test("a lab of kind tests with a flaky test of the learner's: the same count on every screen, its task not ✓, not done")
    func aFlakyTestOfTheLearnersCountsNowhere() async throws {
      let bench = try Workbench.clean()
      let room = try await Screens.joinRoom(bench)
      let counter = bench.outside.appendingPathComponent("flaky-\(UUID().uuidString).txt")
      try bench.write(FlakyTestTests.withOneFlaky(counter: counter), to: Lab91.tests)

      let screens = try await Screens.afterCheck(of: "91", module: "Lab91Fixture", title: "Fixture tests", in: bench, room: room)

      // Three steady tests of four: 3 of 4, wherever it is told.
      #expect(screens.check.exitCode == 1, "\(screens.check.transcript)")
      #expect(screens.check.output.contains("3 of 4 passing (1 more flaky"), "\(screens.check.transcript)")
      #expect(!screens.check.output.contains("is done"), "\(screens.check.transcript)")
      let table = screens.check.output.split(separator: "\n").filter { $0.contains("/4") }
      #expect(table.count == 1 && !table[0].contains("✓"), "the task of the flaky test: \(table)\n\(screens.check.transcript)")
      #expect(screens.overviewRow.contains("3 of 4 tests passing") && !screens.overviewRow.contains("done"), "\(screens.transcript)")
      #expect(screens.reportRow.contains("3 of 4 tests passing") && screens.reportRow.contains(" 3/4"), "\(screens.transcript)")
      #expect(screens.record.passing == 3 && screens.record.tests == 4 && !screens.record.done, "\(screens.record)")
      #expect(screens.record.firstFailingTest == "load_finishesQuickly()", "the room names the flaky test: \(screens.record)")
      #expect(screens.roomRow.contains(" 3/4 ") && !screens.roomRow.contains(" done "), "\(screens.transcript)")
    }
  }
}
