import Foundation

/// `workbook` (or `workbook list`): every lab with its status, a progress bar, the current lab and
/// the next step. It shows what it knows and checks nothing (a check can take seconds, a hang
/// many): a lab changed since its last check says so, with the command that checks it.
struct OverviewCommand {
  let catalog: Catalog

  func run() throws -> Int32 {
    let progress = Progress.load(from: catalog)
    let starter = Starter(catalog: catalog)
    let changed = starter.changedFiles()
    // Without git history (a ZIP download) nothing tells an untouched lab from an edited one:
    // a lab never checked then stays "not started" rather than every lab being built here.
    let knowsStarters = starter.commit != nil
    var rows: [[String]] = []
    var deleted: [Deletions] = []
    var unchecked: [Lab] = []
    for lab in catalog.labs {
      let deletions = starter.deletions(of: lab)
      let now = catalog.status(of: lab, in: progress)
      // A lab edited but never checked says so; without git history nothing tells it apart.
      let editedUnchecked = now == .notStarted && knowsStarters && !deletions.folderMissing && Starter.isTouched(lab, among: changed)
      if now.isChanged || editedUnchecked { unchecked.append(lab) }
      // A done lab without a starter-only file needs no way back; anything else gets one.
      if deletions.mayStopAVerdict || !deletions.isEmpty && !now.isDone { deleted.append(deletions) }
      rows.append([lab.tag, lab.title, editedUnchecked && deletions.isEmpty ? "edited, not checked yet" : now.words(deleted: deletions)])
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
    if !unchecked.isEmpty {
      say()
      let names = unchecked.map { "Lab \($0.tag)" }.joined(separator: ", ")
      say("Changed since their last check: \(names). The overview checks nothing; for a fresh verdict:")
      say("  \(unchecked.map { Invocation.typed("check \($0.number)") }.joined(separator: "   "))")
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
