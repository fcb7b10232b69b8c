import Foundation

/// The task a compile error belongs to, so that `hint` and "Next" follow the failure in the
/// current code rather than the task an earlier check stopped at.
///
/// An error in a suite file belongs to that file's task (`Task4DirectoryClientTests.swift`: Task 4,
/// the learner's declaration the tests call changed). An error in the learner's file belongs to
/// the nearest `TODO: Task N` marker at or above its line, else to the one task the file's
/// markers name. A finished file has lost its markers: then the starter's copy of the same file
/// (from git) answers, when it names one task. Anything else cannot be told: `nil`, and the hint
/// says so.
///
/// ```swift
/// TaskOfAnError.task(of: error, lab: lab, in: catalog)   // 4
/// ```
enum TaskOfAnError {
  static func task(of error: Diagnostic, lab: Lab, in catalog: Catalog) -> Int? {
    let name = URL(fileURLWithPath: error.file).lastPathComponent
    if !catalog.relativePath(error.file).hasPrefix(Layout.learnerFolder(of: lab) + "/") {
      // A suite file (the workbook's copy may be built from another tree: its name tells).
      return number(after: "Task", in: name)
    }
    let text = (try? String(contentsOfFile: error.file, encoding: .utf8)) ?? ""
    let tasks = markers(in: text)
    if let above = tasks.last(where: { $0.line <= error.line }) { return above.task }
    if !tasks.isEmpty { return onlyTask(of: tasks) }
    // Finished code keeps no TODOs: the starter's copy tells which task the file was for. Its
    // line numbers are not the learner's, so only a file of one task answers.
    let git = Git(root: catalog.root)
    guard let commit = git.starterCommit(),
      let starter = git.run(["show", "\(commit):\(catalog.relativePath(error.file))"])
    else { return nil }
    return onlyTask(of: markers(in: starter))
  }

  /// Each `TODO: Task N` marker's line and task.
  private static func markers(in text: String) -> [(line: Int, task: Int)] {
    var tasks: [(line: Int, task: Int)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: "TODO: Task "), let task = number(after: "", in: line[range.upperBound...]) {
        tasks.append((index + 1, task))
      }
    }
    return tasks
  }

  /// The task when every marker names the same one.
  private static func onlyTask(of markers: [(line: Int, task: Int)]) -> Int? {
    let named = Set(markers.map(\.task))
    return named.count == 1 ? named.first : nil
  }

  /// The number right after `prefix` in `text` (`Task4Tests.swift` after `Task`: 4).
  private static func number(after prefix: String, in text: some StringProtocol) -> Int? {
    guard let range = prefix.isEmpty ? text.startIndex..<text.startIndex : text.range(of: prefix) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }
}
