import Foundation

/// `workbook doctor [--no-check]`: is this laptop ready for the workshop? Checks the system, the
/// selected developer tools and their Swift, git, the clone and the free disk (``DoctorProbes``),
/// then builds and checks the first lab once, with the machinery `check` uses; ends with one line
/// a facilitator can ask for (`ready: Swift 6.1.2, Lab 01 checks in 14 s`), or the problems, each
/// with what to do. Exit 0 ready, 1 not ready, 3 when its own check could not run.
///
/// ```swift
/// try DoctorCommand(catalog: catalog).run()
/// ```
struct DoctorCommand {
  let catalog: Catalog
  /// `--no-check`: the tools only, without building a lab.
  var checksLab = true

  func run() throws -> Int32 {
    say("doctor: is this laptop ready for the workshop?")
    let probes = DoctorProbes.gather(root: catalog.root)
    var findings = Doctor.findings(for: probes)
    for finding in findings { show(finding) }
    guard let lab = catalog.labs.first else { throw WorkbookError.usage("this workbook has no labs") }
    let trial: Doctor.LabTrial
    if !checksLab {
      trial = .skipped("--no-check (\(Invocation.typed("doctor")) builds and checks it)")
    } else if let reason = Doctor.reasonNotToBuild(probes) {
      trial = .skipped(reason)
    } else {
      trial = check(lab)
    }
    let labFinding = Doctor.finding(
      for: trial, lab: lab.tag, check: Invocation.typed("check \(lab.number)"), reset: Invocation.typed("reset \(lab.number)"))
    show(labFinding)
    findings.append(labFinding)
    let verdict = Doctor.verdict(findings, trial: trial, swift: Doctor.shownVersion(probes.swiftVersion), lab: lab.tag)
    say()
    say(verdict.lastLine)
    return verdict.exitCode
  }

  private func show(_ finding: Doctor.Finding) {
    say("  \(finding.symbol) \(finding.what)")
    if !finding.fix.isEmpty { say("      to do: \(finding.fix)") }
  }

  /// Builds and checks `lab` once, as `check` does, and times it.
  private func check(_ lab: Lab) -> Doctor.LabTrial {
    guard FileManager.default.fileExists(atPath: catalog.url(Layout.learnerFolder(of: lab)).path) else { return .folderMissing }
    let checker = Checker(catalog: catalog)
    let fromScratch = checker.startsFromScratch(lab)
    say("  checking Lab \(lab.tag) ...")
    if fromScratch { say("  " + FirstBuildEstimate(catalog: catalog).line(for: lab, hunts: lab.writesTests)) }
    do {
      var (report, seconds) = try timed { try checker.check(lab) }
      var firstBuild: Double? = nil
      if fromScratch || seconds > 3, case .ran = report.outcome {
        // That check built (from nothing, or after a pull): the figure that matters on the day is
        // the next one's, a check in the learner's loop.
        say("  checking Lab \(lab.tag) again, as each save in the learner's loop does ...")
        firstBuild = seconds
        (report, seconds) = try timed { try checker.check(lab) }
      }
      var trial = Doctor.trial(report.outcome, passing: report.passingCount, seconds: seconds)
      if case .ran(let passing, let total, let seconds, _) = trial {
        trial = .ran(passing: passing, total: total, seconds: seconds, firstBuild: firstBuild)
      }
      return trial
    } catch let error as WorkbookError {
      return .couldNotRun(error.description)
    } catch {
      return .couldNotRun("\(error)")
    }
  }

  private func timed(_ body: () throws -> CheckReport) throws -> (CheckReport, Double) {
    let started = ContinuousClock.now
    let report = try body()
    let elapsed = ContinuousClock.now - started
    return (report, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}
