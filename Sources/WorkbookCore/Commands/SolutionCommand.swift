import Foundation

/// `workbook solution <lab> [--all] [--force]`: the reference, once the lab is green, shown as
/// what differs from the learner's own copy (a diff per file); files that are the same in both
/// are named, not printed. `--all` prints every file of the reference whole.
///
/// ```swift
/// try SolutionCommand(catalog: catalog, lab: lab, force: false, all: false).run()
/// ```
struct SolutionCommand {
  let catalog: Catalog
  let lab: Lab
  let force: Bool
  var all = false

  func run() throws -> Int32 {
    let green = catalog.isDone(lab, in: Progress.load(from: catalog))
    if !green && !force {
      say("Lab \(lab.tag) is not green yet, so the solution stays hidden: it teaches most once you have tried.")
      say("Run \(Invocation.typed("check \(lab.number)")), or ask for a hint: \(Invocation.typed("hint \(lab.number)"))")
      say("To see it anyway: \(Invocation.typed("solution \(lab.number) --force"))")
      return 1
    }
    if !green { say("(shown with --force: Lab \(lab.tag) is not green yet)") }
    let solution = Layout.solutionFolder(of: lab)
    let learner = Layout.learnerFolder(of: lab)
    let reference = Fingerprint.swiftFiles(in: catalog.url(solution))
    if all {
      for file in reference {
        say("===== \(catalog.relativePath(file.path))")
        say((try? String(contentsOf: file, encoding: .utf8)) ?? "")
      }
      return 0
    }
    var same: [String] = []
    var shown = 0
    for file in reference {
      let name = file.lastPathComponent
      let mine = catalog.url(learner).appendingPathComponent(name)
      let theirs = catalog.relativePath(file.path)
      guard FileManager.default.fileExists(atPath: mine.path) else {
        say("===== \(theirs) (not in your \(learner): the whole file)")
        say((try? String(contentsOf: file, encoding: .utf8)) ?? "")
        shown += 1
        continue
      }
      if FileManager.default.contents(atPath: mine.path) == FileManager.default.contents(atPath: file.path) {
        same.append(name)
        continue
      }
      say("===== \(catalog.relativePath(mine.path)) (yours, -) against \(theirs) (the reference, +)")
      say(try difference(catalog.relativePath(mine.path), theirs))
      shown += 1
    }
    let referenceNames = Set(reference.map(\.lastPathComponent))
    let onlyMine = Fingerprint.swiftFiles(in: catalog.url(learner)).map(\.lastPathComponent).filter { !referenceNames.contains($0) }
    if !onlyMine.isEmpty { say("Only in yours: \(onlyMine.joined(separator: ", ")) (the reference has no such file)") }
    if !same.isEmpty { say("The same as the reference: \(same.joined(separator: ", "))") }
    if shown == 0 { say("Your copy of Lab \(lab.tag) is the reference, file for file.") }
    say("Every file whole: \(Invocation.typed("solution \(lab.number) --all"))")
    return 0
  }

  /// A unified diff, yours first; `git diff --no-index` works on any two files, in a clone or not.
  private func difference(_ mine: String, _ theirs: String) throws -> String {
    let output = catalog.url(Layout.state).appendingPathComponent("solution.diff")
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let end = try Subprocess.run(
      ["git", "diff", "--no-index", "--no-color", "--", mine, theirs], in: catalog.root, output: output, timeLimit: 30)
    let text = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    // git diff exits 1 when the files differ, 0 when they do not; anything else is its own error.
    guard end == .exited(0) || end == .exited(1) else {
      return "(could not compare them: \(text.trimmingCharacters(in: .whitespacesAndNewlines)))"
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("@@") }.joined(separator: "\n")
  }
}
