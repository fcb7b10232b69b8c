import Foundation
import Testing

extension EndToEnd {
  /// Issue 35, "Done holds": a flip seen on the same code is remembered, so a lucky green later on
  /// that very code is not done; any edit of the code checks it afresh.
  @Suite("a flip is remembered: the same code green after it is not done, an edit checks it afresh")
  struct FlipRememberedTests {
    /// The line a check names a flaky test on, from `~` to the counts: `~ answer_isFortyTwo()
    /// passed 5 of 6 on the same code`; `nil` when the check names none.
    static func flipLine(of test: String, in run: WorkbookRun) -> Substring? {
      guard let line = run.output.split(separator: "\n").first(where: { $0.contains("~ \(test) passed ") }),
        let start = line.firstIndex(of: "~"), let end = line.range(of: " on the same code")
      else { return nil }
      return line[start..<end.upperBound]
    }

    /// `passed 5 of 6`, read back as (5, 6).
    static func counts(in line: Substring) -> (passed: Int, runs: Int)? {
      let words = line.split(separator: " ")
      guard let at = words.firstIndex(of: "passed"), at + 3 < words.count, words[at + 2] == "of",
        let passed = Int(words[at + 1]), let runs = Int(words[at + 3])
      else { return nil }
      return (passed, runs)
    }

    /// Lab 91's two steady tests (they catch `triples` and `adds-two`), and the one that would
    /// catch `zero-is-one`, which fails at its second run ever (a counter in a file outside the
    /// workbook): the first check's first run again.
    static func twoTestsAndOneFlippingOnce(counter: URL) -> String {
      Lab91.twoTests.replacingOccurrences(of: "import Testing", with: "import Foundation\nimport Testing") + """

        @Test func double_ofZero_once() {
          let file = URL(fileURLWithPath: "\(counter.path)")
          let run = (Int((try? String(contentsOf: file, encoding: .utf8)) ?? "0") ?? 0) + 1
          try? String(run).write(to: file, atomically: true, encoding: .utf8)
          #expect(run != 2, "fails at the second run ever")
          #expect(double(0) == 0)
        }
        """
    }

    @Test("the same code: a flip, then green checks that stay not done, naming the test and its counts; an edit, then done")
    func aFlipOnTheSameCodeIsRemembered() async throws {
      let bench = try Workbench.clean()
      let counter = bench.outside.appendingPathComponent("answer-\(UUID().uuidString).txt")
      // Only the second answer ever is wrong: one of the first check's runs again (the serial one
      // and the first parallel one start side by side) fails, and every later run passes. The counter is outside the workbook, so the code the
      // tool fingerprints stays the same from check to check.
      try bench.write(CheckLeadsTests.answer(counting: counter, onRun: "return run == 2 ? 41 : 42"), to: Lab90.answer)

      let flipped = try await bench.run("check", "90")
      expect(flipped, exits: 1, showing: "Not done yet", "Lab 90 · Fixture: 0 of 1 tests passing")
      let seen = try #require(Self.flipLine(of: "answer_isFortyTwo()", in: flipped), "\(flipped.transcript)")
      let counts = try #require(Self.counts(in: seen), "\(seen)")
      #expect(counts.passed == counts.runs - 1 && counts.runs >= 4, "Expected one failing run of several: \(seen)")
      #expect(!flipped.output.contains("seen at an earlier check"), "\(flipped.transcript)")

      // Green on every run now, on identical code: still not done, twice (the record carries it
      // on), on every screen: the check, the overview, the report and the room.
      let room = try await Screens.joinRoom(bench)
      for check in 1...2 {
        let lucky = try await Screens.afterCheck(of: "90", module: "Lab90Fixture", title: "Fixture", in: bench, room: room)
        expect(
          lucky.check, exits: 1,
          showing: "Not done yet", "\(seen) (seen at an earlier check of this very code)",
          "A green run does not undo a flip seen on the same code: change the code to check it afresh.")
        #expect(!lucky.check.output.contains("is done"), "green check \(check) on the flipped code\n\(lucky.check.transcript)")
        lucky.expectAgree(passing: 0, of: 1, done: false)
        #expect(lucky.record.firstFailingTest == "answer_isFortyTwo()", "the room names the flipped test: \(lucky.record)")
      }

      // Any edit is new code: the next green check is done, on every screen.
      try bench.append("// the learner tidied up\n", to: Lab90.answer)
      let changed = try await Screens.afterCheck(of: "90", module: "Lab90Fixture", title: "Fixture", in: bench, room: room)
      expect(changed.check, exits: 0, showing: "Lab 90 is done.")
      #expect(!changed.check.output.contains("seen at an earlier check"), "\(changed.check.transcript)")
      changed.expectAgree(passing: 1, of: 1, done: true)
    }

    @Test("Lab 91: a test of the learner's that flipped stays flaky on the same tests, and catches no bug when it holds")
    func aRememberedFlakyTestCatchesNothing() async throws {
      let bench = try Workbench.clean()
      let counter = bench.outside.appendingPathComponent("zero-\(UUID().uuidString).txt")
      try bench.write(Self.twoTestsAndOneFlippingOnce(counter: counter), to: Lab91.tests)

      let flipped = try await bench.run("check", "91")
      let verdict = "Lab 91 · Fixture tests: 2 of 3 bugs caught, 1 flaky test (not done)"
      expect(flipped, exits: 1, showing: verdict, "~ double_ofZero_once() passed ")
      let seen = try #require(Self.flipLine(of: "double_ofZero_once()", in: flipped), "\(flipped.transcript)")

      // The same tests, green on every run now: the flip is remembered, and a flaky test still
      // catches no bug (its red on a mutant says nothing).
      let again = try await bench.run("check", "91")
      expect(
        again, exits: 1,
        showing: verdict, "\(seen) (seen at an earlier check of this very code)", "2 of 3 passing (1 more flaky")
      #expect(!again.output.contains("by double_ofZero_once()"), "a flaky test caught a bug\n\(again.transcript)")
      let overview = try await bench.run()
      let row = overview.output.split(separator: "\n").first { $0.contains(" 91 ") } ?? ""
      #expect(row.contains("2 of 3 tests passing") && !row.contains("done"), "\(overview.transcript)")
    }
  }
}
