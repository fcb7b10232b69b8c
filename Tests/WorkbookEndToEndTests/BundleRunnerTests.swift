import Testing

extension EndToEnd {
  /// The runs of the built tests go through the bundle runner SwiftPM itself uses (on a Mac
  /// `swiftpm-testing-helper` and `xctest` with the DYLD_* paths SwiftPM sets; elsewhere the test
  /// binary), never the `swift test --skip-build` fallback: a check's run after a body edit, the
  /// "done holds" re-run, and every run of a hunt. `WORKBOOK_FAST_REBUILD=explain` says which ran.
  /// The macOS CI job runs these (and XCTestLabTests, for XCTest): there a fallback fails them.
  @Suite("the built tests run by the bundle runner, not swift test")
  struct BundleRunnerTests {
    @Test("a check after a body edit, and its \"done holds\" re-run (Lab 90, Swift Testing)")
    func checkAndRerun() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      try bench.write(Lab90.green, to: Lab90.answer)
      let run = try await bench.run("check", "90", environment: ["WORKBOOK_FAST_REBUILD": "explain"])
      expect(run, exits: 0, showing: "1 of 1 tests passing")
      expectBundleRunner(run, ran: .swiftTesting, for: ["Lab90Fixture", "Lab90Fixture-again-1", "Lab90Fixture-again-2"])
    }

    @Test("a hunt: the learner's tests again on the correct code, then on each mutant (Lab 91)")
    func hunt() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      let run = try await bench.run("check", "91", environment: ["WORKBOOK_FAST_REBUILD": "explain"])
      expect(run, exits: 0, showing: "3 of 3 bugs caught")
      expectBundleRunner(run, ran: .swiftTesting, for: ["correct-1", "triples", "adds-two", "zero-is-one"])
    }
  }
}
