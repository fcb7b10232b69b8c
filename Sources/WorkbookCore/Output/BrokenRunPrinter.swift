import Foundation

/// What the learner reads when a lab's suite could not give results: it does not compile, the
/// test process crashed, or tests did not finish. Each names what happened, where to look, and
/// the one next step.
///
/// ```swift
/// let lines = BrokenRunPrinter(catalog: catalog, lab: lab, nextStep: "then run: ./workbook check 3")
///   .lines(for: report.outcome)
/// ```
struct BrokenRunPrinter {
  let catalog: Catalog
  let lab: Lab
  /// How the learner gets the next verdict: `then run: ./workbook check 3`, or, in a running
  /// watch, `then save: the watch checks again` (CheckPrinter decides).
  var nextStep: String
  /// The run's console log, named for the learner who wants the whole story.
  var log: URL? = nil
  /// The task the first compile error is in, as the check told it (``CheckReport/errorTask``).
  var errorTask: Int? = nil

  func lines(for outcome: SuiteOutcome) -> [String] {
    switch outcome {
    case .doesNotCompile(let errors): doesNotCompile(errors)
    case .crashed(let crash): crashed(crash)
    case .timedOut(let hang): timedOut(hang)
    case .ran: []
    }
  }

  private func doesNotCompile(_ errors: [Diagnostic]) -> [String] {
    if errors.contains(where: \.isMissingTestFramework) { return missingTestFramework(errors) }
    var out = ["Lab \(lab.tag) · \(lab.title): does not compile", ""]
    for error in errors.prefix(3) {
      out.append("  \(catalog.relativePath(error.file)):\(error.line)")
      out.append("    error: \(error.message)")
    }
    if errors.isEmpty { out.append("  (no error line found; run: WORKBOOK_LABS=\(lab.module) swift build)") }
    if errors.count > 3 { out.append("  ... and \(errors.count - 3) more; fix the first one first, the rest often follow") }
    out.append("")
    if let first = errors.first, !catalog.relativePath(first.file).hasPrefix(Layout.learnerFolder(of: lab) + "/") {
      out += testsCallWhatYourCodeNoLongerHas(first)
    } else {
      let file = errors.first.map { catalog.relativePath($0.file) } ?? Layout.learnerFolder(of: lab)
      // The task the error is in, so the learner knows which part of the chapter it belongs to
      // (the same answer `hint` serves).
      let task = errorTask.map { " (Task \($0))" } ?? ""
      out.append("Next: fix the error above in \(file)\(task), \(nextStep)")
    }
    out.append("Other labs are not affected: each lab is checked on its own.")
    return out
  }

  /// An error in a suite file: the tests call a declaration of the learner's code that changed
  /// (a renamed method, another label, a removed type). The tests are the workbook's: the fix is
  /// the signature in the learner's code, never the test.
  private func testsCallWhatYourCodeNoLongerHas(_ error: Diagnostic) -> [String] {
    let task = errorTask.map { " (Task \($0))" } ?? ""
    var out = [
      "  The tests\(task) call something your code in \(Layout.learnerFolder(of: lab)) no longer declares the way",
      "  they use it: a name, a label or a type changed. The tests are the workbook's; keep the signature they call.",
    ]
    for place in declarations(named: error.message).prefix(2) { out.append("  Declared now at \(place)") }
    out.append("")
    out.append("Next: put back the name and signature the test at \(catalog.relativePath(error.file)):\(error.line) calls,")
    out.append("      in \(Layout.learnerFolder(of: lab)), \(nextStep)")
    return out
  }

