import Foundation

/// The compiler's warnings in the learner's files, kept across checks.
///
/// An incremental build prints a file's warnings only when it recompiles that file, so a warning
/// would show once and then vanish while the code still has it. Each file's warnings are stored
/// with the file's hash (the check has them already, `Fingerprint.files`): a file whose hash
/// changed was rebuilt (Checker makes sure of that), so what this build printed for it replaces
/// what was stored; an unchanged file keeps its warnings.
///
/// ```swift
/// let hashes = Fingerprint.files(in: catalog.url(Layout.learnerFolder(of: lab)))
/// let warnings = LearnerWarnings.update(lab, printed: run.warnings, hashes: hashes, in: catalog)
/// ```
enum LearnerWarnings {
  private struct Entry: Codable {
    let hash: String
    let warnings: [Diagnostic]
  }

  static func update(_ lab: Lab, printed: [Diagnostic], hashes: [String: String], in catalog: Catalog) -> [Diagnostic] {
    let store = catalog.url(Layout.warnings(of: lab))
    let stored = (try? JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: store))) ?? [:]
    let printedByFile = Dictionary(grouping: printed) { standardized($0.file) }
    var entries: [String: Entry] = [:]
    for (path, hash) in hashes {
      let key = standardized(path)
      if let fresh = printedByFile[key] {
        entries[key] = Entry(hash: hash, warnings: fresh)
      } else if let kept = stored[key], kept.hash == hash {
        entries[key] = kept
      }
    }
    try? FileManager.default.createDirectory(at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(entries).write(to: store, options: .atomic)
    return entries.sorted { $0.key < $1.key }.flatMap(\.value.warnings)
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
