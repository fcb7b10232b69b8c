import Foundation

/// `workbook reset <lab>`: put the starter back, after keeping the learner's copy.
///
/// The starter comes from the workbook's git history. It also brings back a lab folder, or a file
/// in it, that was deleted. `restore <lab>` undoes it.
struct ResetCommand {
  let catalog: Catalog
  let lab: Lab

  func run() throws -> Int32 {
    let starter = Starter(catalog: catalog)
    let folder = Layout.learnerFolder(of: lab)
    guard let base = starter.commit else {
      throw WorkbookError.environment(
        """
        reset needs the workbook's git history: the starter of \(folder) comes from there, and this copy \
        has none (a ZIP download?). Your files are untouched. To start Lab \(lab.tag) over, copy \(folder) \
        from a fresh download of the workbook over yours, or work in a git clone (git clone <the workbook's URL>).
        """)
    }
    if !starter.isTouched(lab) {
      say("Lab \(lab.tag) is already its starter: nothing to reset.")
      return 0
    }
    let kept = try Backups(catalog: catalog, lab: lab).keep()
    // Restore every file the starter has, then drop files the learner added (they are in the backup).
    let git = Git(root: catalog.root)
    guard git.run(["checkout", base, "--", folder]) != nil else {
      throw WorkbookError.environment("git could not restore \(folder) from \(base); \(Self.describe(kept))")
    }
    let starterFiles = Set(starter.files(of: folder))
    for file in Fingerprint.swiftFiles(in: catalog.url(folder)) where !starterFiles.contains(catalog.relativePath(file.path)) {
      try FileManager.default.removeItem(at: file)
    }
    _ = git.run(["reset", "-q", "--", folder])
    var progress = Progress.load(from: catalog)
    progress.labs[lab.module] = nil
    try progress.save(to: catalog)
    say("Lab \(lab.tag) is back to its starter.")
    say(Self.describe(kept))
    if kept != .nothing { say("To get it back: \(Invocation.typed("restore \(lab.number)"))") }
    say("Next: \(Invocation.typed("check \(lab.number)"))")
    return 0
  }

  /// Where the learner's copy is, in words.
  static func describe(_ kept: Backups.Kept) -> String {
    switch kept {
    case .new(let path): "Your copy was kept in \(path)"
    case .sameAsNewest(let path): "Your copy is the same as your last backup, \(path): kept there, no new backup."
    case .nothing: "There was no copy to keep (the folder was missing)."
    }
  }
}