  /// Where the learner's code declares a name the error message quotes (`'search'`,
  /// `'UserDirectoryClient'`): `Labs/Lab03URLProtocolStub/UserDirectoryClient.swift:12`.
  private func declarations(named message: String) -> [String] {
    let quoted = message.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    let names = quoted.compactMap { $0.split(separator: "(").first.map(String.init) }
      .filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    guard !names.isEmpty else { return [] }
    let keywords = ["func ", "var ", "let ", "case ", "struct ", "class ", "enum ", "protocol ", "actor ", "init"]
    var found: [String] = []
    for file in Fingerprint.swiftFiles(in: catalog.url(Layout.learnerFolder(of: lab))) {
      let text = String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where names.contains(where: { name in keywords.contains { line.contains($0 + name) } })
        && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        found.append("\(catalog.relativePath(file.path)):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// The Command Line Tools alone ship neither XCTest nor a usable Testing module: every lab
  /// would "not compile" in Tests/, which the learner cannot fix there.
  private func missingTestFramework(_ errors: [Diagnostic]) -> [String] {
    let module = errors.first(where: \.isMissingTestFramework)?.message ?? "no such module"
    return [
      "Lab \(lab.tag) · \(lab.title): cannot be tested on this Swift installation", "",
      "  Swift says: \(module)",
      "  On a Mac this means only the Command Line Tools are installed: they have neither",
      "  XCTest nor Swift Testing. Install Xcode 16 or later (App Store), then select it:",
      "    sudo xcode-select --switch /Applications/Xcode.app", "",
      "Next: install Xcode, \(nextStep)",
    ]
  }

  private func crashed(_ crash: Crash) -> [String] {
    var out: [String] = []
    if let test = crash.test {
      out.append("Lab \(lab.tag) · \(lab.title): crashed in \(test)")
    } else {
      out.append("Lab \(lab.tag) · \(lab.title): crashed")
    }
    out.append("")
    if let trap = crash.trap {
      out.append("  The runtime said: \(trap.message)")
      if let location = trap.location { out.append("  at \(learnerPath(location))") }
    } else {
      out.append("  The test process died\(crash.signal.map { " (signal \($0))" } ?? ""): something in the lab's code trapped.")
    }
    if crash.test != nil, !crash.pinned {
      out.append("  (Tests run in parallel: it was one of \(crash.suspects.joined(separator: ", ")).)")
    } else if crash.test == nil, !crash.suspects.isEmpty {
      out.append("  It was one of: \(crash.suspects.prefix(5).joined(separator: ", "))\(crash.suspects.count > 5 ? ", ..." : "")")
    }
    out.append("  \(kind(of: crash.trap))")
    if !crash.finished.isEmpty { out.append("  Before it died: \(Self.tally(crash.finished))") }
    // No trap line and a segfault or bus error: no force unwrap prints nothing, a race does.
    if crash.trap == nil, let signal = crash.signal, signal == SIGSEGV || signal == SIGBUS {
      out.append("  A signal \(signal) with no message is often a data race: state shared between tasks")
      out.append("  without a lock or an actor (a `nonisolated(unsafe)` var, a class two tasks both change).")
      out.append("  Guard it with a Mutex or make it an actor; if it passes on the next check, it is a race.")
    }
    for line in places(for: crash.trap) { out.append("  Look at \(line)") }
    out += likelyCauses(Hints.loadIfPresent(for: lab, in: catalog).whenItCrashes, of: "crashes")
    out.append("")
    out.append("Next: replace the trap in \(Layout.learnerFolder(of: lab)) with a thrown error or a state,")
    out.append("      \(nextStep)\(log.map { "   (full log: \(catalog.relativePath($0.path)))" } ?? "")")
    return out
  }

  private func timedOut(_ hang: Hang) -> [String] {
    var out: [String] = []
    if let test = hang.test {
      out.append("Lab \(lab.tag) · \(lab.title): \(test) did not finish within \(Int(hang.seconds)) s")
    } else {
      out.append("Lab \(lab.tag) · \(lab.title): no result after \(Int(hang.seconds)) s")
    }
    out.append("")
    if hang.printedLines >= Hang.floodLines {
      out.append(
        "  The run was stopped after \(Int(hang.seconds)) s, having printed \(Self.amount(hang.printedLines)) lines: a print in a loop?")
      out.append("  Printing that much takes the time itself. Remove the print (or print once, outside the loop).")
    } else {
      out.append("  The run was stopped: a loop that never ends, or an await that is never resumed")
      out.append("  (a continuation nobody resumes, a sleep on a clock nobody advances).")
    }
    out += likelyCauses(Hints.loadIfPresent(for: lab, in: catalog).whenItHangs, of: "hangs")
    let others = hang.unfinished.filter { $0 != hang.test }
    if hang.pinned == nil, !others.isEmpty {
      out.append("  Also unfinished when it was stopped: \(others.prefix(5).joined(separator: ", "))")
    }
    out.append("")
    out.append("Next: find the loop or await that cannot end in \(Layout.learnerFolder(of: lab)), \(nextStep)")
    out.append("      (a slow machine? give it longer: \(Invocation.typed("check \(lab.number) --timeout 60")))")
    return out
  }

  /// `Task 1 3/3 · Task 2 1/4 passing (7 tests finished)`: how far a run that died had got.
  static func tally(_ finished: [TestResult]) -> String {
    let tasks = Dictionary(grouping: finished, by: \.task).sorted { $0.key < $1.key }
    let counts = tasks.map { task, results in "Task \(task) \(results.filter(\.passed).count)/\(results.count)" }
    return counts.joined(separator: " · ") + " passing (\(finished.count) test\(finished.count == 1 ? "" : "s") finished)"
  }

  /// `2.1 M`, `350 k`, `12 k`: a count of lines as a person reads it.
  static func amount(_ lines: Int) -> String {
    if lines >= 1_000_000 { return String(format: "%.1f M", Double(lines) / 1_000_000) }
    return "\(lines / 1000) k"
  }

  /// The lab's own likely causes (its hints file's `## When it hangs` / `## When it crashes`).
  private func likelyCauses(_ causes: [String], of what: String) -> [String] {
    guard !causes.isEmpty else { return [] }
    let heading = "  When Lab \(lab.tag) \(what), it is most often (\(Layout.hintsFile(of: lab))):"
    // A list item's first line under the heading, its continued lines under its text.
    return ["", heading] + causes.map { ($0.hasPrefix("- ") ? "    " : "      ") + $0 }
  }

  /// What this kind of trap usually is in a learner's code.
  private func kind(of trap: Trap?) -> String {
    let message = trap?.message ?? ""
    if message.contains("Could not cast value") {
      // `(x as? T)!` traps with the very same line: Swift turns it into `as!`.
      return "A cast failed: an `as!`, or an `as?` force-unwrapped (`(x as? T)!`): cast with `as?` and handle nil."
    }
    if message.contains("Unexpectedly found nil") { return "A force unwrap (!) met nil: unwrap with `guard let` or `if let`." }
    if message.contains("Index out of range") { return "An index past the end of an array: check `indices` or `isEmpty` first." }
    if message.contains("Fatal error") { return "A fatalError, try! or precondition fired: throw an error instead." }
    return "Likely a force unwrap (!) of nil, a fatalError, try!, as!, or an index out of range."
  }

  /// Lines of the learner's code that can trap this way (`as! HTTPURLResponse` for a failed cast
  /// to HTTPURLResponse), at most three: the runtime names no line for a failed cast.
  private func places(for trap: Trap?) -> [String] {
    guard let message = trap?.message, trap?.location == nil, message.contains("Could not cast value"),
      let target = message.split(separator: "'").dropFirst(3).first
    else { return [] }
    // `as! T`, and `as? T)!`: a force-unwrapped conditional cast traps with the same line.
    let needles = ["as! \(target)", "as? \(target))!"]
    var found: [String] = []
    for file in Fingerprint.swiftFiles(in: catalog.url(Layout.learnerFolder(of: lab))) {
      let text = String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where needles.contains(where: line.contains) {
        found.append("\(catalog.relativePath(file.path)):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return Array(found.prefix(3))
  }

  /// `Lab90Fixture/Answer.swift:3` (the runtime's `#fileID`) as the learner's path,
  /// `Labs/Lab90Fixture/Answer.swift:3`, when that file is theirs.
  private func learnerPath(_ location: String) -> String {
    let parts = location.split(separator: "/", maxSplits: 1)
    guard parts.count == 2, parts[0] == lab.module, let colon = parts[1].lastIndex(of: ":") else { return location }
    let fileName = parts[1][..<colon]
    let match = Fingerprint.swiftFiles(in: catalog.url(Layout.learnerFolder(of: lab))).first { $0.lastPathComponent == fileName }
    return match.map { catalog.relativePath($0.path) + parts[1][colon...] } ?? location
  }

}
