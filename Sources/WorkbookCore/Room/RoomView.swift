import Foundation

/// The room as terminal text: the learners table, "needs help first"; per lab how many are on
/// it and their most common first failing test; the whiteboard cue; the files that were skipped.
/// Every string that came from the room passes through `RoomText.terminal` here.
///
/// ```swift
/// let view = RoomView(snapshot: snapshot, skipped: reading.skipped, source: "/Volumes/share/room")
/// for line in view.lines { say(line) }
/// ```
public struct RoomView: Sendable {
  public let snapshot: RoomSnapshot
  public var skipped: [RoomReader.Skipped] = []
  public var duplicates = 0
  /// Where the records came from, for the title.
  public var source: String
  public var timeZone: TimeZone = .current
  /// The page shows pseudonyms (`--anonymous`): each name here carries its own, to tell who is who.
  public var pseudonyms = false

  public init(snapshot: RoomSnapshot, skipped: [RoomReader.Skipped] = [], duplicates: Int = 0, source: String) {
    self.snapshot = snapshot
    self.skipped = skipped
    self.duplicates = duplicates
    self.source = source
  }

  public var lines: [String] {
    var out: [String] = []
    let count = snapshot.rows.count
    out.append("The room: \(count) \(count == 1 ? "learner" : "learners") · \(RoomText.terminal(source)) · \(clock)")
    out.append("")
    if snapshot.rows.isEmpty {
      out.append("  Nobody here yet. Learners join with: swift run workbook room join <this folder> --name <name>")
    } else {
      let rows = snapshot.rows.map { row -> [String] in
        let activity = row.activity
        return [
          RoomText.clipped(RoomText.terminal(row.name), to: 20) + (pseudonyms ? " · \(RoomText.pseudonym(of: row.learner))" : ""),
          row.lab?.tag ?? "-",
          activity?.firstFailingTask.map { TaskName.of($0) } ?? "-",
          activity?.tally ?? "-",
          Self.status(of: row),
          (activity?.firstFailingTest ?? activity?.brokenAt).map { RoomText.clipped(RoomText.terminal($0), to: 48) } ?? "-",
          Self.hints(activity),
          row.minutesSinceCheck.map { $0 == 0 ? "just now" : "\($0) min ago" } ?? "-",
        ]
      }
      out += TextTable(header: ["learner", "lab", "task", "progress", "status", "first failing test", "hints", "last check"], rows: rows)
        .rendered.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }
    if !snapshot.labs.isEmpty {
      out.append("")
      let rows = snapshot.labs.map { summary -> [String] in
        [
          summary.lab.tag, RoomText.clipped(summary.lab.title, to: 36), "\(summary.finished)", "\(summary.learners)",
          "\(summary.stuck)", "\(summary.broken)",
          summary.commonFailure.map { "\($0.count) × \(TaskName.of($0.task)): \(RoomText.clipped(RoomText.terminal($0.test), to: 48))" }
            ?? "-",
        ]
      }
      out += TextTable(header: ["lab", "title", "finished", "on it", "stuck", "broken", "where the stuck are"], rows: rows)
        .rendered.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }
    if let cue = snapshot.cue {
      out.append("")
      out.append("Whiteboard cue: \(RoomText.terminal(cue))")
    }
    if duplicates > 0 {
      out.append("")
      let records = duplicates == 1 ? "record" : "records"
      out.append("\(duplicates) more \(records) of learners already counted left out: each learner counts once, by their newest record.")
    }
    if !skipped.isEmpty {
      out.append("")
      out.append("Skipped \(skipped.count) \(skipped.count == 1 ? "file" : "files") (ask its owner to check a lab again, or remove it):")
      for file in skipped {
        out.append("  \(RoomText.clipped(RoomText.terminal(file.file), to: 60)): \(RoomText.terminal(file.reason))")
      }
    }
    return out
  }

  /// `does not compile 5 min`, `failing 2 min, 1 check`, `stuck 23 min, 4 checks`, `done`: the
  /// status column, in words.
  static func status(of row: RoomSnapshot.Row) -> String {
    let minutes = row.minutesStuck.map { " \($0) min" } ?? ""
    switch row.state {
    case .broken(let broken): return broken.words + minutes
    case .stuck, .failing:
      let checks = row.activity?.checksSinceProgress ?? 0
      return row.state.word + minutes + (checks > 0 ? ", \(checks) \(checks == 1 ? "check" : "checks")" : "")
    case .working: return "working" + (row.activity?.hiddenDependencies.map { ", \(SeamFindingsPrinter.count($0))" } ?? "")
    case .away: return "away \(row.minutesSinceCheck ?? 0) min"
    case .done: return "done"
    case .waiting: return "no check yet"
    }
  }

  /// `T1:2 T2:1`: the highest hint level per task of the current lab.
  static func hints(_ activity: LabActivity?) -> String {
    guard let hints = activity?.hints, !hints.isEmpty else { return "-" }
    return hints.map { "T\($0.task):\($0.level)" }.joined(separator: " ")
  }

  private var clock: String { Self.clock(snapshot.now, in: timeZone) }

  /// `14:05:12`, in the facilitator's time zone.
  static func clock(_ date: Date, in timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }
}
