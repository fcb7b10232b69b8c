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
  /// The likely causes of a hang in this lab, from a `## When it hangs` section (its lines, list
  /// markers kept): a check that stops hung tests prints them beside its generic line.
  public var whenItHangs: [String] = []
  /// The likely causes of a crash in this lab, from a `## When it crashes` section.
  public var whenItCrashes: [String] = []

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

  /// The lab's hints, or none when the file cannot be read: for a message that only adds them.
  public static func loadIfPresent(for lab: Lab, in catalog: Catalog) -> Hints {
    (try? load(for: lab, in: catalog)) ?? Hints(tasks: [])
  }

  /// Reads `## Task N: title` headings (any heading level) over numbered items; an item's
  /// indented lines continue it. `## When it hangs` and `## When it crashes` keep their non-empty
  /// lines as they are. Anything else (the file's header, prose) is left out.
  public static func parse(_ markdown: String) -> Hints {
    var tasks: [(number: Int, title: String, items: [String])] = []
    var hangs: [String] = []
    var crashes: [String] = []
    var section: String? = nil
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        section = ["when it hangs", "when it crashes"].first { $0 == heading.lowercased() }
        guard heading.hasPrefix("Task "), let number = Int(heading.dropFirst(5).prefix(while: \.isNumber)) else {
          tasks.append((0, "", []))  // a heading that is no task's ends the task before it
          continue
        }
        let title = heading.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        tasks.append((number, title, []))
        continue
      }
      if let section {
        let text = line.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, section == "when it hangs" { hangs.append(text) }
        if !text.isEmpty, section == "when it crashes" { crashes.append(text) }
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
      tasks: tasks.filter { $0.number > 0 && !$0.items.isEmpty }.map { TaskHints(number: $0.number, title: $0.title, items: $0.items) },
      whenItHangs: hangs, whenItCrashes: crashes)
  }
}
