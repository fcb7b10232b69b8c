import Foundation

/// Turns a `CheckReport` into what the learner reads: the verdict, task by task, the first
/// failure (or every failure, `--all`) with its file and line, and the one next step.
struct CheckPrinter {
  /// Where the check ran, which decides how the next step reads.
  enum Context {
    /// `check`, typed: the next step ends with the command that checks again.
    case typed
    /// A running `watch`: saving checks again, and other commands go in another terminal.
    case watching
  }

  let catalog: Catalog
  var context = Context.typed
  /// Every failing test, task by task, instead of the first failure alone.
  var showsAllFailures = false

  func lines(for report: CheckReport) -> [String] {
    let lab = report.lab
    var out: [String] = []
    switch report.outcome {
    case .doesNotCompile, .crashed, .timedOut:
      out += BrokenRunPrinter(catalog: catalog, lab: lab, nextStep: checkAgain(lab), log: report.log, errorTask: report.errorTask)
        .lines(for: report.outcome)
    case .ran where lab.writesTests:
      out += YourTestsPrinter(printer: self).lines(for: report)
    case .ran(let results, let issues):
      out.append("Lab \(lab.tag) · \(lab.title): \(report.passingCount) of \(results.count) tests passing")
      out.append("")
      out += taskLines(report)
      if let failure = report.firstFailure {
        out.append("")
        out += showsAllFailures ? allFailureLines(report, issues: issues) : firstFailureLines(report, failure, issues: issues)
        out.append("")
        let task = failure.task > 0 ? " (the TODO: Task \(failure.task) markers)" : ""
        out.append("Next: edit \(Layout.learnerFolder(of: lab))\(task), \(checkAgain(lab))")
        out.append(stuckLine(lab))
      } else if results.isEmpty {
        out.append("No tests ran. Is \(Layout.suiteFolder(of: lab)) there?")
      } else if !report.holds {
        out += unsteadyLines(report)
      } else if !report.hiddenDependencies.isEmpty {
        out.append("")
        out.append(SeamFindingsPrinter.verdict(lab, findings: report.hiddenDependencies.count))
      } else {
        out.append("")
        out.append("Lab \(lab.tag) is done. Compare with the reference: \(elsewhere("solution \(lab.number)"))")
        // A watch moves on by itself, and says so.
        // The current lab (the first not done), never a done one.
        if context == .typed, let next = catalog.lab(after: lab, in: Progress.load(from: catalog)) {
          out.append("Next: Lab \(next.tag) · \(next.title), chapter \(next.chapter): \(Invocation.typed("watch \(next.number)"))")
        }
      }
    }
    out += SeamFindingsPrinter(printer: self).lines(for: report)
    out += warningLines(report.warnings)
    return out
  }

