import Foundation

/// `workbook reset <lab>`: put the starter back, after keeping the learner's copy.
struct ResetCommand {
  let catalog: Catalog
  let lab: Lab

  func run() throws -> Int32 {
    let git = Git(root: catalog.root)
    guard let base = git.starterCommit() else {
      throw WorkbookError.environment("reset needs git and the workbook's history (a git clone of the workbook)")
    }
    let folder = "Labs/\(lab.module)"
    let backup = try keepCopy(of: folder)
    // Restore every file the starter has, then drop files the learner added (they are in the backup).
    guard git.run(["checkout", base, "--", folder]) != nil else {
      throw WorkbookError.environment("git could not restore \(folder) from \(base); your copy is safe in \(backup)")
    }
    let starterFiles = Set((git.run(["ls-tree", "-r", "--name-only", base, "--", folder]) ?? "").split(separator: "\n").map(String.init))
    for file in Fingerprint.swiftFiles(in: catalog.url(folder)) {
      let relative = folder + "/" + file.path.dropFirst(catalog.url(folder).path.count + 1)
      if !starterFiles.contains(relative) { try FileManager.default.removeItem(at: file) }
    }
    _ = git.run(["reset", "-q", "--", folder])
    var progress = Progress.load(from: catalog)
    progress.labs[lab.module] = nil
    try progress.save(to: catalog)
    say("Lab \(lab.tag) is back to its starter.")
    say("Your copy was kept in \(backup)")
    say("Next: swift run workbook check \(lab.number)")
    return 0
  }

  /// Copies the learner's folder into `.workbook/backups/<module>-<n>`, a fresh folder each time.
  private func keepCopy(of folder: String) throws -> String {
    let manager = FileManager.default
    let backups = catalog.url(".workbook/backups")
    try manager.createDirectory(at: backups, withIntermediateDirectories: true)
    let existing = (try? manager.contentsOfDirectory(atPath: backups.path)) ?? []
    var number = existing.filter { $0.hasPrefix(lab.module + "-") }.count + 1
    while existing.contains("\(lab.module)-\(number)") { number += 1 }
    let name = "\(lab.module)-\(number)"
    try manager.copyItem(at: catalog.url(folder), to: backups.appendingPathComponent(name))
    return ".workbook/backups/\(name)"
  }
}

/// `workbook solution <lab> [--force]`: the reference, once the lab is green.
struct SolutionCommand {
  let catalog: Catalog
  let lab: Lab
  let force: Bool

  func run() throws -> Int32 {
    let record = Progress.load(from: catalog).labs[lab.module]
    let green = record?.isDone == true && record?.fingerprint == Fingerprint.of(lab, in: catalog)
    if !green && !force {
      say("Lab \(lab.tag) is not green yet, so the solution stays hidden: it teaches most once you have tried.")
      say("Run swift run workbook check \(lab.number), or ask for a hint: swift run workbook hint \(lab.number)")
      say("To see it anyway: swift run workbook solution \(lab.number) --force")
      return 1
    }
    if !green { say("(shown with --force: Lab \(lab.tag) is not green yet)") }
    for file in Fingerprint.swiftFiles(in: catalog.url("Solutions/\(lab.module)")) {
      let relative = String(file.path.dropFirst(catalog.root.path.count + 1))
      say("===== \(relative)")
      say((try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }
    say("Compare with yours: diff -ru Labs/\(lab.module) Solutions/\(lab.module)")
    return 0
  }
}
