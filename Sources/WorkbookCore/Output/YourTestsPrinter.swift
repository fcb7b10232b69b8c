import Foundation

/// The check report of a lab of kind tests (Lab 11): the learner's suite on the correct code,
/// then each mutant, caught or not, with its hint.
struct YourTestsPrinter {
  let printer: CheckPrinter

  func lines(for report: CheckReport) -> [String] {
    let lab = report.lab
    guard case .ran(let results, let issues) = report.outcome else { return [] }
    let passing = report.passingCount
    var out: [String] = []
    let flakyNote = report.flaky.isEmpty ? "" : ", \(report.flaky.count) flaky test\(report.flaky.count == 1 ? "" : "s") (not done)"
    if let mutants = report.mutants {
      out.append("Lab \(lab.tag) · \(lab.title): \(mutants.filter(\.isCaught).count) of \(mutants.count) bugs caught\(flakyNote)")
    } else if report.huntSkipped {
      out.append("Lab \(lab.tag) · \(lab.title): your tests on the given code only (--no-hunt)")
    } else {
      out.append("Lab \(lab.tag) · \(lab.title): no bugs hunted yet\(flakyNote)")
    }
    out.append("")
    let steady = report.flaky.isEmpty ? "" : " (\(report.flaky.count) more flaky: passing only some runs)"
    out.append("Your tests on the correct code (\(Layout.mutatedFolder(of: lab))): \(passing) of \(results.count) passing\(steady)")
    out += printer.taskLines(report)

    if let mutants = report.mutants {
      out.append("")
      out.append("Your tests against the bugs (mutants of \(Layout.mutatedFolder(of: lab))):")
      let width = mutants.map(\.mutant.slug.count).max() ?? 0
      for verdict in mutants {
        out += lines(for: verdict, width: width)
      }
    }

    if !report.flaky.isEmpty {
      out.append("")
      out.append("Flaky tests (their verdict changed on the same code; a flaky test catches no bug):")
      for flaky in report.flaky {
        let earlier = report.flakyEarlier.contains(flaky) ? " (seen at an earlier check of this very code)" : ""
        out.append("  ~ \(flaky.words)\(earlier): it depends on timing, order or randomness")
      }
      if !report.flakyEarlier.isEmpty {
        out.append("  A green run does not undo a flip seen on the same tests: change them to check them afresh.")
      }
      out.append("  Look for what changes from run to run: Int.random or Date(), state two tests share (a static, one")
      out.append("  double for both), a Task nobody awaits, a real sleep. Tests run in parallel, and in any order.")
    }

    out.append("")
    let flakyIDs = Set(report.flaky.map(\.test.id))
    if let failure = report.firstFailure {
      let kind = RedTest(failure, issues: issues, flaky: flakyIDs.contains(failure.id))
      out.append("\(kind.heading): \(failure.name)")
      out += printer.failureLines(failure, issues: issues, lab: lab)
      out.append("")
      out.append("A test that fails on the correct code catches nothing: only tests that pass there every time count.")
      out.append("Next: \(kind.advice) in \(Layout.learnerFolder(of: lab)),")
      out.append("      \(printer.checkAgain(lab))")
    } else if !report.flaky.isEmpty {
      out.append("Next: make each flaky test pass every time (or delete it) in \(Layout.learnerFolder(of: lab)),")
      out.append("      \(printer.checkAgain(lab))")
    } else if results.isEmpty {
      out.append("No tests ran. Write your tests in \(Layout.learnerFolder(of: lab)) (\(lab.chapter) says how).")
    } else if report.huntStands {
      out.append("Your last bug hunt, on these very files, caught every bug: it still stands.")
    } else if report.huntSkipped {
      out.append("Next: hunt the bugs with your tests: \(Invocation.typed("check \(lab.number)"))")
    } else if let missed = report.mutants?.first(where: { !$0.isCaught }) {
      out.append("Next: write a test that passes on the correct code and fails on \(missed.mutant.slug),")
      out.append("      \(printer.checkAgain(lab))")
    }
    if report.isGreenBeforeAudit, !report.hiddenDependencies.isEmpty {
      out.append(SeamFindingsPrinter.verdict(lab, findings: report.hiddenDependencies.count))
    } else if report.isGreen {
      out.append("Lab \(lab.tag) is done: your tests catch every bug.")
      out.append("Compare with the reference: \(printer.elsewhere("solution \(lab.number)"))")
    } else {
      out.append(printer.stuckLine(lab))
    }
    return out
  }

  private func lines(for verdict: MutantVerdict, width: Int) -> [String] {
    let name = verdict.mutant.slug.padding(toLength: width, withPad: " ", startingAt: 0)
    switch verdict.fate {
    case .caught(let tests):
      let more = tests.count > 1 ? " and \(tests.count - 1) more" : ""
      return ["  ✓ caught      \(name)   (by \(tests[0].name)\(more))"]
    case .crashed:
      // The tests that had failed on it before the crash, and the crash itself, all count.
      let crash = "a crash" + (verdict.crashedIn.map { " in \($0)" } ?? "")
      guard let first = verdict.caughtBeforeCrash.first else {
        return ["  ✓ caught      \(name)   (by \(crash): an expectation would say more)"]
      }
      let more = verdict.caughtBeforeCrash.count > 1 ? ", \(verdict.caughtBeforeCrash.count - 1) more" : ""
      return ["  ✓ caught      \(name)   (by \(first.name)\(more) and \(crash))"]
    case .timedOut:
      return ["  ✓ caught      \(name)   (by a hang: an expectation would say more, sooner)"]
    case .survived:
      return ["  ✗ not caught  \(verdict.mutant.slug)", "      hint: \(verdict.mutant.hint)"]
    case .doesNotCompile(let error):
      let detail = error.map { ": \(printer.relative($0.file)):\($0.line): \($0.message)" } ?? ""
      return ["  ✗ not run     \(name)   (your tests do not build against it\(detail))"]
    }
  }
}