  /// A suite that passed once and not on every run again (``SuiteConfirmation``): what changed,
  /// its likely cause, and the next step. The lab is not done.
  private func unsteadyLines(_ report: CheckReport) -> [String] {
    let lab = report.lab
    var out = ["", "Not done yet: the same code ran again and did not pass every time."]
    for flaky in report.flaky {
      let earlier = report.flakyEarlier.contains(flaky) ? " (seen at an earlier check of this very code)" : ""
      out.append("  ~ \(flaky.words)\(earlier): it depends on timing or order: a race or shared state")
    }
    if !report.flakyEarlier.isEmpty {
      out.append("  A green run does not undo a flip seen on the same code: change the code to check it afresh.")
    }
    for broken in report.brokenRuns {
      out.append("  ~ \(broken.words): it depends on timing or order: a race or shared state")
    }
    if !report.unsafeState.isEmpty, report.flaky.isEmpty, report.brokenRuns.isEmpty {
      out[1] = "Not done yet: it passed, but shares state without a lock, so it passes only by luck."
    }
    for place in report.unsafeState {
      out.append("  ~ \(place.words)")
      out.append("    shared without a lock or an actor: whether it passes depends on timing or order: a race or shared state")
    }
    out.append("  Tests run in parallel and in any order. Look for state several tests or tasks share without")
    out.append("  a lock or an actor: a `static var` (`nonisolated(unsafe)`), one object two tests both change.")
    out.append("  Guard it with a Mutex, make it an actor, or key it to each test.")
    let causes = Hints.loadIfPresent(for: lab, in: catalog).whenItCrashes
    if !causes.isEmpty, report.brokenRuns.contains(where: { !$0.hung }) {
      out.append("  When Lab \(lab.tag) crashes, it is most often (\(Layout.hintsFile(of: lab))):")
      out += causes.map { ($0.hasPrefix("- ") ? "    " : "      ") + $0 }
    }
    out.append("")
    out.append("Next: make it pass every time in \(Layout.learnerFolder(of: lab)), \(checkAgain(lab))")
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

  /// The end of a Next: line: how the learner gets the next verdict, where the check ran.
  func checkAgain(_ lab: Lab) -> String {
    switch context {
    case .typed: "then run: \(Invocation.typed("check \(lab.number)"))"
    case .watching: "then save: the watch checks again"
    }
  }

  /// A command to run besides the check: in another terminal while a watch holds this one.
  func elsewhere(_ words: String) -> String {
    Invocation.typed(words) + (context == .watching ? "   (in another terminal)" : "")
  }

  func stuckLine(_ lab: Lab) -> String {
    "Stuck? \(elsewhere("hint \(lab.number)"))   Chapter: \(lab.chapter)"
  }

  /// The first failure, and how to see the others.
  private func firstFailureLines(_ report: CheckReport, _ failure: TestResult, issues: [String: [Diagnostic]]) -> [String] {
    var out = ["First failure: \(failure.name)"] + failureLines(failure, issues: issues, lab: report.lab)
    let others = report.failures.count - 1
    if others > 0 {
      let all = Invocation.typed("\(context == .typed ? "check" : "watch") \(report.lab.number) --all")
      out.append("  (\(others) more failing: \(all) lists them all)")
    }
    return out
  }

  /// Every failing test, grouped by task in task order, each with its file, line and message.
  private func allFailureLines(_ report: CheckReport, issues: [String: [Diagnostic]]) -> [String] {
    let failing = report.failures
    var out = ["Failing tests, task by task (\(failing.count)):"]
    for (task, tests) in Dictionary(grouping: failing, by: \.task).sorted(by: { $0.key < $1.key }) {
      out.append("")
      out.append(Self.title(of: task, in: report.taskTitles))
      for test in tests {
        out.append("  \(test.name)")
        out += failureLines(test, issues: issues, lab: report.lab).map { "  " + $0 }
      }
    }
    return out
  }

  /// `Task 2: UserAPI over the seam`, or `Task 2` when the suite names none, or `Other tests`.
  static func title(of task: Int, in titles: [Int: String]) -> String {
    titles[task] ?? TaskName.of(task)
  }

  /// One line a task: ✓ when every test counts as passing (a flaky one does not), its count.
  func taskLines(_ report: CheckReport) -> [String] {
    let tasks = Dictionary(grouping: report.results, by: \.task).sorted { $0.key < $1.key }
    let rows = tasks.map { task, results -> [String] in
      let passing = results.filter(report.countsAsPassing).count
      let mark = passing == results.count ? "✓" : (passing == 0 ? "✗" : "…")
      return ["  \(mark)", Self.title(of: task, in: report.taskTitles), "\(passing)/\(results.count)"]
    }
    return TextTable(header: ["", "task", "passing"], rows: rows).rendered.split(separator: "\n").dropFirst().map(String.init)
  }

  private func testFile(_ file: String, lab: Lab) -> String {
    file.contains("/") ? file : "\(Layout.suiteFolder(of: lab))/\(file)"
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
