import Foundation

/// One learner's progress, as `workbook report --json` writes it and `--merge` reads it.
public struct LearnerReport: Codable, Sendable {
  public struct Entry: Codable, Sendable {
    public let number: Int
    public let module: String
    public let status: String
    public let passing: Int
    public let tests: Int
  }

  public let learner: String
  public let labs: [Entry]

  /// The first lab not done, or `nil` when all are.
  public var current: Entry? { labs.first { $0.status != "done" } }
  public var done: Int { labs.filter { $0.status == "done" }.count }
}

/// `workbook report [--json FILE] [--name NAME]` and `workbook report --merge FILE...`.
struct ReportCommand {
  let catalog: Catalog
  let arguments: [String]

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
    let report = makeReport(learner: name ?? learnerName())
    let rows = report.labs.map { ["\($0.number < 10 ? "0" : "")\($0.number)", $0.module, $0.status, "\($0.passing)/\($0.tests)"] }
    say("Progress of \(report.learner): \(report.done) of \(report.labs.count) labs done")
    say()
    say(TextTable(header: ["lab", "module", "status", "tests"], rows: rows).rendered)
    if let json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(report).write(to: URL(fileURLWithPath: json))
      say()
      say("Wrote \(json): hand it to your facilitator (swift run workbook report --merge FILE...)")
    }
    return 0
  }

  private func makeReport(learner: String) -> LearnerReport {
    let progress = Progress.load(from: catalog)
    let entries = catalog.labs.map { lab -> LearnerReport.Entry in
      let record = progress.labs[lab.module]
      let fresh = record?.fingerprint == Fingerprint.of(lab, in: catalog)
      let status: String
      switch (record, fresh) {
      case (nil, _): status = "not started"
      case (.some, false): status = "changed, not checked"
      case (.some(let record), true):
        if record.isDone {
          status = "done"
        } else if let bugsCaught = record.bugsCaught {
          status = bugsCaught
        } else {
          status = record.verdict == .ran ? "in progress" : record.verdict.rawValue
        }
      }
      return .init(number: lab.number, module: lab.module, status: status, passing: record?.passing ?? 0, tests: record?.tests ?? 0)
    }
    return LearnerReport(learner: learner, labs: entries)
  }

  private func mergeReports(_ files: [String]) throws -> Int32 {
    let reports = try files.map { file -> LearnerReport in
      guard let data = FileManager.default.contents(atPath: file) else { throw WorkbookError.usage("cannot read report \(file)") }
      do {
        return try JSONDecoder().decode(LearnerReport.self, from: data)
      } catch {
        throw WorkbookError.usage("\(file) is not a workbook report (made by swift run workbook report --json FILE)")
      }
    }
    say("The room: \(reports.count) learners")
    say()
    let rows = reports.sorted { $0.learner < $1.learner }.map { report -> [String] in
      let current = report.current.map { "\($0.number) \($0.module) (\($0.passing)/\($0.tests), \($0.status))" } ?? "all done"
      return [report.learner, "\(report.done)", current]
    }
    say(TextTable(header: ["learner", "done", "on lab"], rows: rows).rendered)
    say()
    let stuck = Dictionary(grouping: reports.compactMap(\.current), by: \.number).sorted { $0.value.count > $1.value.count }
    let stuckRows = stuck.map { number, entries in
      [
        "\(number)", entries.first?.module ?? "", "\(entries.count)",
        "\(entries.filter { $0.status != "in progress" && $0.status != "not started" }.count)",
      ]
    }
    say(TextTable(header: ["lab", "module", "learners on it", "broken (compile/crash/hang)"], rows: stuckRows).rendered)
    return 0
  }

  private func value(for option: String, from rest: inout ArraySlice<String>) throws -> String {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw WorkbookError.usage("\(option) needs a value") }
    return value
  }

  private func learnerName() -> String {
    if let name = ProcessInfo.processInfo.environment["WORKBOOK_LEARNER"], !name.isEmpty { return name }
    if let name = Git(root: catalog.root).run(["config", "user.name"])?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
      return name
    }
    return ProcessInfo.processInfo.environment["USER"] ?? "learner"
  }
}
