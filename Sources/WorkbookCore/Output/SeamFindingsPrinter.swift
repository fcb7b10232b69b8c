/// The seam audit's findings as the learner reads them under a check's verdict, green or red:
/// each hidden dependency with its file and line, what was written, the seam the chapter teaches
/// instead and the section that shows it.
///
/// ```swift
/// let lines = SeamFindingsPrinter(printer: checkPrinter).lines(for: report)
/// // Hidden dependencies in your code (1): ...
/// //   Labs/Lab10CompositionRoot/NoteComposer.swift:31: Date()
/// //     use instead: the injected dependencies.now() (docs/10-composition-root.md, "Task 3: ...")
/// ```
struct SeamFindingsPrinter {
  let printer: CheckPrinter

  /// The lines under the verdict; none when the audit found nothing.
  func lines(for report: CheckReport) -> [String] {
    let findings = report.hiddenDependencies
    guard !findings.isEmpty else { return [] }
    var out = [
      "",
      Style.warning(
        "\(Self.count(findings.count)) in your code: it reaches for "
          + (findings.count == 1 ? "this itself, where the chapter has it" : "these itself, where the chapter has them") + " passed in."),
    ]
    // The same expression twice on one line (`stamp > Date() ? Date() : stamp`) is one entry.
    var index = 0
    while index < findings.count {
      let finding = findings[index]
      var same = 1
      while index + same < findings.count, findings[index + same].location == finding.location,
        findings[index + same].expression == finding.expression
      {
        same += 1
      }
      let times = same > 1 ? " (\(same) times on this line)" : ""
      out.append(Style.warning("  \(finding.location): \(finding.expression)\(times)"))
      out.append("    use instead: \(finding.seam.instead) (\(finding.chapter), \"\(finding.seam.section)\")")
      index += same
    }
    if report.isGreenBeforeAudit {
      out.append(
        "Next: take \(findings.count == 1 ? "it" : "each") in from the caller as that section shows (the tests should stay green), "
          + printer.checkAgain(report.lab))
    }
    return out
  }

  /// The verdict's words for a lab whose tests all pass while the audit found something.
  static func verdict(_ lab: Lab, findings: Int) -> String {
    "Lab \(lab.tag): every test passes, with \(count(findings)): the lab is done when \(findings == 1 ? "it is" : "they are") gone."
  }

  /// `1 hidden dependency`, `2 hidden dependencies`.
  static func count(_ findings: Int) -> String {
    findings == 1 ? "1 hidden dependency" : "\(findings) hidden dependencies"
  }
}
