/// A verb of the command line, with its operands, options and help: the one place `--help`,
/// the global usage and the argument parser read them from.
///
/// ```swift
/// let verb = Verb.named("check")   // Verb.all holds every verb
/// say(verb.help)                   // what `swift run workbook check --help` prints
/// verb.form(for: ["join", "/r"])   // room's form `room join`, with ["/r"] left to parse
/// ```
struct Verb: Sendable {
  /// An option of a verb: a flag (`--all`), one taking a value (`--timeout SECONDS`), or one
  /// taking every word after it up to the next option (`--merge FILE...`).
  struct Option: Sendable {
    let name: String
    /// The value's placeholder (`SECONDS`), or `nil` for a flag.
    var value: String? = nil
    /// Given more than once, each value counts (`verify --lab 1 --lab 2`).
    var repeatable = false
    /// Takes one or more values: every word after it that is not an option (`--merge a.json b.json`);
    /// given again, it adds to the list.
    var takesList = false
    let help: String

    /// `--timeout SECONDS`, `--merge FILE...`, `--all`: the option as its help and messages show it.
    var label: String {
      name + (value.map { " \($0)" + (takesList ? "..." : "") } ?? "")
    }
  }

  enum Audience: String, Sendable, CaseIterable {
    case learners, facilitators, maintainers
  }

  /// The words that name it: `check`, or a form's `room join`.
  let name: String
  /// `[<lab>]`, `<lab> [<level>]`: how the operands read in the usage line.
  let operandsUsage: String
  /// How many operands the verb takes.
  let operands: ClosedRange<Int>
  /// What an operand is, said when one is missing.
  var operandsNote = "a lab is a number like 1, or a name like Lab01NetworkingSeam"
  var options: [Option] = []
  /// One line for the global usage.
  let summary: String
  /// The verb's own help, after its usage line and before its options.
  let details: String
  var audience = Audience.learners
  /// Forms a first word picks, each with its own operands, options and help (`room join`,
  /// `room leave`); words that name none are this verb's own.
  var forms: [Verb] = []

