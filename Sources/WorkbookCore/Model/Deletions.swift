import Foundation

/// What the learner deleted from a lab's folder since the starter, and how to get it back.
///
/// ```swift
/// let deleted = Starter(catalog: catalog).deletions(of: lab)
/// if !deleted.isEmpty { deleted.lines.forEach { say($0) } }
/// ```
struct Deletions: Sendable {
  let lab: Lab
  /// The whole `Labs/<module>` folder is gone.
  let folderMissing: Bool
  /// Starter files gone from it, relative to the workbook's folder.
  let files: [String]
  /// Those of ``files`` the reference solution has no copy of either (the starter's
  /// `Unimplemented.swift`): a finished lab does without them, so they stop no verdict.
  var starterOnly: [String] = []

  var isEmpty: Bool { !folderMissing && files.isEmpty }

  /// Whether what is gone may stop a verdict: the folder, or a file the solution also has.
  var mayStopAVerdict: Bool { folderMissing || files.count > starterOnly.count }

  /// A note for a status column, beside the status, when only starter-only files are gone.
  var note: String? {
    guard !isEmpty, !mayStopAVerdict else { return nil }
    let names = starterOnly.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
    return "(\(names) deleted: the solution does without \(starterOnly.count == 1 ? "it" : "them"))"
  }

  /// A few words for a status column.
  var status: String {
    folderMissing ? "folder deleted" : "\(files.count) file\(files.count == 1 ? "" : "s") deleted"
  }

  /// What is missing and the command that brings it back.
  var lines: [String] {
    let reset = Invocation.typed("reset \(lab.number)")
    if folderMissing {
      return ["\(Layout.learnerFolder(of: lab)) is missing (deleted?). \(reset) puts the starter back."]
    }
    let named = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
    return [
      "Deleted since the starter: \(named).",
      "\(reset) restores the starter (your copy is kept in \(Layout.backups)/ first).",
    ]
  }
}
