import Testing

extension EndToEnd {
  @Suite("the workbook's own tests decide: an edited, deleted or added test file, or edited given code")
  struct WorkbookSuiteTests {
    static let suiteFile = "Tests/Lab90FixtureTests/Task1AnswerTests.swift"

    @Test("a deleted test file: the workbook's copy runs, the file is named, and the way back is given")
    func aDeletedTestFile() async throws {
      let bench = try Workbench.clean()
      try bench.remove(Self.suiteFile)
      let run = try await bench.run("check", "90")
      expect(
        run, exits: 1,
        showing: "0 of 1 tests passing", "The workbook's own tests decided this verdict: you deleted \(Self.suiteFile)",
        "Your copy was not used for the verdict", "git checkout ", "-- Tests/Lab90FixtureTests")
      let overview = try await bench.run()
      #expect(!overview.output.contains("done ✓"), "never done with a test missing\n\(overview.transcript)")
    }

    @Test("an expected value edited to match wrong code: the workbook's expectation decides, never done")
    func anEditedExpectation() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      try bench.write(try bench.read(Self.suiteFile).replacingOccurrences(of: "== 42", with: "== 41"), to: Self.suiteFile)
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "0 of 1 tests passing", "you edited \(Self.suiteFile)", "Expected 42")
      // Back to the workbook's file: the learner's own build folder checks again, and the verdict is the same.
      _ = try bench.git("checkout", "--", Self.suiteFile)
      let restored = try await bench.run("check", "90")
      expect(restored, exits: 1, showing: "0 of 1 tests passing")
      #expect(!restored.output.contains("The workbook's own tests"), "\(restored.transcript)")
    }

    @Test("an added test file: left out of the run and named; the green lab stays green")
    func anAddedTestFile() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.green, to: Lab90.answer)
      try bench.write("import Testing\n@Test func mine() { #expect(1 == 2) }\n", to: "Tests/Lab90FixtureTests/Mine.swift")
      let run = try await bench.run("check", "90")
      expect(
        run, exits: 0, showing: "1 of 1 tests passing", "you added Tests/Lab90FixtureTests/Mine.swift", "Files you added to it",
        "Lab 90 is done")
    }

    @Test("Lab 91 with its given code edited: the hunt runs on the workbook's given code and names the file")
    func editedGivenCode() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      try bench.write("public func double(_ x: Int) -> Int { x * 3 }\n", to: "Given/Lab91Fixture/Double.swift")
      let run = try await bench.run("check", "91")
      expect(run, exits: 0, showing: "3 of 3 bugs caught", "you edited Given/Lab91Fixture/Double.swift", "-- Given/Lab91Fixture")
    }
  }
}
