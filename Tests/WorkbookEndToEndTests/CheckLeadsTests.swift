import Foundation
import Testing

extension EndToEnd {
  /// The check leads (issue 26, items 3 to 5), on the fixture's Lab 90: the first failure in the
  /// suite's source order, a hang named at the lab's own limit with the lab's likely cause, and a
  /// green suite that does not hold on a run again is never done.
  @Suite("the check leads: source order, the lab's own hang limit, done holds")
  struct CheckLeadsTests {
    /// An `answer()` whose result depends on how many times it ran before (a file outside the
    /// workbook counts): the same code, a different verdict, with no timing to wait for.
    static func answer(counting counter: URL, onRun body: String) -> String {
      """
      import Foundation

      public func answer() async -> Int {
        // Each run claims the first number free, a file created only if absent: the runs again go
        // two at a time, and a read-then-write count gave both the same number.
        var run = 1
        while run < 10_000,
          (try? Data().write(to: URL(fileURLWithPath: "\(counter.path)-\\(run)"), options: .withoutOverwriting)) == nil
        {
          run += 1
        }
        \(body)
      }
      """
    }

    @Test("the first failure is the first failing test as the file declares it, not the alphabet's")
    func firstFailureInSourceOrder() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.green, to: Lab90.answer)
      try bench.write(
        """
        import Lab90Fixture
        import Testing

        @Suite("Task 2: in the file's order")
        struct Task2OrderTests {
          @Test func zeta_isDeclaredFirst() async { #expect(await answer() == 43, "Expected 43 (zeta).") }
          @Test func alpha_isDeclaredSecond() async { #expect(await answer() == 44, "Expected 44 (alpha).") }
        }
        """, to: "Tests/Lab90FixtureTests/Task2OrderTests.swift")
      // The workbook's own suite decides (an added test file is not it): make the file the
      // workbook's for this test, and put the workbook's commit back after it.
      let base = try bench.git("rev-parse", "refs/remotes/origin/HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
      defer { _ = try? bench.git("update-ref", "refs/remotes/origin/HEAD", base) }
      _ = try bench.git("add", "-A")
      _ = try bench.git("-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-qm", "Task 2")
      _ = try bench.git("update-ref", "refs/remotes/origin/HEAD", "HEAD")
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "First failure: zeta_isDeclaredFirst()", "Expected 43 (zeta).")
    }

    @Test("a hang is named at the lab's own limit (4 s), with the lab's likely cause; --timeout still overrides it")
    func hangAtTheLabsOwnLimit() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.hanging, to: Lab90.answer)
      let run = try await bench.run("check", "90")
      // On a machine busier than 4 runnable processes per core the limit grows with the load
      // (TestTimeLimit.coveredLoadPerCore): then only the words are the same.
      let busy = Self.loadPerCore() > 4
      expect(
        run, exits: 1,
        showing: busy ? "answer_isFortyTwo() did not finish within " : "answer_isFortyTwo() did not finish within 4 s",
        "a loop that never ends",
        "When Lab 90 hangs, it is most often (Hints/Lab90Fixture.md):", "awaits a continuation nobody resumes")
      let longer = try await bench.run("check", "90", "--timeout", "6")
      expect(longer, exits: 1, showing: "answer_isFortyTwo() did not finish within 6 s")
    }

    @Test("a suite green once that fails on a run again is named as timing or shared state, and is not done, 3 checks of 3")
    func aFlipIsNeverDone() async throws {
      let bench = try Workbench.clean()
      let counter = bench.outside.appendingPathComponent("answer-\(UUID().uuidString).txt")
      // Every third answer is wrong: runs 1 and 2 pass, run 3 fails.
      try bench.write(Self.answer(counting: counter, onRun: "return run % 3 == 0 ? 41 : 42"), to: Lab90.answer)
      for check in 1...3 {
        // Each check from run 1 (green): the numbers the last check claimed are given back. How
        // many runs again a check makes depends on the time they take, so a count carried on
        // could start a check on a failing run.
        try Self.forgetRuns(of: counter)
        let run = try await bench.run("check", "90")
        expect(
          run, exits: 1,
          showing: "Not done yet", "~ answer_isFortyTwo() passed ",
          " of 6 on the same code: it depends on timing or order: a race or shared state")
        #expect(!run.output.contains("is done"), "check \(check)\n\(run.transcript)")
      }
      let overview = try await bench.run()
      let row = overview.output.split(separator: "\n").first { $0.contains("Fixture") && !$0.contains("tests") } ?? ""
      #expect(!row.contains("done"), "\(overview.transcript)")
    }

    @Test("a suite green once whose run again crashes is named as timing or shared state, and is not done")
    func aCrashOnARunAgainIsNeverDone() async throws {
      let bench = try Workbench.clean()
      let counter = bench.outside.appendingPathComponent("answer-\(UUID().uuidString).txt")
      try bench.write(Self.answer(counting: counter, onRun: #"if run == 2 { fatalError("the race lost") }; return 42"#), to: Lab90.answer)
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "Not done yet", " of 6 (", ") crashed", "a race or shared state")
      // The serial run again and the first parallel one start side by side: either claims number 2.
      let named = ["run 2 of 6 (one test at a time) crashed", "run 3 of 6 (in parallel) crashed"]
      #expect(named.contains { run.output.contains($0) }, "Expected one of \(named)\n\(run.transcript)")
      #expect(!run.output.contains("is done"), "\(run.transcript)")
    }

    /// Gives back every run number `answer(counting:)` claimed on `counter`.
    static func forgetRuns(of counter: URL) throws {
      let folder = counter.deletingLastPathComponent()
      let prefix = counter.lastPathComponent + "-"
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix(prefix) {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }

    /// The 1-minute load average per core, as the tool reads it (getloadavg(3)).
    static func loadPerCore() -> Double {
      var load = [0.0]
      guard getloadavg(&load, 1) == 1 else { return 0 }
      return load[0] / Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
  }
}
