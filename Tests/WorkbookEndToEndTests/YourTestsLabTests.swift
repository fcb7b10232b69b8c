import Testing

extension EndToEnd {
  @Suite("a lab of kind tests: the learner's tests, on the correct code, then on the mutants")
  struct YourTestsLabTests {
    @Test("a placeholder failing on the correct code hunts nothing, and says why")
    func placeholderHuntsNothing() async throws {
      let run = try await Workbench.clean().run("check", "91")
      expect(
        run, exits: 1,
        showing: "no bugs hunted yet", "0 of 1 passing", "A placeholder fails on the correct code: placeholder()",
        "replace that placeholder with real tests", "write tests for double")
    }

    @Test("only tests green on the correct code count, and each mutant is named, caught or not")
    func onlyGreenTestsCount() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.oneTestAndPlaceholder, to: Lab91.tests)
      let run = try await bench.run("check", "91")
      expect(
        run, exits: 1,
        showing: "1 of 3 bugs caught", "caught      triples", "not caught  adds-two", "hint: try a number other than 2",
        "not caught  zero-is-one")
    }

    @Test("the hunt follows the learner's edit")
    func followsTheEdit() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.oneTestAndPlaceholder, to: Lab91.tests)
      _ = try await bench.run("check", "91")
      try bench.write(Lab91.twoTests, to: Lab91.tests)
      let run = try await bench.run("check", "91")
      expect(run, exits: 1, showing: "2 of 3 bugs caught", "not caught  zero-is-one", "hint: what about zero?")
    }

    @Test("the overview counts the bugs caught")
    func overviewCountsBugs() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.twoTests, to: Lab91.tests)
      _ = try await bench.run("check", "91")
      let run = try await bench.run()
      expect(run, exits: 0, showing: "2 of 3 bugs caught")
    }

    @Test("check --no-hunt runs the tests on the given code only")
    func noHunt() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.twoTests, to: Lab91.tests)
      let run = try await bench.run("check", "91", "--no-hunt")
      expect(run, exits: 1, showing: "(--no-hunt)", "2 of 2 passing", "hunt the bugs")
    }

    @Test("every mutant caught: the lab is done")
    func everyBugCaught() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      let run = try await bench.run("check", "91")
      expect(run, exits: 0, showing: "3 of 3 bugs caught", "your tests catch every bug")
    }
  }
}
