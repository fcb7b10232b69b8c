import Foundation
import Testing

/// What learners do that the happy path never does: Ctrl-C mid-build and mid-test, a trap in one
/// test among many run in parallel, a loop that never ends, two terminals at once, warnings, and
/// test output that is not valid UTF-8. Each test does exactly that to the built binary and
/// checks what the learner sees and what is left running.
extension EndToEnd {
  @Suite("faults a learner causes")
  struct Faults {
    /// Lab 01 solved, then the cast written as `as!`: three tests reach it (``castTests``).
    static let castLine = "guard let http = response as? HTTPURLResponse else { throw UserAPIError.notHTTP }"
    /// The tests that answer with a response that is not HTTP: Task 2's, and the two Task 3 tests
    /// whose table of failures has a not-HTTP row.
    static let castTests = [
      "profile_throwsNotHTTPForAResponseThatIsNotHTTP()", "load_showsAFailureForEveryKindOfError()",
      "load_showsTheFailureWhenAReloadOfAShownProfileFails()",
    ]

    func solveLab01(replacingCastWith replacement: String, in bench: Workbench) throws {
      for file in try Workbench.files(below: bench.url("Solutions/Lab01NetworkingSeam")) {
        try bench.write(try bench.read("Solutions/Lab01NetworkingSeam/\(file)"), to: "Labs/Lab01NetworkingSeam/\(file)")
      }
      let api = try bench.read("Labs/Lab01NetworkingSeam/UserAPI.swift")
      try #require(api.contains(Self.castLine), "Expected the solution's cast line in UserAPI.swift (the fixture moved?).")
      try bench.write(api.replacingOccurrences(of: Self.castLine, with: replacement), to: "Labs/Lab01NetworkingSeam/UserAPI.swift")
    }

    @Test("Ctrl-C mid-build: exit 130 within 2 s, and nothing of the build is left running")
    func interruptMidBuild() async throws {
      let bench = try Workbench.clean()
      try? FileManager.default.removeItem(at: bench.url(".build/workbook/check"))
      let check = try bench.start("check", "1")
      let building = await waitForProcess(mentioning: bench.url(".build/workbook/check").path, named: "swift-frontend")
      try #require(building, "Expected the check to be compiling within 120 s.\n\(check.output)")
      try await expectInterruptEndsEverything(check, bench: bench)
    }

