import Foundation

/// The `workbook` command line: parses the verb and hands it to the command that does it.
public struct Workbook {
  let arguments: [String]

  public init(arguments: [String]) {
    self.arguments = arguments
  }

  static let usage = """
    usage: swift run workbook [<verb>] [<lab>] [options]

    learners:
      (none)                 every lab with its status, your progress, and the next step
      check <lab>            build and run the lab's tests on your copy in Labs/; --timeout SECONDS (30);
                             Lab 11: --no-hunt runs your tests on the given code only, not the mutants
      watch [<lab>]          check again on every save, until Ctrl-C (default: the current lab)
      hint [<lab>] [<level>] the next hint for your first unfinished task, gentle to explicit;
                             --task N for another task (default: the current lab)
      reset <lab>            restore the starter; your copy is kept in .workbook/backups/
      solution <lab>         the reference, once the lab is green (--force to see it before)
      report                 your progress; --json FILE writes it for your facilitator, --name NAME
    facilitators:
      report --merge FILE... one table for the room: who is on which lab, where most are stuck
      room join <folder>     (learners) every check writes your progress there; --name NAME; room leave
      room <folder>          the live room view; --once, --html FILE (a page for the projector), --every SECONDS
    maintainers:
      verify [--lab N]...    check the lab contract: starters fail cleanly, solutions pass,
                             every mutant is caught
      guide [--check]        write docs/facilitator.md from its head, docs/facilitator/ and the mutants;
                             --check: exit 1 when it is out of date

    A lab is named by number (1 or 01) or by name (Lab01NetworkingSeam, networkingseam).
    Every verb takes --help.

    exit codes: 0 done / green; 1 not yet (a red lab, a failed verify, a hidden solution);
                2 usage error (unknown verb, lab or option); 3 the tool could not run (no swift, no git).
    """

  static let verbs = ["list", "check", "watch", "hint", "reset", "solution", "report", "room", "verify", "guide"]

  public func run() throws -> Int32 {
    var rest = arguments
    let verb = rest.isEmpty || rest[0].hasPrefix("-") ? "list" : rest.removeFirst()
    if rest.contains("--help") || rest.contains("-h") || verb == "help" {
      say(Self.usage)
      return 0
    }
    guard Self.verbs.contains(verb) else {
      throw WorkbookError.usage(
        "unknown verb '\(verb)'. Valid verbs: \(Self.verbs.joined(separator: ", ")) (see swift run workbook --help)")
    }
    let catalog = try Catalog(root: try Self.findRoot())
    Subprocess.forwardInterrupts()
    switch verb {
    case "check":
      var timeLimit: Double = 30
      if let index = rest.firstIndex(of: "--timeout") {
        guard rest.indices.contains(index + 1), let seconds = Double(rest[index + 1]), seconds > 0 else {
          throw WorkbookError.usage("--timeout needs a number of seconds")
        }
        timeLimit = seconds
        rest.removeSubrange(index...index + 1)
      }
      let hunts = !rest.contains("--no-hunt")
      rest.removeAll { $0 == "--no-hunt" }
      let lab = try catalog.lab(named: try Self.one(rest, verb: verb))
      return try CheckCommand(catalog: catalog, lab: lab, timeLimit: timeLimit, huntsMutants: hunts).run()
    case "watch":
      let lab = try rest.isEmpty ? currentLab(in: catalog) : catalog.lab(named: try Self.one(rest, verb: verb))
      return try WatchCommand(catalog: catalog, lab: lab).run()
    case "hint":
      return try HintCommand(catalog: catalog, arguments: rest, currentLab: { try currentLab(in: catalog) }).run()
    case "reset":
      return try ResetCommand(catalog: catalog, lab: try catalog.lab(named: try Self.one(rest, verb: verb))).run()
    case "solution":
      let force = rest.contains("--force")
      rest.removeAll { $0 == "--force" }
      return try SolutionCommand(catalog: catalog, lab: try catalog.lab(named: try Self.one(rest, verb: verb)), force: force).run()
    case "report":
      return try ReportCommand(catalog: catalog, arguments: rest).run()
    case "room":
      return try RoomCommand(catalog: catalog, arguments: rest).run()
    case "verify":
      return try VerifyCommand(catalog: catalog, arguments: rest).run()
    case "guide":
      return try GuideCommand(catalog: catalog, arguments: rest).run()
    default:
      try Self.expectNoArguments(rest, verb: verb)
      return try Overview(catalog: catalog).run()
    }
  }

  /// The first lab not yet done, by the progress file.
  private func currentLab(in catalog: Catalog) throws -> Lab {
    let progress = Progress.load(from: catalog)
    guard let lab = catalog.labs.first(where: { progress.labs[$0.module]?.isDone != true }) ?? catalog.labs.first else {
      throw WorkbookError.usage("this workbook has no labs")
    }
    return lab
  }

  static func one(_ arguments: [String], verb: String) throws -> String {
    guard arguments.count == 1, let name = arguments.first, !name.hasPrefix("-") else {
      throw WorkbookError.usage("usage: swift run workbook \(verb) <lab> (a number like 1, or a name like Lab01NetworkingSeam)")
    }
    return name
  }

  static func expectNoArguments(_ arguments: [String], verb: String) throws {
    if let first = arguments.first {
      throw WorkbookError.usage("'\(verb)' takes no argument '\(first)' (see swift run workbook \(verb) --help)")
    }
  }

  /// The workbook's folder: the nearest one, upwards from here, with `labs.json` and `Package.swift`.
  static func findRoot() throws -> URL {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      let manager = FileManager.default
      if manager.fileExists(atPath: folder.appendingPathComponent("labs.json").path),
        manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path {
        throw WorkbookError.usage("not inside the workbook: cd into the folder that has Package.swift and labs.json")
      }
      folder = parent
    }
  }
}

/// `workbook verify [--lab N]...`
struct VerifyCommand {
  let catalog: Catalog
  let arguments: [String]

  func run() throws -> Int32 {
    var labs: [Lab] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard argument == "--lab", let name = rest.popFirst() else {
        throw WorkbookError.usage("verify takes --lab N (repeatable); unexpected '\(argument)'")
      }
      labs.append(try catalog.lab(named: name))
    }
    if labs.isEmpty { labs = catalog.labs }
    let verdicts = try Verifier(catalog: catalog).verify(labs)
    say()
    say(LabVerdict.table(verdicts))
    let problems = verdicts.flatMap(\.problems)
    if !problems.isEmpty {
      say("\nproblems:")
      for problem in problems { say("  - \(problem)") }
    }
    let passed = verdicts.filter(\.passed).count
    say("\nverify: \(passed) passed, \(verdicts.count - passed) failed")
    return passed == verdicts.count ? 0 : 1
  }
}
