import Foundation

/// Where a learner stands on one lab, for the files as they are now: the one place that decides
/// "fresh" (the last check saw these very files), "done" (that check was green, every bug caught)
/// and "broken", and the words every screen prints for them.
///
/// ```swift
/// let status = catalog.status(of: lab, in: Progress.load(from: catalog))
/// status.isDone   // green, and nothing changed since
/// status.words    // "12 of 27 tests passing", "does not compile", "done ✓", ...
/// ```
public enum LabStatus: Equatable, Sendable {
  /// Never checked.
  case notStarted
  /// Checked, but the learner's files (or the suite) changed since: the verdict is stale.
  case changed(LabRecord)
  /// The last check of these files gave no test results.
  case broken(LabRecord.Verdict)
  /// The last check of these files ran the tests; not all pass (or, Lab 11, not every bug caught).
  case inProgress(LabRecord)
  /// Green for these files, and every bug caught where the learner writes the tests.
  case done

  /// From the progress file's record and the lab's fingerprint now.
  public init(record: LabRecord?, fingerprint: String) {
    guard let record else {
      self = .notStarted
      return
    }
    guard record.fingerprint == fingerprint else {
      self = .changed(record)
      return
    }
    if record.isDone {
      self = .done
    } else if record.verdict == .ran {
      self = .inProgress(record)
    } else {
      self = .broken(record.verdict)
    }
  }

  public var isDone: Bool { self == .done }

  /// The last check's record when it is about these very files.
  public var freshRecord: LabRecord? {
    if case .inProgress(let record) = self { return record }
    return nil
  }

  /// What the overview and the report print.
  public var words: String {
    switch self {
    case .notStarted: "not started"
    case .changed(let record):
      record.verdict == .ran && record.tests > 0
        ? "changed since its last check (\(record.passing) of \(record.tests) then)" : "changed since its last check"
    case .broken(let verdict): verdict.words
    case .done: "done ✓"
    case .inProgress(let record):
      if let bugsCaught = record.bugsCaught, let hidden = record.hiddenDependencies, hidden > 0, record.mutantsCaught == record.mutants {
        "\(bugsCaught), \(SeamFindingsPrinter.count(hidden))"
      } else if let bugsCaught = record.bugsCaught {
        bugsCaught
      } else if let flaky = record.flaky, !flaky.isEmpty {
        // A flaky test counts as passing nowhere; the words say why the count is short.
        "\(record.passing) of \(record.tests) tests passing, \(flaky.count) flaky"
      } else if record.unsteady == true, record.passing == record.tests {
        "\(record.passing) of \(record.tests) tests passing, not every time"
      } else if record.mutants != nil, record.passing == record.tests {
        "\(record.passing) of \(record.tests) tests passing, no hunt yet"
      } else if let hidden = record.hiddenDependencies, hidden > 0, record.passing == record.tests {
        "\(record.passing) of \(record.tests) tests passing, \(SeamFindingsPrinter.count(hidden))"
      } else {
        "\(record.passing) of \(record.tests) tests passing"
      }
    }
  }
}

extension LabStatus {
  /// What the overview's status column says, given what was deleted from the lab's folder since
  /// the starter. Only what can stop a verdict (the folder, a file the solution also has) takes
  /// the place of the status; a deleted starter-only file (`Unimplemented.swift`) is a note beside
  /// it, and a lab that is done reads done.
  func words(deleted: Deletions) -> String {
    if deleted.isEmpty { return words }
    if let note = deleted.note { return words + " " + note }
    return isDone && !deleted.folderMissing ? words : deleted.status
  }
}

extension LabRecord.Verdict {
  /// How a person says a verdict that gave no results.
  public var words: String {
    switch self {
    case .ran: "ran"
    case .doesNotCompile: "does not compile"
    case .crashed: "crashed"
    case .timedOut: "hung (timed out)"
    }
  }
}

extension Catalog {
  /// The lab's status for the files as they are now.
  public func status(of lab: Lab, in progress: Progress) -> LabStatus {
    LabStatus(record: progress.labs[lab.module], fingerprint: Fingerprint.of(lab, in: self))
  }
}

extension LabStatus {
  /// Checked once, changed since.
  public var isChanged: Bool {
    if case .changed = self { return true }
    return false
  }
}
