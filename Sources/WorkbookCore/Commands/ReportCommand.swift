import Foundation

/// `workbook report [--json FILE] [--name NAME]` and `workbook report --merge FILE...`.
///
/// `--json` writes the same record a room folder holds (`LearnerRecord`), for rooms without a
/// shared folder: learners hand the files over, the facilitator merges them into the room view.
///
/// ```sh
/// swift run workbook report --json ada.json --name Ada
/// swift run workbook report --merge reports/*.json
/// ```
struct ReportCommand {
  let catalog: Catalog
  let arguments: [String]
  var now: @Sendable () -> Date = { Date() }

  func run() throws -> Int32 {
    var rest = arguments[...]
    var json: String?
    var name: String?
    var merge: [String] = []
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": json = try value(for: argument, from: &rest)
      case "--name": name = try value(for: argument, from: &rest)
      case "--merge":
        merge = Array(rest)
        rest = []
        if merge.isEmpty { throw WorkbookError.usage("--merge needs one or more report files") }
      default: throw WorkbookError.usage("report: unknown option '\(argument)'. Valid: --json FILE, --name NAME, --merge FILE...")
      }
    }
    if !merge.isEmpty { return try mergeReports(merge) }
    let progress = Progress.load(from: catalog)
    var membership = RoomMembership.load(from: catalog) ?? RoomMembership(name: RoomMembership.defaultName(in: catalog))
    let learner = name ?? membership.name
    let rows = catalog.labs.map { lab in [lab.tag, lab.module, status(of: lab, in: progress), tests(of: lab, in: progress)] }
    let done = catalog.labs.filter { catalog.status(of: $0, in: progress).isDone }.count
    say("Progress of \(learner): \(done) of \(catalog.labs.count) labs done")
    say()
    say(TextTable(header: ["lab", "module", "status", "tests"], rows: rows).rendered)
    if let json {
      // The learner id must be stable across reports, so a second report replaces the first.
      if RoomMembership.load(from: catalog) == nil { try membership.save(to: catalog) }
      membership.name = learner
      try WorkbookJSON.encoder.encode(membership.record(of: progress, at: now())).write(to: RoomCommand.absolute(json), options: .atomic)
      say()
      say("Wrote \(json): hand it to your facilitator (\(Invocation.command) report --merge FILE...)")
    }
    return 0
  }

  private func status(of lab: Lab, in progress: Progress) -> String {
    catalog.status(of: lab, in: progress).words
  }

  private func tests(of lab: Lab, in progress: Progress) -> String {
    progress.labs[lab.module].map { "\($0.passing)/\($0.tests)" } ?? "—"
  }

  /// The room view over report files: a learner found twice counts once (the newest record), a
  /// file that is not a report is named and skipped. Exit 2 only when no file is a report.
  private func mergeReports(_ files: [String]) throws -> Int32 {
    let now = now()
    let reader = RoomReader(validator: RecordValidator(knownModules: Set(catalog.labs.map(\.module)), now: now))
    let reading = reader.read(files: files.map(RoomCommand.absolute))
    if reading.records.isEmpty {
      let reasons = reading.skipped.map { "\(RoomText.terminal($0.file)): \(RoomText.terminal($0.reason))" }.joined(separator: "; ")
      throw WorkbookError.usage(
        "no workbook report among the files (\(reasons)); each learner makes one with: \(Invocation.command) report --json FILE")
    }
    let snapshot = RoomSnapshot(records: reading.records, labs: catalog.labs, now: now)
    let source = "\(files.count) \(files.count == 1 ? "file" : "files")"
    for line in RoomView(snapshot: snapshot, skipped: reading.skipped, duplicates: reading.duplicates, source: source).lines { say(line) }
    return 0
  }

  private func value(for option: String, from rest: inout ArraySlice<String>) throws -> String {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw WorkbookError.usage("\(option) needs a value") }
    return value
  }
}
