import Testing

extension EndToEnd {
  @Suite("the command line: verbs, labs, options")
  struct CommandLineTests {
    @Test("an unknown verb exits 2 and names the valid verbs")
    func unknownVerb() async throws {
      let run = try await Workbench.clean().run("frobnicate")
      expect(run, exits: 2, showing: "unknown verb 'frobnicate'", "check")
    }

    @Test("an unknown lab exits 2 and lists the labs")
    func unknownLab() async throws {
      let run = try await Workbench.clean().run("check", "77")
      expect(run, exits: 2, showing: "no lab '77'", "1 (Lab01NetworkingSeam)")
    }

    @Test("--help on a verb prints a usage and exits 0")
    func helpOnAVerb() async throws {
      let run = try await Workbench.clean().run("check", "--help")
      expect(run, exits: 0, showing: "usage: swift run workbook")
    }

    @Test("a hint level that is not a number exits 2")
    func badHintLevel() async throws {
      let run = try await Workbench.clean().run("hint", "1", "zero")
      expect(run, exits: 2, showing: "hint level")
    }
  }
}
