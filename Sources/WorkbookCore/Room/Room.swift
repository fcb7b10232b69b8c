import Foundation

/// The learner's side of the room: what a check or a hint adds to the progress file's activity,
/// and the record published to the room folder when this checkout has joined one.
///
/// Nothing here throws or fails a check: the room is a help for the facilitator, and a share
/// that is slow, full or gone must never cost a learner a verdict.
///
/// ```swift
/// let report = try checker.check(lab)   // Checker calls Room.noteCheck(report, in: catalog)
/// Room.noteHint(lab: lab, task: 2, level: 1, in: catalog)
/// ```
public enum Room {
  /// Folds a check into the lab's activity, then publishes the record if in a room.
  public static func noteCheck(_ report: CheckReport, in catalog: Catalog, at now: Date = Date()) {
    update(report.lab, in: catalog, at: now) { $0.note(check(of: report), at: now) }
  }

  /// Records that hint `level` of `task` was shown, then publishes the record if in a room.
  public static func noteHint(lab: Lab, task: Int, level: Int, in catalog: Catalog, at now: Date = Date()) {
    update(lab, in: catalog, at: now) { $0.noteHint(task: task, level: level) }
  }

  /// The check as the activity keeps it: the outcome, each test's task and whether it passed.
  static func check(of report: CheckReport) -> LabActivity.Check {
    let outcome: LabActivity.Check.Outcome =
      switch report.outcome {
      case .ran: .ran
      case .doesNotCompile: .broken(.doesNotCompile)
      case .crashed: .broken(.crashed)
      case .timedOut: .broken(.hung)
      }
    let bugs = report.mutants.map { (caught: $0.filter(\.isCaught).count, of: $0.count) }
    var check = LabActivity.Check(
      outcome: outcome, tests: report.results.map { ($0.task, $0.name, report.countsAsPassing($0)) }, done: report.isGreen, bugs: bugs)
    // The test the learner's screen names first (the suite's order), not one picked here again.
    check.firstFailing = report.firstObstacle.map { (task: $0.task, name: $0.name) }
    check.brokenAt =
      switch report.outcome {
      case .doesNotCompile(let errors): errors.first.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" }
      case .crashed(let crash): crash.test
      case .timedOut(let hang): hang.test
      case .ran: nil
      }
    check.hiddenDependencies = report.hiddenDependencies.count
    return check
  }

  private static func update(_ lab: Lab, in catalog: Catalog, at now: Date, _ change: (inout LabActivity) -> Void) {
    var progress = Progress.load(from: catalog)
    change(&progress.activity[lab.module, default: LabActivity()])
    do {
      try progress.save(to: catalog)
    } catch {
      Progress.warn("could not save \(catalog.relativePath(Progress.file(in: catalog).path)) (\(error.localizedDescription)).")
      return
    }
    publish(progress, in: catalog, at: now)
  }

  /// Writes this learner's record into the room folder, if this checkout has joined one.
  static func publish(_ progress: Progress, in catalog: Catalog, at now: Date) {
    guard let membership = RoomMembership.load(from: catalog), let folder = membership.folder else { return }
    do {
      try RoomWriter(folder: URL(fileURLWithPath: folder)).write(membership.record(of: progress, at: now))
    } catch {
      Progress.warn(
        "could not write your progress to the room: \(error). Your check is not affected; to stop trying: swift run workbook room leave")
    }
  }
}
