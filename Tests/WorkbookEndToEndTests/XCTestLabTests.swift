import Testing

extension EndToEnd {
  /// A lab whose suite is XCTest, as the real Lab 08's is (Lab 92 of `Tests/Fixtures`, in a
  /// workbench of its own): the check reads XCTest's console as it reads Swift Testing's events,
  /// the "done holds" re-run and the fast rebuild run it, and on a Mac `xctest` runs it.
  @Suite("check: a lab whose suite is XCTest")
  struct XCTestLabTests {
    static let log = ".build/workbook/check/results/Lab92Fixture.log"

    @Test("the starter: red, naming the first failing XCTest test, its task, file and line, and its message")
    func starter() async throws {
      let run = try await Workbench.cleanXCTest().run("check", "92")
      expect(
        run, exits: 1,
        showing: "0 of 2 tests passing", "✗  Task 1: greeting  0/1", "First failure: test_greeting_namesThePerson",
        "Tests/Lab92FixtureTests/Lab92Task1GreetingTests.swift:6", "from greeting(for:)", "the TODO: Task 1 markers")
    }

    @Test("Task 1 done: the check moves on to Task 2 and names its failing test")
    func secondTask() async throws {
      let bench = try Workbench.cleanXCTest()
      try bench.write(Lab92.taskOneDone, to: Lab92.greeting)
      let run = try await bench.run("check", "92")
      expect(
        run, exits: 1,
        showing: "1 of 2 tests passing", "✓  Task 1: greeting  1/1", "✗  Task 2: farewell  0/1",
        "First failure: test_farewell_namesThePerson", "Tests/Lab92FixtureTests/Lab92Task2FarewellTests.swift:6",
        "the TODO: Task 2 markers")
    }

    @Test("green: done, and \"done\" holds on runs again that the bundle runner starts, not swift test")
    func green() async throws {
      let bench = try Workbench.cleanXCTest()
      try bench.write(Lab92.green, to: Lab92.greeting)
      let run = try await bench.run("check", "92", environment: ["WORKBOOK_FAST_REBUILD": "explain"])
      expect(run, exits: 0, showing: "2 of 2 tests passing", "done")
      expectBundleRunner(run, ran: .xctest, for: ["Lab92Fixture-again-1", "Lab92Fixture-again-2"])
    }

    @Test("body edits take the fast rebuild: red then green, each run by the bundle runner")
    func fastRebuild() async throws {
      let bench = try Workbench.cleanXCTest()
      try bench.write(Lab92.green, to: Lab92.greeting)
      _ = try await bench.run("check", "92")
      try bench.write(Lab92.farewellBroken, to: Lab92.greeting)
      let red = try await bench.run("check", "92", environment: ["WORKBOOK_FAST_REBUILD": "explain"])
      expect(red, exits: 1, showing: "1 of 2 tests passing", "✗  Task 2: farewell  0/1", "First failure: test_farewell_namesThePerson")
      #expect(try !bench.read(Self.log).contains("Building for debugging"), "a body edit takes the fast rebuild\n\(red.transcript)")
      expectBundleRunner(red, ran: .xctest, for: ["Lab92Fixture"])
      try bench.write(Lab92.greenAgain, to: Lab92.greeting)
      let green = try await bench.run("check", "92", environment: ["WORKBOOK_FAST_REBUILD": "explain"])
      expect(green, exits: 0, showing: "2 of 2 tests passing", "done")
      #expect(try !bench.read(Self.log).contains("Building for debugging"), "a body edit takes the fast rebuild\n\(green.transcript)")
      expectBundleRunner(green, ran: .xctest, for: ["Lab92Fixture", "Lab92Fixture-again-1", "Lab92Fixture-again-2"])
    }
  }
}
