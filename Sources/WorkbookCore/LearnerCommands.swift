import Foundation

/// `workbook hint <lab> [<level>]`: hints for the first unfinished task, gentle first.
struct HintCommand {
  let catalog: Catalog
  let lab: Lab
  let level: Int

  func run() throws -> Int32 {
    let chapter = catalog.url(lab.chapter)
    guard let text = try? String(contentsOf: chapter, encoding: .utf8) else {
      throw WorkbookError.environment("cannot read \(lab.chapter)")
    }
    let hints = Hints.parse(text)
    let record = Progress.load(from: catalog).labs[lab.module]
    let task = record?.failingTask.flatMap { hints[$0] != nil ? $0 : nil } ?? hints.keys.min()
    guard let task, let items = hints[task], !items.isEmpty else {
      say("Lab \(lab.tag) has no hints; read \(lab.chapter).")
      return 0
    }
    let shown = min(max(level, 1), items.count)
    say(
      "Lab \(lab.tag), Task \(task): hint \(shown) of \(items.count)\(record == nil ? " (check the lab first to get hints for where you are)" : "")"
    )
    for (index, item) in items.prefix(shown).enumerated() {
      say()
      say("\(index + 1). \(item)")
    }
    say()
    if shown < items.count {
      say("More explicit: swift run workbook hint \(lab.number) \(shown + 1)")
    } else {
      say("That is the last hint for this task. The chapter: \(lab.chapter)")
    }
    return 0
  }
}

/// The chapter's `## Hints` section: `### Task N` headings over numbered items.
enum Hints {
  static func parse(_ markdown: String) -> [Int: [String]] {
    var hints: [Int: [String]] = [:]
    var inHints = false
    var task: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        inHints = line.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("hints")
        task = nil
        continue
      }
      guard inHints else { continue }
      if line.hasPrefix("### ") {
        let heading = line.dropFirst(4).drop { !$0.isNumber }
        task = Int(heading.prefix { $0.isNumber })
        continue
      }
      guard let task else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let dot = trimmed.firstIndex(of: "."), !trimmed.isEmpty, trimmed[..<dot].allSatisfy(\.isNumber), dot != trimmed.startIndex {
        hints[task, default: []].append(trimmed[trimmed.index(after: dot)...].trimmingCharacters(in: .whitespaces))
      } else if !trimmed.isEmpty || line.hasPrefix("   "), var items = hints[task], let lastItem = items.popLast() {
        items.append(lastItem + "\n   " + line.trimmingCharacters(in: .init(charactersIn: " ")))
        hints[task] = items
      }
    }
    return hints.mapValues { $0.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } }
  }
}
