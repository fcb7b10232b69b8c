import Testing

extension EndToEnd {
  @Suite("the overview: swift run workbook")
  struct OverviewTests {
    @Test("on a fresh clone nothing is started, and the next step is to check Lab 1")
    func freshClone() async throws {
      let run = try await Workbench.clean().run()
      expect(run, exits: 0, showing: "not started", "Next:", "check 1")
    }

    @Test("a lab changed since its last check is named, with the command that checks it: the overview checks nothing")
    func namesAChangedLabAndChecksNothing() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      let run = try await bench.run()
      expect(run, exits: 0, showing: "edited, not checked yet", "Changed since their last check: Lab 90", "check 90")
      #expect(!run.output.contains("checking lab"), "the overview ran a check no one asked for\n\(run.transcript)")

      _ = try await bench.run("check", "90")
      try bench.write(Lab90.green, to: Lab90.answer)
      let changed = try await bench.run()
      expect(changed, exits: 0, showing: "changed since its last check (0 of 1 then)", "Changed since their last check: Lab 90")
      #expect(!changed.output.contains("checking lab"), "\(changed.transcript)")
    }

    @Test("work the learner committed, or a new file, still counts as a change from the starter")
    func committedWorkAndNewFilesAreChanges() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      _ = try bench.git("-c", "user.name=L", "-c", "user.email=l@l", "commit", "-qam", "my work")
      let committed = try await bench.run()
      expect(committed, exits: 0, showing: "edited, not checked yet", "Changed since their last check: Lab 90")

      let fresh = try Workbench.clean()
      try fresh.write("// notes\n", to: "Labs/Lab90Fixture/Notes.swift")
      let added = try await fresh.run()
      expect(added, exits: 0, showing: "Changed since their last check: Lab 90")
      #expect(!added.output.contains("Lab 01,") && !added.output.contains("Lab 01."), "an untouched lab is not named\n\(added.transcript)")
    }

    @Test("without git history (a ZIP download) a lab edited but never checked reads not started, and nothing is built")
    func zipDownloadChecksNothingUnasked() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      let noGit = ["GIT_DIR": bench.outside.appendingPathComponent("no-git").path]
      let run = try await bench.run(environment: noGit)
      expect(run, exits: 0, showing: "not started", "Next:", "check 1")
      #expect(!run.output.contains("checking lab"), "the overview built a lab no one asked to check")
      #expect((try? bench.read(".workbook/progress.json"))?.contains("Lab90Fixture") != true, "no verdict was recorded")
      // A check made later is named as changed once the lab changes again, git or not.
      _ = try await bench.run("check", "90", environment: noGit)
      try bench.write(Lab90.green, to: Lab90.answer)
      let again = try await bench.run(environment: noGit)
      expect(again, exits: 0, showing: "changed since its last check", "check 90")
    }

    @Test("after a crash every lab is still listed, the crashed one as crashed")
    func everyLabAfterACrash() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.crashing, to: Lab90.answer)
      _ = try await bench.run("check", "90")
      let run = try await bench.run()
      expect(run, exits: 0, showing: "crashed", "Lab01", "not started")
    }
  }
}
