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

    @Test("--help alone lists every verb with its operands")
    func globalHelp() async throws {
      let run = try await Workbench.clean().run("--help")
      expect(
        run, exits: 0,
        showing: "usage: swift run workbook [<verb>]", "check [<lab>]", "watch [<lab>]", "hint [<lab>] [<level>]",
        "reset <lab>", "restore <lab>", "solution <lab>", "report", "room join <folder>", "guide", "verify", "exit codes")
    }

    @Test(
      "each verb's --help is its own: its usage line and its options, not the global usage",
      arguments: [
        ("list", "usage: swift run workbook [list]"),
        ("check", "usage: swift run workbook check [<lab>] [--all] [--timeout SECONDS] [--no-hunt]"),
        ("watch", "usage: swift run workbook watch [<lab>] [--all] [--timeout SECONDS]"),
        ("hint", "usage: swift run workbook hint [<lab>] [<level>] [--task N]"),
        ("reset", "usage: swift run workbook reset <lab>"),
        ("restore", "usage: swift run workbook restore <lab>"),
        ("solution", "usage: swift run workbook solution <lab> [--all] [--force]"),
        ("report", "usage: swift run workbook report [--json FILE] [--name NAME] [--merge FILE...]"),
        ("room", "usage: swift run workbook room join <folder> [--name NAME]"),
        ("room join", "usage: swift run workbook room join <folder> [--name NAME]"),
        ("room leave", "usage: swift run workbook room leave"),
        ("guide", "usage: swift run workbook guide [--check]"),
        ("verify", "usage: swift run workbook verify [--lab N]..."),
      ])
    func helpOfEachVerb(verb: String, usage: String) async throws {
      let run = try await Workbench.clean().run(verb.split(separator: " ").map(String.init) + ["--help"])
      expect(run, exits: 0, showing: usage)
      #expect(!run.shows("learners:"), "the global usage instead of the verb's own\n\(run.transcript)")
    }

    @Test(
      "an unknown option is named, with the verb and where its options are",
      arguments: [
        (["check", "--frob"], "check"), (["watch", "1", "--frob"], "watch"), (["reset", "1", "--frob"], "reset"),
        (["solution", "1", "--frob"], "solution"), (["verify", "--frob"], "verify"), (["report", "--frob"], "report"),
        (["room", "join", "/tmp", "--frob"], "room join"), (["room", "/tmp", "--frob"], "room"),
      ])
    func unknownOption(words: [String], verb: String) async throws {
      let bench = try Workbench.clean()
      let run = try await bench.run(words)
      expect(run, exits: 2, showing: "unknown option '--frob' for \(verb); see swift run workbook \(verb) --help")
    }

    @Test(
      "an option without its value says which option and what value",
      arguments: [
        (["check", "90", "--timeout"], "--timeout needs a value (--timeout SECONDS)", "check --help"),
        (["report", "--merge"], "--merge needs a value (--merge FILE...)", "report --help"),
        (["room", "join", "/tmp", "--name"], "--name needs a value (--name NAME)", "room join --help"),
        (["room", "/tmp", "--html"], "--html needs a value (--html FILE)", "room --help"),
      ])
    func optionWithoutValue(words: [String], problem: String, help: String) async throws {
      let run = try await Workbench.clean().run(words)
      expect(run, exits: 2, showing: problem, help)
    }

    @Test("a second lab is named as unexpected")
    func tooManyLabs() async throws {
      let run = try await Workbench.clean().run("check", "1", "2")
      expect(run, exits: 2, showing: "unexpected '2'", "check --help")
    }

    @Test("a verb that needs a lab says so")
    func missingLab() async throws {
      let run = try await Workbench.clean().run("reset")
      expect(run, exits: 2, showing: "reset needs <lab>", "reset --help")
    }

    @Test("room join without a folder says what the folder is")
    func missingFolder() async throws {
      let run = try await Workbench.clean().run("room", "join")
      expect(run, exits: 2, showing: "room join needs <folder> (the room's folder", "room join --help")
    }
  }
}
