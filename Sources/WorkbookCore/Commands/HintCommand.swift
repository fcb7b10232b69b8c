import Foundation

/// `workbook hint <lab> [<level>] [--task N]`: one hint at a time, for the task the learner is on.
///
/// Without a level it gives the next one for that task (the levels seen are kept in
/// `.workbook/hints.json`); without `--task` the task is the first failing one at the last check.
/// On a finished lab it says so, and where to go next, instead of hinting at Task 1.
///
/// ```swift
/// try HintCommand(catalog: catalog, lab: lab).run()                   // the next hint, where you are
/// try HintCommand(catalog: catalog, lab: lab, level: 2, task: 3).run() // Task 3's second hint
/// ```
struct HintCommand {
  let catalog: Catalog
  let lab: Lab
  /// The level asked for; `nil` for the next one not yet seen.
  var level: Int? = nil
  /// The task asked for; `nil` for the first failing one.
  var task: Int? = nil

  func run() throws -> Int32 {
    for line in try answer() { say(line) }
    return 0
  }

  /// What to print, and the hint recorded as seen.
  func answer() throws -> [String] {
    let hints = try Hints.load(for: lab, in: catalog)
    let known = hints.tasks.map { String($0.number) }.joined(separator: ", ")
    if let task, hints[task] == nil {
      throw WorkbookError.usage(
        "Lab \(lab.tag) has hints for tasks \(known), not for task \(task); see \(Invocation.typed("hint --help"))")
    }
    let progress = Progress.load(from: catalog)
    let record = progress.labs[lab.module]
    let status = catalog.status(of: lab, in: progress)
    if task == nil, status.isDone {
      return finished()
    }
    if task == nil, lab.writesTests, let fresh = status.freshRecord, fresh.tests > 0, fresh.passing == fresh.tests {
      // A lab of kind tests whose tests pass on the given code: what is left is the hunt, and
      // check gives a hint for each bug that got through.
      return [
        "Your tests pass on the given code; what is left is the bugs they do not catch yet.",
        "Run: \(Invocation.command) check \(lab.number)   It names each bug that got through, with a hint for the test that is missing.",
        "A task's hints: \(Invocation.command) hint \(lab.number) --task N (N: \(known))",
      ]
    }
    if task == nil, let record, record.verdict == .doesNotCompile, record.failingTask == nil {
      // The error is in no task's file or TODO: a hint for some task would be a guess.
      return [
        "Lab \(lab.tag) does not compile at the last check, and the error is not in one task's code, so no hint fits yet.",
        "First fix what \(Invocation.command) check \(lab.number) names (the file and line of the first error).",
        "A task's hints: \(Invocation.command) hint \(lab.number) --task N (N: \(known))",
      ]
    }
    guard let chosen = task.flatMap({ hints[$0] }) ?? record?.failingTask.flatMap({ hints[$0] }) ?? hints.tasks.first else {
      return ["Lab \(lab.tag) has no hints yet (\(Layout.hintsFile(of: lab)) lists none). The chapter: \(lab.chapter)"]
    }
    var log = HintLog.load(from: catalog)
    // No verdict at the last check (it did not compile, crashed or hung): the hint is the last
    // failing task's, says so, and uses up no level (the learner is fixing something else).
    let noVerdict = task == nil && record.map { $0.verdict != .ran } == true
    let seen = log.level(for: lab, task: chosen.number)
    let shown = min(level ?? (noVerdict ? max(seen, 1) : seen + 1), chosen.items.count)
    let title = chosen.title.isEmpty ? "" : ": \(chosen.title)"
    var out = ["Lab \(lab.tag) · Task \(chosen.number)\(title), hint \(shown) of \(chosen.items.count)"]
    if let level, level > chosen.items.count {
      out.append("(Task \(chosen.number) has \(chosen.items.count) hints, not \(level): this is the last.)")
    }
    if noVerdict, let record {
      let what = record.verdict == .doesNotCompile ? "does not compile" : record.verdict == .crashed ? "crashed" : "did not finish"
      let whose =
        record.failingTask == nil
        ? "the first task" : record.verdict == .doesNotCompile ? "the task the error is in" : "the task the last check that ran stopped at"
      out.append("(Lab \(lab.tag) \(what) at the last check, so this is \(whose); it counts no hint level.")
      out.append(" First fix what \(Invocation.command) check \(lab.number) names.)")
    }
    if task == nil, record == nil {
      out.append("(No check yet, so this is the first task. Run \(Invocation.command) check \(lab.number) to get hints for where you are.)")
    }
    out += ["", "  " + chosen.items[shown - 1].replacingOccurrences(of: "\n", with: "\n  "), ""]
    let forTask = task.map { " --task \($0)" } ?? ""
    if shown < chosen.items.count {
      let next = level.map { " \($0 + 1)" } ?? (noVerdict ? " \(shown + 1)" : "")
      out.append("More explicit: \(Invocation.command) hint \(lab.number)\(next)\(forTask)   (hint \(shown + 1) of \(chosen.items.count))")
    } else {
      out.append(
        "That was the last hint for Task \(chosen.number). The failing test's message and the chapter (\(lab.chapter)) say the rest.")
    }
    if shown > 1 { out.append("From the first hint again: \(Invocation.command) hint \(lab.number) 1\(forTask)") }
    guard !noVerdict || level != nil else { return out }
    log.record(shown, for: lab, task: chosen.number)
    // A hint read once the lab is done (`--task`, out of curiosity) is no help taken to get there.
    if !status.isDone { Room.noteHint(lab: lab, task: chosen.number, level: shown, in: catalog) }
    try log.save(to: catalog)
    return out
  }

  private func finished() -> [String] {
    let bugs = lab.writesTests ? ", and they catch every bug" : ""
    var out = [
      "You finished Lab \(lab.tag) · \(lab.title): every test passes\(bugs). No hint needed.",
      "Compare with the reference: \(Invocation.command) solution \(lab.number)",
    ]
    // The next lab is the first unfinished one (after this, else before it); "the last lab" only
    // when every lab is done.
    if let next = catalog.lab(after: lab, in: Progress.load(from: catalog)) {
      out.append("Next: Lab \(next.tag) · \(next.title). Read \(next.chapter), then run: \(Invocation.command) check \(next.number)")
    } else {
      out.append("Every lab is done: that was the last one. The chapters' Going further sections have more to try.")
    }
    out.append("A task's hints anyway: \(Invocation.command) hint \(lab.number) --task N")
    return out
  }
}

extension HintCommand {
  /// From the verb's parsed arguments, `[<lab>] [<level>] [--task N]`; `currentLab` gives the lab
  /// when none is named.
  init(catalog: Catalog, arguments: Arguments, currentLab: () throws -> Lab) throws {
    self.init(catalog: catalog, lab: try arguments.lab.map { try catalog.lab(named: $0) } ?? currentLab())
    if arguments.operands.count == 2 {
      guard let level = Int(arguments.operands[1]), level > 0 else {
        throw arguments.usage("the hint level is a number from 1 up, not '\(arguments.operands[1])'")
      }
      self.level = level
    }
    if let task = arguments.value("--task") {
      guard let number = Int(task), number > 0 else { throw arguments.usage("--task needs a task number, not '\(task)'") }
      self.task = number
    }
  }
}
