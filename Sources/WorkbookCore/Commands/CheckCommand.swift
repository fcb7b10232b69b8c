import Foundation

/// `workbook check [<lab>] [--all] [--timeout SECONDS] [--no-hunt]`: build and run one lab's
/// suite on the learner's copy, and print the verdict.
///
/// ```swift
/// let report = try CheckCommand(catalog: catalog, lab: lab).check()   // nil: the lab's folder is gone
/// ```
struct CheckCommand {
  let catalog: Catalog
  let lab: Lab
  /// `--timeout`; `nil` for the lab's own default (``TestTimeLimit``).
  var timeLimit: Double? = nil
  var huntsMutants = true
  var showsAllFailures = false
  var context = CheckPrinter.Context.typed
  /// The line printed before the run starts.
  var heading: String?
  /// The watch's heading instead, held while a burst of saves may go on: shown before the
  /// check's first line of its own, and a check whose heading was dropped ends unseen
  /// (``Checker/CheckSuperseded``).
  var heldHeading: HeldHeading?

  func run() throws -> Int32 {
    try check()?.isGreen == true ? 0 : 1
  }

  /// Checks the lab and prints the verdict; `nil` when its folder is missing (that is said instead).
  func check() throws -> CheckReport? {
    let heldHeading = heldHeading
    if heldHeading == nil { say(heading ?? "checking lab \(lab.tag) ...") }
    /// Before the check's own first line: its heading on the screen, or the check ends unseen.
    func showHeading() throws {
      guard heldHeading?.show() ?? true else { throw Checker.CheckSuperseded() }
    }
    guard FileManager.default.fileExists(atPath: catalog.url(Layout.learnerFolder(of: lab)).path) else {
      try showHeading()
      say("Lab \(lab.tag) · \(lab.title): nothing to check")
      say()
      for line in Deletions(lab: lab, folderMissing: true, files: []).lines { say("  " + line) }
      return nil
    }
    // Which starter files are gone is a question for git (a few calls of some 20 ms each): asked
    // beside the build, it costs the learner's loop nothing.
    let catalog = catalog
    let lab = lab
    let lookup = Lookup { Starter(catalog: catalog).deletions(of: lab) }
    var checker = Checker(catalog: catalog)
    checker.testTimeLimit = timeLimit
    checker.huntsMutants = huntsMutants
    checker.mutantProgress = { index, count, mutant in
      guard heldHeading?.show() ?? true else { return }
      say("  your tests against mutant \(index) of \(count): \(mutant.slug) ...")
    }
    var progress: BuildProgress?
    if checker.startsFromScratch(lab) {
      // Tens of seconds of silence read as a hang: say it is expected, how long it takes on this
      // machine, and how far it is (SwiftPM's steps, on one line).
      let hunts = lab.writesTests && huntsMutants
      try showHeading()
      say(FirstBuildEstimate(catalog: catalog).line(for: lab, hunts: hunts))
      if !hunts { progress = BuildProgress(log: RunFiles.log(in: catalog.url(Layout.checkBuild), label: lab.module)) }
    }
    let report: CheckReport
    do {
      report = try checker.check(lab)
      progress?.stop()
    } catch {
      progress?.stop()
      throw error
    }
    try showHeading()
    var printer = CheckPrinter(catalog: catalog)
    printer.context = context
    printer.showsAllFailures = showsAllFailures
    for line in printer.lines(for: report) { say(line) }
    if !report.suiteChanges.isEmpty {
      say()
      for line in report.suiteChanges { say(line) }
    }
    let deletions = lookup.value
    if deletions.mayStopAVerdict || !deletions.isEmpty && !report.isGreen {
      say()
      for line in deletions.lines { say(line) }
    }
    return report
  }
}
