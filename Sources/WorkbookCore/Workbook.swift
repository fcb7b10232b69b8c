import Foundation

/// The `workbook` command line: parses the verb and hands it to the command that does it.
public struct Workbook {
  let arguments: [String]

  public init(arguments: [String]) {
    self.arguments = arguments
  }

  static let usage = """
    usage: swift run workbook [<verb>] [<lab>] [options]

    verbs:
      (none)              list the labs with your progress and the next step
      verify [--lab N]    maintainers: check the lab contract for every lab (or lab N)

    A lab is named by number (1 or 01) or by name (Lab01NetworkingSeam, networkingseam).
    Every verb takes --help.

    exit codes: 0 done / green, 1 not yet (red tests, a failed verify),
                2 usage error (unknown verb, lab or option), 3 the tool could not run.
    """

  public func run() throws -> Int32 {
    var rest = arguments
    let verb = rest.isEmpty || rest[0].hasPrefix("-") ? "list" : rest.removeFirst()
    if rest.contains("--help") || rest.contains("-h") || verb == "help" {
      say(Self.usage)
      return 0
    }
    let catalog = try Catalog(root: try Self.findRoot())
    switch verb {
    case "list":
      try Self.expectNoArguments(rest, verb: verb)
      return List(catalog: catalog).run()
    case "verify":
      return try VerifyCommand(catalog: catalog, arguments: rest).run()
    default:
      throw WorkbookError.usage("unknown verb '\(verb)'. Valid verbs: list, verify (see swift run workbook --help)")
    }
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

/// `workbook`: the labs in order.
struct List {
  let catalog: Catalog

  func run() -> Int32 {
    say("Dependency injection and test doubles: a workbook in \(catalog.labs.count) labs\n")
    let rows = catalog.labs.map { [$0.tag, $0.title, "\($0.minutes) min", $0.chapter] }
    say(TextTable(header: ["lab", "title", "time", "chapter"], rows: rows).rendered)
    say("\nStart with the first chapter, then edit Labs/ until its suite is green.")
    return 0
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
