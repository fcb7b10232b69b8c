import Foundation

/// A lab's hints, from `Hints/<Module>.md`: the tool serves them one level at a time, so they live
/// outside the chapter the learner reads.
///
/// The file has a `## Task N: title` heading per task over numbered hints, gentle first:
/// ```markdown
/// ## Task 2: UserAPI over the seam
///
/// 1. The failing test's message names the step that is missing.
/// 2. Check `statusCode` before you decode,
///    because a 404 can carry a body that decodes.
/// ```
/// ```swift
/// let hints = try Hints.load(for: lab, in: catalog)
/// hints[2]?.items.first   // "The failing test's message names the step that is missing."
/// ```
public struct Hints: Sendable, Equatable {
  /// One task's hints, gentle (the first) to explicit (the last).
  public struct TaskHints: Sendable, Equatable {
    public let number: Int
    /// `UserAPI over the seam`; empty when the heading has no title.
    public let title: String
    public let items: [String]
  }

  /// The tasks that have hints, in the file's order.
  public let tasks: [TaskHints]

  public subscript(task: Int) -> TaskHints? {
    tasks.first { $0.number == task }
  }

  /// The lab's hints; an error naming the file when it cannot be read.
  public static func load(for lab: Lab, in catalog: Catalog) throws -> Hints {
    let path = Layout.hintsFile(of: lab)
    guard let text = try? String(contentsOf: catalog.url(path), encoding: .utf8) else {
      throw WorkbookError.environment(
        "cannot read \(path), the hints of Lab \(lab.tag). Restore it (git checkout -- \(path)), or read the chapter: \(lab.chapter)"
      )
    }
    return parse(text)
  }

  /// Reads `## Task N: title` headings (any heading level) over numbered items; an item's
  /// indented lines continue it. Anything else (the file's header, prose) is left out.
  public static func parse(_ markdown: String) -> Hints {
    var tasks: [(number: Int, title: String, items: [String])] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        guard heading.hasPrefix("Task "), let number = Int(heading.dropFirst(5).prefix(while: \.isNumber)) else {
          tasks.append((0, "", []))  // a heading that is no task's ends the task before it
          continue
        }
        let title = heading.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        tasks.append((number, title, []))
        continue
      }
      guard !tasks.isEmpty, tasks[tasks.count - 1].number > 0 else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let digits = trimmed.prefix(while: \.isNumber)
      if !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". ") {
        tasks[tasks.count - 1].items.append(String(trimmed.dropFirst(digits.count + 2)))
      } else if !trimmed.isEmpty, line.hasPrefix(" "), let last = tasks[tasks.count - 1].items.popLast() {
        tasks[tasks.count - 1].items.append(last + "\n" + trimmed)
      }
    }
    return Hints(
      tasks: tasks.filter { $0.number > 0 && !$0.items.isEmpty }.map { TaskHints(number: $0.number, title: $0.title, items: $0.items) }
    )
  }
}
