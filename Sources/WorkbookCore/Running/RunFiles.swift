import Foundation

/// A run's files: its console log and its event stream, apart from every other run's (two
/// hunt jobs, or a pinning re-run, never share one).
struct RunFiles {
  let folder: URL
  let label: String
  var log: URL { folder.appendingPathComponent("\(label).log") }
  var events: URL { folder.appendingPathComponent("\(label).events.jsonl") }

  init(folder: URL, label: String) throws {
    self.folder = folder
    self.label = label
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in [log, events] { try? FileManager.default.removeItem(at: file) }
  }
}
