import Foundation

/// The hints a learner has seen: `.workbook/hints.json` (git-ignored), the highest level shown per
/// lab and task, so that `workbook hint N` gives the next one.
///
/// ```swift
/// var log = HintLog.load(from: catalog)
/// let next = log.level(for: lab, task: 2) + 1
/// log.record(next, for: lab, task: 2)
/// try log.save(to: catalog)
/// ```
struct HintLog: Codable, Sendable, Equatable {
  /// Module name -> task number (as text: JSON keys are strings) -> highest level shown.
  var levels: [String: [String: Int]] = [:]

  static func file(in catalog: Catalog) -> URL { catalog.url(Layout.hintLog) }

  /// The log, or an empty one when there is none yet (or it cannot be read: hints then start over).
  static func load(from catalog: Catalog) -> HintLog {
    guard let data = try? Data(contentsOf: file(in: catalog)),
      let log = try? JSONDecoder().decode(HintLog.self, from: data)
    else { return HintLog() }
    return log
  }

  /// The highest level shown for that task, `0` when none.
  func level(for lab: Lab, task: Int) -> Int {
    levels[lab.module]?[String(task)] ?? 0
  }

  mutating func record(_ level: Int, for lab: Lab, task: Int) {
    levels[lab.module, default: [:]][String(task)] = max(level, self.level(for: lab, task: task))
  }

  func save(to catalog: Catalog) throws {
    let file = Self.file(in: catalog)
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(self).write(to: file, options: .atomic)
    } catch {
      throw WorkbookError.environment(
        "cannot write \(catalog.relativePath(file.path)): \(error.localizedDescription). Is the folder writable?")
    }
  }
}
