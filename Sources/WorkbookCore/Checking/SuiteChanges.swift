import Foundation

/// What differs between the files of a lab that the workbook owns (its suite `Tests/<module>Tests`;
/// for a lab of kind tests, its given code and its mutants) and the workbook's committed copy of
/// them: edited, deleted and added files, relative to the workbook's folder. A check with changes
/// runs the workbook's copy instead (``WorkbookSuite``) and says so with ``lines(commit:)``.
///
/// ```swift
/// let changes = SuiteChanges(nameStatus: "M\0Tests/Lab01NetworkingSeamTests/Task1LiveAdapterTests.swift\0", untracked: "")
/// changes.edited   // ["Tests/Lab01NetworkingSeamTests/Task1LiveAdapterTests.swift"]
/// ```
public struct SuiteChanges: Sendable, Equatable {
  public var edited: [String] = []
  public var deleted: [String] = []
  public var added: [String] = []

  public init(edited: [String] = [], deleted: [String] = [], added: [String] = []) {
    self.edited = edited
    self.deleted = deleted
    self.added = added
  }

  /// From `git diff --name-status -z <commit> -- <folders>` (the working tree against the commit)
  /// and `git ls-files --others --exclude-standard -z -- <folders>` (new files git does not track).
  init(nameStatus: String, untracked: String) {
    var fields = nameStatus.split(separator: "\0").map(String.init)[...]
    while let status = fields.popFirst(), let path = fields.popFirst() {
      switch status.first {
      case "D": deleted.append(path)
      case "A": added.append(path)
      case "R", "C":
        // A rename names the old path, then the new one.
        deleted.append(path)
        if let new = fields.popFirst() { added.append(new) }
      default: edited.append(path)
      }
    }
    added += untracked.split(separator: "\0").map(String.init)
    edited.sort()
    deleted.sort()
    added = Array(Set(added)).sorted()
  }

  public var isEmpty: Bool { edited.isEmpty && deleted.isEmpty && added.isEmpty }

  /// Whether the workbook's copy runs instead of the learner's: any change at all (an added test
  /// file is left out of the run, so its red or green cannot move the verdict).
  public var replacesTheLearnersCopy: Bool { !isEmpty }

  /// What the learner reads under the verdict: what changed, that it was not used, and the way back.
  /// `commit`: the workbook's commit the copy comes from (its first characters are enough for git).
  public func lines(commit: String) -> [String] {
    func named(_ files: [String]) -> String {
      files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
    }
    var changed: [String] = []
    if !edited.isEmpty { changed.append("edited \(named(edited))") }
    if !deleted.isEmpty { changed.append("deleted \(named(deleted))") }
    if !added.isEmpty { changed.append("added \(named(added))") }
    let short = String(commit.prefix(10))
    let restorable = edited + deleted
    var out = [
      "The workbook's own tests decided this verdict: you " + changed.joined(separator: "; ") + ".",
      "  Your copy was not used for the verdict; the workbook's copy ran, unchanged, in its own build folder.",
    ]
    if !restorable.isEmpty {
      let folders = Array(Set(restorable.map { $0.split(separator: "/").prefix(2).joined(separator: "/") })).sorted()
      out.append("  Put them back: git checkout \(short) -- \(folders.joined(separator: " "))")
    }
    if !added.isEmpty {
      out.append("  Files you added to it are not the workbook's and did not run: move your own tests out of it,")
      out.append("  or delete them (the lab's verdict is its suite's, the one the chapter describes).")
    }
    return out
  }
}
