import Testing

extension EndToEnd {
  @Suite("verdicts a learner can trust: the lab you are in, a finished lab reads done, --no-hunt keeps done")
  struct VerdictTrustTests {
    @Test("inside a lab's folder, check takes that lab, not the current one")
    func theFolderYouAreInIsTheLab() async throws {
      let bench = try Workbench.clean()
      // Lab 01 is the current lab (not done); the learner stands in Lab 90's folder.
      let run = try await bench.start(["check"], environment: [:], in: "Labs/Lab90Fixture").finish(within: .seconds(600))
      expect(run, exits: 1, showing: "checking lab 90", "0 of 1 tests passing")
      #expect(!run.output.contains("lab 01"), "\(run.transcript)")
      let deeper = try await bench.start(["hint"], environment: [:], in: "Tests/Lab90FixtureTests").finish(within: .seconds(60))
      expect(deeper, exits: 0, showing: "Lab 90")
    }

    @Test("Lab 01 green with the starter's Unimplemented.swift deleted reads done in the overview")
    func aFinishedLabWithoutUnimplementedReadsDone() async throws {
      let bench = try Workbench.clean()
      try Lab01.finish(in: bench)
      try bench.remove("\(Lab01.folder)/Unimplemented.swift")
      expect(try await bench.run("check", "1"), exits: 0)
      let run = try await bench.run()
      expect(run, exits: 0, showing: "done ✓ (Unimplemented.swift deleted: the solution does without it)", "1 of 3 labs done")
      #expect(!run.output.contains("1 file deleted"), "\(run.transcript)")
      #expect(!run.output.contains("Deleted since the starter"), "\(run.transcript)")
    }

    @Test("Lab 91 done by its hunt, then check --no-hunt on the same files: still done")
    func noHuntKeepsADoneLabDone() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      let hunt = try await bench.run("check", "91")
      expect(hunt, exits: 0, showing: "3 of 3 bugs caught")
      let noHunt = try await bench.run("check", "91", "--no-hunt")
      expect(noHunt, exits: 0, showing: "(--no-hunt)", "caught every bug: it still stands", "Lab 91 is done")
      let overview = try await bench.run()
      expect(overview, exits: 0, showing: "Fixture tests")
      let row = overview.output.split(separator: "\n").first { $0.contains("Fixture tests") } ?? ""
      #expect(row.contains("done ✓"), "\(overview.transcript)")
    }
  }
}
