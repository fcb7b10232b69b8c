import Foundation

/// Turns a `CheckReport` into what the learner reads: the verdict, task by task, the first
/// failure with its file and line, and the one next step.
struct CheckPrinter {
  let catalog: Catalog

  func lines(for report: CheckReport) -> [String] {
    let lab = report.lab
    var out: [String] = []
    switch report.outcome {
    case .doesNotCompile, .crashed, .timedOut:
      out += BrokenRunPrinter(catalog: catalog, lab: lab).lines(for: report.outcome)
    case .ran where lab.writesTests:
      out += YourTestsPrinter(printer: self).lines(for: report)
    case .ran(let results, let issues):
      let passing = results.filter(\.passed).count
      out.append("Lab \(lab.tag) · \(lab.title): \(passing) of \(results.count) tests passing")
      out.append("")
      out += taskLines(results, titles: report.taskTitles)
      if let failure = report.firstFailure {
        out.append("")
        out.append("First failure: \(failure.name)")
        out += failureLines(failure, issues: issues, lab: lab)
        out.append("")
        let task = failure.task > 0 ? " (the TODO: Task \(failure.task) markers)" : ""
        out.append("Next: edit Labs/\(lab.module)\(task), then run: swift run workbook check \(lab.number)")
        out.append("Stuck? swift run workbook hint \(lab.number)   Chapter: \(lab.chapter)")
      } else if results.isEmpty {
        out.append("No tests ran. Is \(lab.suiteFolder) there?")
      } else {
        out.append("")
        out.append("Lab \(lab.tag) is done. Compare with the reference: swift run workbook solution \(lab.number)")
        if let next = catalog.labs.first(where: { $0.number > lab.number }) {
          out.append("Next: Lab \(next.tag) · \(next.title), chapter \(next.chapter)")
        }
      }
    }
    out += warningLines(report.warnings)
    return out
  }

  /// The compiler's warnings in the learner's files, in their own colour, whatever the verdict.
  func warningLines(_ warnings: [Diagnostic]) -> [String] {
    guard !warnings.isEmpty else { return [] }
    var out = ["", Style.warning("Warnings in your code (\(warnings.count)): the tests pass or fail regardless, but read them:")]
    for warning in warnings.prefix(5) {
      out.append(Style.warning("  \(relative(warning.file)):\(warning.line): warning: \(warning.message)"))
    }
    if warnings.count > 5 { out.append(Style.warning("  ... and \(warnings.count - 5) more")) }
    return out
  }

  func taskLines(_ results: [TestResult], titles: [Int: String]) -> [String] {
    let tasks = Dictionary(grouping: results, by: \.task).sorted { $0.key < $1.key }
    let rows = tasks.map { task, results -> [String] in
      let passing = results.filter(\.passed).count
      let mark = passing == results.count ? "✓" : (passing == 0 ? "✗" : "…")
      return ["  \(mark)", titles[task] ?? (task == 0 ? "Other tests" : "Task \(task)"), "\(passing)/\(results.count)"]
    }
    return TextTable(header: ["", "task", "passing"], rows: rows).rendered.split(separator: "\n").dropFirst().map(String.init)
  }

  private func testFile(_ file: String, lab: Lab) -> String {
    file.contains("/") ? file : "\(lab.suiteFolder)/\(file)"
  }

  func relative(_ path: String) -> String {
    catalog.relativePath(path)
  }

  /// The failed test's first issue, with file and line, or its first failure message.
  func failureLines(_ failure: TestResult, issues: [String: [Diagnostic]], lab: Lab) -> [String] {
    if let issue = issues[failure.id]?.first {
      return ["  \(relative(testFile(issue.file, lab: lab))):\(issue.line)"] + issue.message.split(separator: "\n").map { "  \($0)" }
    }
    return failure.failures.first.map { ["  \($0)"] } ?? []
  }
}
