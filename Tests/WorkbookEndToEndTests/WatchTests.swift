import Foundation
import Testing

extension EndToEnd {
  @Suite("watch: check on every save, and move on when green")
  struct WatchTests {
    /// Watches Lab 90 from its starter, saves the answer, and stops once the watch moved on to the
    /// current lab: the first not done, Lab 01 (never past it to Lab 91).
    private func watchLab90TurningGreen() async throws -> WorkbookRun {
      let bench = try Workbench.clean()
      let watch = try bench.start("watch", "90")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      try bench.write(Lab90.green, to: Lab90.answer)
      #expect(try await watch.waitUntil("watching Labs/Lab01NetworkingSeam", appears: 1), "\(watch.output)")
      watch.interrupt()
      return await watch.finish(within: .seconds(60))
    }

    @Test("watch checks at once, then again after a save, until Ctrl-C")
    func checksAtOnceThenOnSave() async throws {
      let run = try await watchLab90TurningGreen()
      #expect(run.missing(["0 of 1 tests passing", "1 of 1 tests passing", "Ctrl-C to stop"]).isEmpty, "\(run.transcript)")
      #expect(run.exitCode == 130, "Ctrl-C ends the watch as an interrupted command\n\(run.transcript)")
    }

    @Test("when the lab turns green, watch says so and moves on to the current lab (the first not done), watching that one")
    func movesOnWhenGreen() async throws {
      let run = try await watchLab90TurningGreen()
      let fragments = ["Lab 90 is green. Moving on to Lab 01 · ", "checking lab 01", "watching Labs/Lab01NetworkingSeam"]
      #expect(run.missing(fragments).isEmpty, "\(run.transcript)")
    }

    @Test("each check shows the time of day and its number")
    func stampsEachCheck() async throws {
      let run = try await watchLab90TurningGreen()
      let stamp = #/\[\d\d:\d\d:\d\d\] check (\d+): checking lab (\d+)/#
      let checks = run.output.matches(of: stamp).map { "\($0.output.1) \($0.output.2)" }
      #expect(checks == ["1 90", "2 90", "3 01"], "\(run.transcript)")
    }

    @Test("the next steps fit a running watch: save to check again, other commands in another terminal")
    func nextStepsFitAWatch() async throws {
      let run = try await watchLab90TurningGreen()
      let fragments = ["then save: the watch checks again", "hint 90   (in another terminal)"]
      #expect(run.missing(fragments).isEmpty, "\(run.transcript)")
      #expect(!run.shows("then run: swift run workbook check"), "\(run.transcript)")
    }

    @Test("watch with no lab watches the current one: the first not done")
    func watchesTheCurrentLab() async throws {
      let bench = try Workbench.clean()
      try Lab01.finish(in: bench)
      expect(try await bench.run("check", "1"), exits: 0)
      let watch = try bench.start("watch")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      watch.interrupt()
      let run = await watch.finish(within: .seconds(60))
      #expect(!run.shows("checking lab 01"), "\(run.transcript)")
    }

    @Test("a burst of saves is checked once, on its last version: no verdict for the one in between")
    func aBurstOfSavesIsCheckedOnce() async throws {
      let bench = try Workbench.clean()
      let watch = try bench.start("watch", "90")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      // An editor's save-all, or two saves in quick succession: the first version is never checked.
      try bench.write(Lab90.crashing, to: Lab90.answer)
      try await Task.sleep(for: .milliseconds(40))
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 2), "\(watch.output)")
      watch.interrupt()
      let run = await watch.finish(within: .seconds(60))
      #expect(run.output.matches(of: #/check \d+: checking lab 90/#).count == 2, "one check at start, one for the burst\n\(run.transcript)")
      // The check the first save started (unseen, while the burst might go on) gives its number to the next.
      #expect(run.shows("check 2: checking lab 90") && !run.shows("check 3"), "\(run.transcript)")
      #expect(!run.shows("saved again"), "Expected a save within the settle time to restart the unseen check quietly\n\(run.transcript)")
      #expect(!run.shows("crashed"), "Expected the first version of the burst never checked\n\(run.transcript)")
    }

    @Test("a file rewritten without pause (every 30 ms) is still checked: the wait for a burst to end is at most a second")
    func aFileRewrittenInALoopIsStillChecked() async throws {
      let bench = try Workbench.clean()
      let watch = try bench.start("watch", "90")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      // A script (or an editor's autosave) that never stops writing: each write differs.
      let writer = Task {
        for round in 0..<400 where !Task.isCancelled {
          try bench.write(Lab90.offByOne + " // \(round)", to: Lab90.answer)
          try await Task.sleep(for: .milliseconds(30))
        }
      }
      // Within 6 s, while the writes go on (400 of them take 12 s at least).
      let checked = try await watch.waitUntil("check 2: checking lab 90", appears: 1, within: .seconds(6))
      writer.cancel()
      _ = try? await writer.value
      watch.interrupt()
      let run = await watch.finish(within: .seconds(60))
      #expect(checked, "Expected the check to show within the writes (a second at most)\n\(run.transcript)")
    }

    @Test("a save during a check stops it and checks the newest version: a hang saved and fixed runs once, briefly")
    func aSaveDuringACheckSupersedesIt() async throws {
      let bench = try Workbench.clean()
      let watch = try bench.start("watch", "90", "--timeout", "120")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      try bench.write(Lab90.hanging, to: Lab90.answer)
      #expect(try await watch.waitUntil("check 2: checking lab 90", appears: 1), "\(watch.output)")
      // The fix is saved once the hanging test has started (its limit is two minutes).
      #expect(try await hangingTestStarted(in: bench), "\(watch.output)")
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      #expect(try await watch.waitUntil("0 of 1 tests passing", appears: 2), "\(watch.output)")
      watch.interrupt()
      let run = await watch.finish(within: .seconds(60))
      #expect(run.shows("saved again during check 2: checking the newest version instead"), "\(run.transcript)")
      #expect(!run.shows("did not finish within"), "Expected the superseded hang never reported\n\(run.transcript)")
    }

    /// Whether the check's test run reported a test started (its event stream), within a minute.
    private func hangingTestStarted(in bench: Workbench) async throws -> Bool {
      let events = ".build/workbook/check/results/Lab90Fixture.events.jsonl"
      for _ in 0..<600 {
        if (try? bench.read(events))?.contains("\"testStarted\"") == true { return true }
        try await Task.sleep(for: .milliseconds(100))
      }
      return false
    }

    @Test("when the last lab turns green, watch says every lab is done and ends with 0")
    func endsWhenEveryLabIsDone() async throws {
      let bench = try Workbench.clean()
      try Lab01.finish(in: bench)
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      expect(try await bench.run("check", "1"), exits: 0)
      expect(try await bench.run("check", "91"), exits: 0)
      try bench.write(Lab90.green, to: Lab90.answer)
      let run = try await bench.run("watch", timeLimit: .seconds(300))
      expect(run, exits: 0, showing: "checking lab 90", "every lab is done")
    }
  }
}