    @Test("Ctrl-C while a test hangs: exit 130 within 2 s, and the test binary is gone")
    func interruptMidTest() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.hanging, to: Lab90.answer)
      let check = try bench.start("check", "90", "--timeout", "60")
      let testing = await waitForProcess(mentioning: bench.url(".build/workbook/check").path, named: "PackageTests")
      try #require(testing, "Expected the test binary to be running within 120 s.\n\(check.output)")
      try await expectInterruptEndsEverything(check, bench: bench)
    }

    @Test("the terminal closed while a test hangs (SIGHUP): the tool ends, and the test binary with it")
    func hangUpMidTest() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.hanging, to: Lab90.answer)
      let check = try bench.start("check", "90", "--timeout", "60")
      let testing = await waitForProcess(mentioning: bench.url(".build/workbook/check").path, named: "PackageTests")
      try #require(testing, "Expected the test binary to be running within 120 s.\n\(check.output)")
      check.hangUp()
      let run = await check.finish(within: .seconds(10))
      #expect(run.exitCode != -1, "Expected the tool to end on SIGHUP by itself.\n\(run.transcript)")
      let left = await Processes.remaining(mentioning: bench.url(".build").path)
      #expect(left.isEmpty, "Expected no process of the check left after SIGHUP, found \(left.count): \(left)")
      Processes.kill(left)
    }

    @Test("a crash is named by a test that reaches it, with the runtime's line and the learner's cast, 10 runs of 10")
    func crashIsNamedEveryTime() async throws {
      let bench = try Workbench.clean()
      try solveLab01(replacingCastWith: "let http = response as! HTTPURLResponse", in: bench)
      for attempt in 1...10 {
        let run = try await bench.run("check", "1")
        expect(
          run, exits: 1,
          showing: "The runtime said: Could not cast value of type 'URLResponse' to 'HTTPURLResponse'.",
          "Labs/Lab01NetworkingSeam/UserAPI.swift:")
        if !Self.castTests.contains(where: { run.shows("crashed in \($0)") }) {
          Issue.record("attempt \(attempt) of 10 named a test that does not reach the cast:\n\(run.transcript)")
        }
      }
    }

    @Test("a busy loop reached by one test is named within --timeout + 5 s, and nothing is left running")
    func busyLoopIsNamed() async throws {
      let bench = try Workbench.clean()
      try solveLab01(
        replacingCastWith: "guard let http = response as? HTTPURLResponse else { var n = 0; while true { n &+= 1 } }", in: bench)
      _ = try await bench.run("check", "1", "--timeout", "5")  // builds; the next run measures the tests alone
      let clock = ContinuousClock()
      let start = clock.now
      let run = try await bench.run("check", "1", "--timeout", "5")
      let elapsed = clock.now - start
      expect(run, exits: 1, showing: "profile_throwsNotHTTPForAResponseThatIsNotHTTP() did not finish within 5 s", "a loop that never ends")
      #expect(elapsed < .seconds(11), "Expected the verdict within the 5 s limit + 5 s (+1 s to plan an unchanged build), took \(elapsed).")
      let left = await Processes.remaining(mentioning: bench.url(".build").path)
      #expect(left.isEmpty, "Expected nothing left running, found \(left)")
      Processes.kill(left)
    }

    @Test("two terminals: checks of two labs started together give the verdicts each gives alone")
    func twoChecksAtOnce() async throws {
      let bench = try Workbench.clean()
      let alone01 = try await bench.run("check", "1")
      let alone90 = try await bench.run("check", "90")
      let first = try bench.start("check", "1")
      let second = try bench.start("check", "90")
      let together01 = await first.finish(within: .seconds(600))
      let together90 = await second.finish(within: .seconds(600))
      #expect(together01.exitCode == alone01.exitCode && together90.exitCode == alone90.exitCode, "Expected the same exit codes.")
      #expect(verdict(of: together01) == verdict(of: alone01), "Lab 01 alone vs together:\n\(alone01.transcript)\n\(together01.transcript)")
      #expect(verdict(of: together90) == verdict(of: alone90), "Lab 90 alone vs together:\n\(alone90.transcript)\n\(together90.transcript)")
      #expect(verdict(of: alone01)?.contains("tests passing") == true, "Expected a verdict line.\n\(alone01.transcript)")
    }

    @Test("a warning in the learner's code is shown on a green check, and again on the next check")
    func warningIsShown() async throws {
      let bench = try Workbench.clean()
      try bench.write("public func answer() async -> Int {\n  let unused = 1\n  return 42\n}", to: Lab90.answer)
      let first = try await bench.run("check", "90")
      expect(first, exits: 0, showing: "1 of 1 tests passing", "Labs/Lab90Fixture/Answer.swift:2: warning:", "'unused' was never used")
      let second = try await bench.run("check", "90")
      expect(second, exits: 0, showing: "Labs/Lab90Fixture/Answer.swift:2: warning:")
    }

    @Test("test output that is not valid UTF-8 changes no verdict")
    func invalidUTF8() async throws {
      let bench = try Workbench.clean()
      // The learner's code writes the noise while the workbook's test runs it (a test file of the
      // learner's own would not run: the workbook's own suite decides).
      func answer(_ value: Int) -> String {
        """
        import Foundation

        public func answer() async -> Int {
          // 5,000 bytes that are not UTF-8: SwiftPM drops whole output chunks like this.
          FileHandle.standardOutput.write(Data([0x41] + Array(repeating: 0xFF, count: 5_000) + [0x0A]))
          return \(value)
        }
        """
      }
      try bench.write(answer(41), to: Lab90.answer)
      let red = try await bench.run("check", "90")
      expect(red, exits: 1, showing: "0 of 1 tests passing", "Expected 42")
      try bench.write(answer(42), to: Lab90.answer)
      let green = try await bench.run("check", "90")
      expect(green, exits: 0, showing: "1 of 1 tests passing")
    }

    // MARK: - Helpers

    /// The verdict line (`Lab 01 · ...: 0 of 37 tests passing`), without the waiting notice a
    /// second terminal prints.
    func verdict(of run: WorkbookRun) -> String? {
      run.output.split(separator: "\n").first { $0.hasPrefix("Lab ") && $0.contains(" · ") }.map(String.init)
    }

    func waitForProcess(mentioning path: String, named name: String) async -> Bool {
      let deadline = ContinuousClock.now + .seconds(120)
      while ContinuousClock.now < deadline {
        if Processes.mentioning(path).contains(where: { $0.command.contains(name) }) { return true }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return false
    }

    func expectInterruptEndsEverything(_ check: RunningWorkbook, bench: Workbench) async throws {
      let clock = ContinuousClock()
      let start = clock.now
      check.interrupt()
      let run = await check.finish(within: .seconds(10))
      let elapsed = clock.now - start
      #expect(run.exitCode == 130, "Expected exit 130 (Ctrl-C).\n\(run.transcript)")
      #expect(elapsed < .seconds(2), "Expected the tool gone within 2 s of Ctrl-C, took \(elapsed).")
      #expect(run.shows("stopped (Ctrl-C)"), "Expected the learner told it stopped.\n\(run.transcript)")
      let left = await Processes.remaining(mentioning: bench.url(".build").path)
      #expect(left.isEmpty, "Expected no process of the check left, found \(left.count): \(left)")
      Processes.kill(left)
    }
  }
}