  /// `check [<lab>] [--all] [--timeout SECONDS] [--no-hunt]`
  var synopsis: String {
    let options = options.map { option in "[\(option.label)]\(option.repeatable ? "..." : "")" }
    return ([name == "list" ? "[list]" : name, operandsUsage] + options).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `hint <lab> [<level>]`, `(none)` for the overview, `room join <folder> | leave | [<folder>]`:
  /// the verb's line in the global usage.
  var shortUsage: String {
    guard name != "list" else { return "(none)" }
    guard !forms.isEmpty else { return [name, operandsUsage].filter { !$0.isEmpty }.joined(separator: " ") }
    // `room join <folder> | leave | [<folder>]`: the verb's name once, then each form's own words.
    let rest = forms.dropFirst().map { String($0.shortUsage.dropFirst(name.count + 1)) } + [operandsUsage]
    return ([forms[0].shortUsage] + rest).joined(separator: " | ")
  }

  /// What `swift run workbook <verb> --help` prints.
  var help: String {
    let usages = (forms + [self]).map { "\(Invocation.command) \($0.synopsis)" }
    var lines = ["usage: " + usages[0]] + usages.dropFirst().map { "   or: " + $0 }
    lines += ["", summary.prefix(1).uppercased() + summary.dropFirst() + "."]
    if !details.isEmpty { lines += [""] + details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    if !options.isEmpty {
      lines += ["", "options:"]
      let width = options.map(\.label.count).max() ?? 0
      for option in options {
        lines.append("  " + option.label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
      }
    }
    lines.append("")
    if !forms.isEmpty {
      lines.append("Each form's options: " + forms.map { Invocation.typed("\($0.name) --help") }.joined(separator: ", "))
    }
    lines.append("All verbs: \(Invocation.typed("--help"))")
    return lines.joined(separator: "\n")
  }

  /// The form `words` pick, with the words left for it: `room join <folder>` is the form
  /// `room join` with `<folder>`; words whose first names no form are this verb's own.
  func form(for words: [String]) -> (verb: Verb, rest: ArraySlice<String>) {
    guard let first = words.first, let form = forms.first(where: { $0.name == "\(name) \(first)" }) else { return (self, words[...]) }
    return (form, words.dropFirst())
  }

  static func named(_ name: String) -> Verb? {
    all.first { $0.name == name }
  }

  static let roomFolder = "the room's folder: one you and the facilitator both see, shared, synced or mounted"
  static let labNaming = "A lab is named by number (1 or 01) or by name (Lab01NetworkingSeam, networkingseam)."
  static let timeoutOption = Option(
    name: "--timeout", value: "SECONDS", help: "stop a test run that gives no result for this long (default: the lab's own, 4 s or more)")
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
      summary: "build and run a lab's tests on your copy in \(Layout.labs)/ (default: the current lab)",
      details: """
        Prints each task's passing tests and the first failure with its file and line (--all: every
        failure). Default: the lab whose folder you are in, else the current lab (the first not done). Exit 0 when the lab is green, 1 when not yet.
        \(labNaming)
        """),
    Verb(
      name: "watch", operandsUsage: "[<lab>]", operands: 0...1, options: [allOption, timeoutOption],
      summary: "check again on every save; moves on to the first lab not done when this one turns green",
      details: """
        The learner's loop: edit, save, read the verdict. Each check shows the time and its number.
        Without a lab it watches the one whose folder you are in, else the current one (the first not
        done). Ctrl-C stops it.
        \(labNaming)
        """),
    Verb(
      name: "hint", operandsUsage: "[<lab>] [<level>]", operands: 0...2,
      options: [Option(name: "--task", value: "N", help: "hints for task N instead of your first failing one")],
      summary: "the next hint for your first unfinished task, gentle (1) to explicit",
      details: """
        Each call gives the next level; a level number gives that one again. Check the lab first: the
        hints follow your first failing task. On a finished lab it says so. Default: the lab whose folder you
        are in, else the current lab.
        \(labNaming)
        """),
    Verb(
      name: "reset", operandsUsage: "<lab>", operands: 1...1,
      summary: "restore the starter; your copy is kept in \(Layout.backups)/ first",
      details: """
        Also brings back a lab folder, or a file in it, that was deleted. The starter comes from the
        workbook's git history (a git clone). Undo with: \(Invocation.command) restore <lab>
        \(labNaming)
        """),
    Verb(
      name: "restore", operandsUsage: "<lab>", operands: 1...1,
      summary: "put your last backup of a lab back (undoes reset); the current copy is kept first",
      details: """
        Backups live in \(Layout.backups)/<Lab>-<n>/; restore puts back the newest one.
        \(labNaming)
        """),
    Verb(
      name: "solution", operandsUsage: "<lab>", operands: 1...1,
      options: [
        Option(name: "--all", help: "every file of the reference, whole, not only where yours differs"),
        Option(name: "--force", help: "show it before the lab is green"),
      ],
      summary: "the reference solution, once the lab is green: where it differs from yours",
      details: """
        It teaches most once you have tried. Each file that differs from your copy is shown as a
        diff (yours -, the reference +); files that are the same are named, not printed.
        \(labNaming)
        """),
    Verb(
      name: "doctor", operandsUsage: "", operands: 0...0,
      options: [Option(name: "--no-check", help: "the tools only: do not build and check the first lab")],
      summary: "is this laptop ready for the workshop? the tools, the clone, then one check of Lab 01",
      details: """
        Checks the system (macOS 15 or later), the selected Xcode and its Swift (6.0 or later, with
        XCTest: not only the Command Line Tools), git, that this is a git clone, and free disk; then
        builds and checks the first lab once. Ends with one line to show the facilitator, "ready: ...",
        or each problem with what to do. Exit 0 ready, 1 not ready, 3 when its check could not run.
        """),
    Verb(
      name: "report", operandsUsage: "", operands: 0...0,
      options: [
        Option(name: "--json", value: "FILE", help: "also write your progress to FILE for your facilitator"),
        Option(name: "--name", value: "NAME", help: "the name on the report"),
        Option(name: "--merge", value: "FILE", takesList: true, help: "facilitators: one table for the room from the learners' files"),
      ],
      summary: "your progress; facilitators merge the room's reports (--merge FILE...)",
      details: """
        --json writes the record a room folder holds, for rooms without a shared folder: each learner
        hands the file over; --merge shows them as the room view does (a learner found twice counts once).
        """, audience: .facilitators),
    Verb(
      name: "room", operandsUsage: "[<folder>]", operands: 0...1, operandsNote: roomFolder,
      options: [
        Option(name: "--once", help: "draw one frame and exit"),
        Option(name: "--html", value: "FILE", help: "also keep a self-refreshing page for the projector"),
        Option(name: "--every", value: "SECONDS", help: "redraw this often (default 5)"),
        Option(name: "--anonymous", help: "pseudonyms instead of names on the page (the terminal shows both)"),
      ],
      summary: "learners join a shared folder once; facilitators watch who is stuck, live",
      details: """
        room join <folder>: from now on every check and watch writes your progress there (no code).
        room leave: stop. room <folder>: the facilitator's view, needs-help-first, with the options
        below. room alone: the room you are in (kept in \(Layout.roomMembership)).
        """, audience: .facilitators,
      forms: [
        Verb(
          name: "room join", operandsUsage: "<folder>", operands: 1...1, operandsNote: roomFolder,
          options: [
            Option(name: "--name", value: "NAME", help: "the name the facilitator sees (default: your git user.name, or your login)")
          ],
          summary: "join the room: from now on every check and watch writes your progress to <folder>",
          details: """
            What goes there: the lab you checked last, tests passing per task, the first failing test,
            hints taken. Never your code. Joining again keeps your id; the room is kept in \(Layout.roomMembership).
            """, audience: .learners),
        Verb(
          name: "room leave", operandsUsage: "", operands: 0...0,
          summary: "leave the room: your file there is removed and checks write nothing more",
          details: "", audience: .learners),
      ]),
    Verb(
      name: "guide", operandsUsage: "", operands: 0...0,
      options: [Option(name: "--check", help: "exit 1 when \(Layout.guide) is out of date, write nothing")],
      summary: "write \(Layout.guide) from its head, docs/facilitator/ and the mutants",
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
