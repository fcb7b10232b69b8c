import Foundation

/// The `workbook` command line: finds the verb, answers `--help`, parses the verb's arguments
/// (`Arguments`, by the verb's entry in `Verb.all`) and hands them to the command that does it.
public struct Workbook {
  let arguments: [String]

  public init(arguments: [String]) {
    self.arguments = arguments
  }

  public func run() throws -> Int32 {
    var rest = arguments
    // No verb, or an option first: the overview (`list`).
    let name = rest.first.map { !$0.hasPrefix("-") } == true ? rest.removeFirst() : "list"
    let asksForHelp = rest.contains("--help") || rest.contains("-h")
    if name == "help" || name == "list" && asksForHelp && arguments.first != "list" {
      say(Verb.globalUsage)
      return 0
    }
    guard let verb = Verb.named(name) else {
      // `list` is the overview's name; `--help` shows it as the bare command, so leave it out here.
      let names = Verb.all.map(\.name).filter { $0 != "list" }.joined(separator: ", ")
      throw WorkbookError.usage("unknown verb '\(name)'. Valid verbs: \(names) (see \(Invocation.typed("--help")))")
    }
    if asksForHelp {
      say(verb.form(for: rest).verb.help)
      return 0
    }
    let parsed = try Arguments(rest, for: verb)
    let catalog = try Catalog(root: try Self.findRoot())
    Subprocess.forwardInterrupts()
    switch verb.name {
    case "check":
      guard let lab = try lab(parsed, in: catalog, verb: verb) else { return 0 }
      var command = CheckCommand(catalog: catalog, lab: lab)
      command.timeLimit = try parsed.value("--timeout").map { _ in try parsed.seconds("--timeout", default: 0) }
      command.huntsMutants = !parsed.has("--no-hunt")
      command.showsAllFailures = parsed.has("--all")
      return try command.run()
    case "watch":
      guard let lab = try lab(parsed, in: catalog, verb: verb) else { return 0 }
      var command = WatchCommand(catalog: catalog, lab: lab)
      // A lab named, or the one whose folder you are in, is the one you mean: a done one stays watched.
      let meant = parsed.lab != nil || FolderLab.here(in: catalog) == lab
      command.staysWhileGreen = meant && catalog.isDone(lab, in: Progress.load(from: catalog))
      command.timeLimit = try parsed.value("--timeout").map { _ in try parsed.seconds("--timeout", default: 0) }
      command.showsAllFailures = parsed.has("--all")
      return try command.run()
    case "hint":
      return try HintCommand(catalog: catalog, arguments: parsed) {
        guard let lab = try lab(parsed, in: catalog, verb: verb) else { throw WorkbookError.usage("name a lab: every lab is done") }
        return lab
      }.run()
    case "reset":
      return try ResetCommand(catalog: catalog, lab: try catalog.lab(named: parsed.lab ?? "")).run()
    case "restore":
      return try RestoreCommand(catalog: catalog, lab: try catalog.lab(named: parsed.lab ?? "")).run()
    case "solution":
      let lab = try catalog.lab(named: parsed.lab ?? "")
      return try SolutionCommand(catalog: catalog, lab: lab, force: parsed.has("--force"), all: parsed.has("--all")).run()
    case "doctor":
      return try DoctorCommand(catalog: catalog, checksLab: !parsed.has("--no-check")).run()
    case "report":
      return try ReportCommand(catalog: catalog, arguments: parsed).run()
    case "room":
      return try RoomCommand(catalog: catalog, arguments: parsed).run()
    case "guide":
      return try GuideCommand(catalog: catalog, checksOnly: parsed.has("--check")).run()
    case "verify":
      return try VerifyCommand(catalog: catalog, labs: try parsed.values("--lab").map(catalog.lab(named:))).run()
    default:
      return try OverviewCommand(catalog: catalog).run()
    }
  }

  /// The lab named on the command line, else the lab whose folder the tool runs in (`FolderLab`),
  /// else the current lab (the first not done); `nil`, after saying so, when none is named and
  /// every lab is done.
  private func lab(_ arguments: Arguments, in catalog: Catalog, verb: Verb) throws -> Lab? {
    if let name = arguments.lab { return try catalog.lab(named: name) }
    if let here = FolderLab.here(in: catalog) { return here }
    if let current = catalog.currentLab(in: Progress.load(from: catalog)) { return current }
    guard let first = catalog.labs.first else { throw WorkbookError.usage("this workbook has no labs") }
    say("Every lab is done. Well done. To \(verb.name) one again, name it: \(Invocation.typed("\(verb.name) \(first.number)"))")
    return nil
  }

  /// The workbook's folder: the nearest one, upwards from here, with `labs.json` and `Package.swift`.
  static func findRoot() throws -> URL {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      let manager = FileManager.default
      if [Layout.catalog, Layout.manifest].allSatisfy({ manager.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path {
        throw WorkbookError.usage("not inside the workbook: cd into the folder that has \(Layout.manifest) and \(Layout.catalog)")
      }
      folder = parent
    }
  }
}
