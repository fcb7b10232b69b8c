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
  /// `--json`: also write the learner's record to this file.
  var json: String?
  /// `--name`: the name on the report, instead of the room's or the learner's own.
  var name: String?
  /// `--merge`: the report files to show as one room; when given, the learner's own progress is not shown.
  var merge: [String] = []
  var now: @Sendable () -> Date = { Date() }

  func run() throws -> Int32 {
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
}

extension ReportCommand {
  /// From the verb's parsed arguments, `[--json FILE] [--name NAME]` or `--merge FILE...`.
  init(catalog: Catalog, arguments: Arguments) throws {
    self.init(catalog: catalog, json: arguments.value("--json"), name: arguments.value("--name"), merge: arguments.values("--merge"))
    if !merge.isEmpty, let mine = ["--json", "--name"].first(where: arguments.has) {
      throw arguments.usage("\(mine) is for your own report and --merge for the room's; give one or the other")
    }
  }
}
