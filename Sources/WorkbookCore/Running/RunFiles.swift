import Foundation

/// A run's files: its console log and its event stream, apart from every other run's (two
/// hunt jobs, or a pinning re-run, never share one).
///
/// ```swift
/// let files = try RunFiles(in: scratch, label: "Lab01NetworkingSeam")   // <scratch>/results/Lab01NetworkingSeam.log
/// let pin = try RunFiles(folder: files.folder, label: files.label + "-pin")
/// ```
struct RunFiles {
  let folder: URL
  let label: String
  var log: URL { folder.appendingPathComponent("\(label).log") }
  var events: URL { folder.appendingPathComponent("\(label).events.jsonl") }

  /// Where the run labelled `label` in the build folder `scratch` writes its console log.
  static func log(in scratch: URL, label: String) -> URL {
    Layout.runResults(in: scratch).appendingPathComponent("\(label).log")  // as `log` of `init(in:label:)`
  }

  /// A run's files in the build folder `scratch`, where ``Layout/runResults(in:)`` says.
  init(in scratch: URL, label: String) throws {
    try self.init(folder: Layout.runResults(in: scratch), label: label)
  }

  init(folder: URL, label: String) throws {
    self.folder = folder
    self.label = label
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in [log, events] { try? FileManager.default.removeItem(at: file) }
  }
}
