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

/// `workbook hint <lab> [<level>]`: hints for the first unfinished task, gentle first.
struct HintCommand {
  let catalog: Catalog
  let lab: Lab
  let level: Int

  func run() throws -> Int32 {
    let chapter = catalog.url(lab.chapter)
    guard let text = try? String(contentsOf: chapter, encoding: .utf8) else {
      throw WorkbookError.environment("cannot read \(lab.chapter)")
    }
    let hints = Hints.parse(text)
    let record = Progress.load(from: catalog).labs[lab.module]
    let task = record?.failingTask.flatMap { hints[$0] != nil ? $0 : nil } ?? hints.keys.min()
    guard let task, let items = hints[task], !items.isEmpty else {
      say("Lab \(lab.tag) has no hints; read \(lab.chapter).")
      return 0
    }
    let shown = min(max(level, 1), items.count)
    say(
      "Lab \(lab.tag), Task \(task): hint \(shown) of \(items.count)\(record == nil ? " (check the lab first to get hints for where you are)" : "")"
    )
    for (index, item) in items.prefix(shown).enumerated() {
      say()
      say("\(index + 1). \(item)")
    }
    say()
    if shown < items.count {
      say("More explicit: swift run workbook hint \(lab.number) \(shown + 1)")
    } else {
      say("That is the last hint for this task. The chapter: \(lab.chapter)")
    }
    return 0
  }
}

/// The chapter's `## Hints` section: `### Task N` headings over numbered items.
enum Hints {
  static func parse(_ markdown: String) -> [Int: [String]] {
    var hints: [Int: [String]] = [:]
    var inHints = false
    var task: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        inHints = line.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("hints")
        task = nil
        continue
      }
      guard inHints else { continue }
      if line.hasPrefix("### ") {
        let heading = line.dropFirst(4).drop { !$0.isNumber }
        task = Int(heading.prefix { $0.isNumber })
        continue
      }
      guard let task else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let dot = trimmed.firstIndex(of: "."), !trimmed.isEmpty, trimmed[..<dot].allSatisfy(\.isNumber), dot != trimmed.startIndex {
        hints[task, default: []].append(trimmed[trimmed.index(after: dot)...].trimmingCharacters(in: .whitespaces))
      } else if !trimmed.isEmpty || line.hasPrefix("   "), var items = hints[task], let lastItem = items.popLast() {
        items.append(lastItem + "\n   " + line.trimmingCharacters(in: .init(charactersIn: " ")))
        hints[task] = items
      }
    }
    return hints.mapValues { $0.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } }
  }
}
