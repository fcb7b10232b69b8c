/// A verb of the command line, with its operands, options and help: the one place `--help`,
/// the global usage and the argument parser read them from.
///
/// ```swift
/// let verb = Verb.named("check")   // Verb.all holds every verb
/// say(verb.help)                   // what `swift run workbook check --help` prints
/// ```
struct Verb: Sendable {
  /// An option of a verb: a flag (`--all`) or one taking a value (`--timeout SECONDS`).
  struct Option: Sendable {
    let name: String
    /// The value's placeholder (`SECONDS`), or `nil` for a flag.
    var value: String? = nil
    /// Given more than once, each value counts (`verify --lab 1 --lab 2`).
    var repeatable = false
    let help: String
  }

  enum Audience: String, Sendable, CaseIterable {
    case learners, facilitators, maintainers
  }

  let name: String
  /// `[<lab>]`, `<lab> [<level>]`: how the operands read in the usage line.
  let operandsUsage: String
  /// How many operands the verb takes.
  let operands: ClosedRange<Int>
  var options: [Option] = []
  /// One line for the global usage.
  let summary: String
  /// The verb's own help, after its usage line and before its options.
  let details: String
  var audience = Audience.learners

  /// `check [<lab>] [--all] [--timeout SECONDS] [--no-hunt]`
  var synopsis: String {
    let options = options.map { option in "[\(option.name)\(option.value.map { " \($0)" } ?? "")]\(option.repeatable ? "..." : "")" }
    return ([name == "list" ? "[list]" : name, operandsUsage] + options).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `hint <lab> [<level>]`, `(none)` for the overview: the verb's line in the global usage.
  var shortUsage: String {
    name == "list" ? "(none)" : [name, operandsUsage].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// What `swift run workbook <verb> --help` prints.
  var help: String {
    var lines = ["usage: \(Invocation.command) \(synopsis)", "", summary.prefix(1).uppercased() + summary.dropFirst() + ".", ""]
    lines += details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if !options.isEmpty {
      lines += ["", "options:"]
      let width = options.map { optionLabel($0).count }.max() ?? 0
      for option in options {
        lines.append("  " + optionLabel(option).padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
      }
    }
    lines += ["", "All verbs: \(Invocation.typed("--help"))"]
    return lines.joined(separator: "\n")
  }

  private func optionLabel(_ option: Option) -> String {
    option.name + (option.value.map { " \($0)" } ?? "")
  }

  static func named(_ name: String) -> Verb? {
    all.first { $0.name == name }
  }

  static let labNaming = "A lab is named by number (1 or 01) or by name (Lab01NetworkingSeam, networkingseam)."
  static let timeoutOption = Option(
    name: "--timeout", value: "SECONDS", help: "stop a test run that gives no result for this long (default 30)")
  static let allOption = Option(name: "--all", help: "every failing test, task by task, not only the first")

  /// Every verb, in the order the global usage lists them.
  static let all: [Verb] = [
    Verb(
      name: "list", operandsUsage: "", operands: 0...0,
      summary: "every lab with its status, your progress, and the next step",
      details: """
        Labs changed since their last check are checked again first (without Lab 11's bug hunt),
        so a status is never stale.
        """),
    Verb(
      name: "check", operandsUsage: "[<lab>]", operands: 0...1,
      options: [
        allOption, timeoutOption, Option(name: "--no-hunt", help: "Lab 11: run your tests on the given code only, not on the mutants"),
      ],
      summary: "build and run a lab's tests on your copy in Labs/ (default: the current lab)",
      details: """
        Prints each task's passing tests and the first failure with its file and line (--all: every
        failure). The current lab is the first one not done. Exit 0 when the lab is green, 1 when not yet.
        \(labNaming)
        """),
    Verb(
      name: "watch", operandsUsage: "[<lab>]", operands: 0...1, options: [allOption, timeoutOption],
      summary: "check again on every save; moves on to the next lab when this one turns green",
      details: """
        The learner's loop: edit, save, read the verdict. Each check shows the time and its number.
        Without a lab it watches the current one (the first not done). Ctrl-C stops it.
        \(labNaming)
        """),
    Verb(
      name: "hint", operandsUsage: "[<lab>] [<level>]", operands: 0...2,
      options: [Option(name: "--task", value: "N", help: "hints for task N instead of your first failing one")],
      summary: "the next hint for your first unfinished task, gentle (1) to explicit",
      details: """
        Each call gives the next level; a level number gives that one again. Check the lab first: the
        hints follow your first failing task. On a finished lab it says so. Default: the current lab.
        \(labNaming)
        """),
    Verb(
      name: "reset", operandsUsage: "<lab>", operands: 1...1,
      summary: "restore the starter; your copy is kept in .workbook/backups/ first",
      details: """
        Also brings back a lab folder, or a file in it, that was deleted. The starter comes from the
        workbook's git history (a git clone). Undo with: \(Invocation.command) restore <lab>
        \(labNaming)
        """),
    Verb(
      name: "restore", operandsUsage: "<lab>", operands: 1...1,
      summary: "put your last backup of a lab back (undoes reset); the current copy is kept first",
      details: """
        Backups live in .workbook/backups/<Lab>-<n>/; restore puts back the newest one.
        \(labNaming)
        """),
    Verb(
      name: "solution", operandsUsage: "<lab>", operands: 1...1,
      options: [Option(name: "--force", help: "show it before the lab is green")],
      summary: "the reference solution, once the lab is green",
      details: """
        It teaches most once you have tried. Compare with yours: diff -ru Labs/<Lab> Solutions/<Lab>
        \(labNaming)
        """),
    Verb(
      name: "report", operandsUsage: "", operands: 0...0,
      options: [
        Option(name: "--json", value: "FILE", help: "also write your progress to FILE for your facilitator"),
        Option(name: "--name", value: "NAME", help: "the name on the report"),
        Option(name: "--merge", value: "FILE...", help: "facilitators: one table for the room from the learners' files"),
      ],
      summary: "your progress; facilitators merge the room's reports (--merge FILE...)",
      details: "", audience: .facilitators),
    Verb(
      name: "room", operandsUsage: "join <folder> | leave | <folder>", operands: 0...2,
      options: [
        Option(name: "--name", value: "NAME", help: "join: the name the facilitator sees"),
        Option(name: "--once", help: "<folder>: draw one frame and exit"),
        Option(name: "--html", value: "FILE", help: "<folder>: also keep a self-refreshing page for the projector"),
        Option(name: "--every", value: "SECONDS", help: "<folder>: redraw this often (default 5)"),
      ],
      summary: "learners join a shared folder once; facilitators watch who is stuck, live",
      details: """
        room join <folder>: from now on every check and watch writes your progress there (no code).
        room leave: stop. room <folder>: the facilitator's view, needs-help-first.
        """, audience: .facilitators),
    Verb(
      name: "guide", operandsUsage: "", operands: 0...0,
      options: [Option(name: "--check", help: "exit 1 when docs/facilitator.md is out of date, write nothing")],
      summary: "write docs/facilitator.md from its head, docs/facilitator/ and the mutants",
      details: "", audience: .maintainers),
    Verb(
      name: "verify", operandsUsage: "", operands: 0...0,
      options: [Option(name: "--lab", value: "N", repeatable: true, help: "verify only this lab (repeatable); default: every lab")],
      summary: "check the lab contract: starters fail cleanly, solutions pass, every mutant is caught",
      details: """
        Prints a table and ends with "verify: N passed, M failed". Exit 0 only when every lab passes.
        """,
      audience: .maintainers),
  ]

  /// What `swift run workbook --help` prints: every verb in one line, by audience.
  static var globalUsage: String {
    var lines = ["usage: \(Invocation.command) [<verb>] [<lab>] [options]"]
    let width = all.map(\.shortUsage.count).max() ?? 0
    for audience in Audience.allCases {
      lines += ["", "\(audience.rawValue):"]
      for verb in all where verb.audience == audience {
        lines.append("  " + verb.shortUsage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + verb.summary)
      }
    }
    lines += [
      "",
      labNaming,
      "Each verb's options: \(Invocation.command) <verb> --help",
      "",
      "exit codes: 0 done / green; 1 not yet (a red lab, a failed verify, a hidden solution);",
      "            2 usage error (unknown verb, lab or option); 3 the tool could not run (no swift, no git).",
    ]
    return lines.joined(separator: "\n")
  }
}
