import Foundation

/// `workbook`: every lab with its status, a progress bar, the current lab and the next step.
struct Overview {
  let catalog: Catalog

  func run() throws -> Int32 {
    var progress = Progress.load(from: catalog)
    let git = Git(root: catalog.root)
    var rows: [[String]] = []
    var current: Lab?
    for lab in catalog.labs {
      let fingerprint = Fingerprint.of(lab, in: catalog)
      var record = progress.labs[lab.module].flatMap { $0.fingerprint == fingerprint ? $0 : nil }
      if record == nil, !git.isPristine("Labs/\(lab.module)") {
        // Changed since the last check (or never checked): check now rather than show a stale verdict.
        say("checking lab \(lab.tag) (changed since its last check) ...")
        // No mutant hunt here (Lab 11): the overview must stay quick; `check` hunts.
        var checker = Checker(catalog: catalog)
        checker.huntsMutants = false
        _ = try checker.check(lab)
        progress = Progress.load(from: catalog)
        record = progress.labs[lab.module]
      }
      if current == nil, record?.isDone != true { current = lab }
      rows.append([lab == current ? "→" : " ", lab.tag, lab.title, status(record)])
    }
    let done = catalog.labs.filter {
      progress.labs[$0.module]?.isDone == true && progress.labs[$0.module]?.fingerprint == Fingerprint.of($0, in: catalog)
    }.count
    say("Dependency injection and test doubles: a workbook in \(catalog.labs.count) labs")
    say()
    say(TextTable(header: ["", "lab", "title", "status"], rows: rows).rendered)
    say()
    say("\(Self.bar(done: done, of: catalog.labs.count))  \(done) of \(catalog.labs.count) labs done")
    say()
    if let current {
      say("Current: Lab \(current.tag) · \(current.title)")
      say("Next:    read \(current.chapter), edit Labs/\(current.module), then run: swift run workbook check \(current.number)")
    } else {
      say("Every lab is done. Well done. The chapters end with Going further sections for what comes next.")
    }
    return 0
  }

  private func status(_ record: LabRecord?) -> String {
    guard let record else { return "not started" }
    switch record.verdict {
    case .doesNotCompile: return "does not compile"
    case .crashed: return "crashed"
    case .timedOut: return "hung (timed out)"
    case .ran:
      if record.isDone { return "done ✓" }
      if let bugsCaught = record.bugsCaught { return bugsCaught }
      if record.mutants != nil, record.passing == record.tests {
        return "\(record.passing) of \(record.tests) tests passing, no hunt yet"
      }
      return "\(record.passing) of \(record.tests) tests passing"
    }
  }

  static func bar(done: Int, of total: Int, width: Int = 22) -> String {
    let filled = total == 0 ? 0 : done * width / total
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
  }
}

/// `workbook check <lab>`: build and run one lab's suite on the learner's copy.
struct CheckCommand {
  let catalog: Catalog
  let lab: Lab
  var timeLimit: Double = 30
  var huntsMutants = true

  func run() throws -> Int32 {
    var checker = Checker(catalog: catalog)
    checker.testTimeLimit = timeLimit
    checker.huntsMutants = huntsMutants
    checker.mutantProgress = { index, count, mutant in say("  your tests against mutant \(index) of \(count): \(mutant.slug) ...") }
    say("checking lab \(lab.tag) ...")
    let report = try checker.check(lab)
    for line in CheckPrinter(catalog: catalog).lines(for: report) { say(line) }
    return report.isGreen ? 0 : 1
  }
}

/// `workbook watch [<lab>]`: check again on every save, until interrupted.
struct WatchCommand {
  let catalog: Catalog
  let lab: Lab
  var pollInterval: Double = 0.1

  func run() throws -> Int32 {
    var last = ""
    while true {
      let now = Fingerprint.of(lab, in: catalog)
      if now != last {
        last = now
        // Clear the screen for a person; keep a log (or a pipe) free of escape codes.
        if isatty(STDOUT_FILENO) == 1 { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
        _ = try CheckCommand(catalog: catalog, lab: lab).run()
        say()
        say("watching Labs/\(lab.module) for changes; Ctrl-C to stop")
      }
      usleep(UInt32(pollInterval * 1_000_000))
    }
  }
}
