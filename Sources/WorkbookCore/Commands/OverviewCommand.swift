import Foundation

/// `workbook` (or `workbook list`): every lab with its status, a progress bar, the current lab and
/// the next step. A lab changed since its last check is checked first, so no status is stale.
struct OverviewCommand {
  let catalog: Catalog

  func run() throws -> Int32 {
    var progress = Progress.load(from: catalog)
    let starter = Starter(catalog: catalog)
    let changed = starter.changedFiles()
    // Without git history (a ZIP download) nothing tells an untouched lab from an edited one:
    // a lab never checked then stays "not started" rather than every lab being built here.
    let knowsStarters = starter.commit != nil
    var rows: [[String]] = []
    var deleted: [Deletions] = []
    for lab in catalog.labs {
      let deletions = starter.deletions(of: lab)
      let status = catalog.status(of: lab, in: progress)
      let mayHaveChanged = status.isChanged || status == .notStarted && knowsStarters
      if mayHaveChanged, !deletions.folderMissing, Starter.isTouched(lab, among: changed) {
        // Changed since the last check (or never checked): check now rather than show a stale verdict.
        say("checking lab \(lab.tag) (changed since its last check) ...")
        // No mutant hunt here (Lab 11): the overview must stay quick; `check` hunts.
        var checker = Checker(catalog: catalog)
        checker.huntsMutants = false
        _ = try checker.check(lab)
        progress = Progress.load(from: catalog)
      }
      let now = catalog.status(of: lab, in: progress)
      // A done lab without a starter-only file needs no way back; anything else gets one.
      if deletions.mayStopAVerdict || !deletions.isEmpty && !now.isDone { deleted.append(deletions) }
      rows.append([lab.tag, lab.title, now.words(deleted: deletions)])
    }
    let current = catalog.currentLab(in: progress)
    let done = catalog.labs.filter { catalog.isDone($0, in: progress) }.count
    say("Dependency injection and test doubles: a workbook in \(catalog.labs.count) labs")
    say()
    let marked = zip(catalog.labs, rows).map { lab, row in [lab == current ? "→" : " "] + row }
    say(TextTable(header: ["", "lab", "title", "status"], rows: marked).rendered)
    say()
    say("\(Self.bar(done: done, of: catalog.labs.count))  \(done) of \(catalog.labs.count) labs done")
    for deletions in deleted {
      say()
      say("Lab \(deletions.lab.tag): " + deletions.lines.joined(separator: "\n        "))
    }
    say()
    if let current {
      say("Current: Lab \(current.tag) · \(current.title)")
      say("Next:    read \(current.chapter) and edit \(Layout.learnerFolder(of: current));")
      say("         \(Invocation.typed("watch")) checks it on every save (once: \(Invocation.typed("check \(current.number)")))")
    } else {
      say("Every lab is done. Well done. The chapters end with Going further sections for what comes next.")
    }
    return 0
  }

  static func bar(done: Int, of total: Int, width: Int = 22) -> String {
    let filled = total == 0 ? 0 : done * width / total
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
  }
}
