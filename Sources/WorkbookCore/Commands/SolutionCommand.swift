import Foundation

/// `workbook solution <lab> [--force]`: the reference, once the lab is green.
struct SolutionCommand {
  let catalog: Catalog
  let lab: Lab
  let force: Bool

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
    for file in Fingerprint.swiftFiles(in: catalog.url(solution)) {
      say("===== \(catalog.relativePath(file.path))")
      say((try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }
    say("Compare with yours: diff -ru \(Layout.learnerFolder(of: lab)) \(solution)")
    return 0
  }
}
