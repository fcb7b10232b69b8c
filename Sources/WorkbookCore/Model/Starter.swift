import Foundation

/// The learner's starters as the workbook's git history holds them: the commit they come from and
/// the files each lab's folder began with. Without git (a ZIP download) both are unknown.
///
/// ```swift
/// let starter = Starter(catalog: catalog)
/// let deleted = starter.deletions(of: lab)   // what the learner deleted since
/// ```
struct Starter: Sendable {
  let catalog: Catalog
  /// The commit the starters come from, or `nil` without git history.
  let commit: String?
  /// Every file under `Labs/` at that commit, relative to the workbook's folder.
  private let files: Set<String>

  init(catalog: Catalog) {
    self.catalog = catalog
    let git = Git(root: catalog.root)
    commit = git.starterCommit()
    let listing = commit.flatMap { git.run(["ls-tree", "-r", "-z", "--name-only", $0, "--", Layout.labs]) } ?? ""
    files = Set(listing.split(separator: "\0").map(String.init))
  }

  /// The starter's files of `folder` (`Labs/<module>`), relative to the workbook's folder.
  func files(of folder: String) -> [String] {
    files.filter { $0.hasPrefix(folder + "/") }.sorted()
  }

  /// The files under `folder` (every lab's, by default) that differ from the starters: edited,
  /// added or deleted, committed or not; `nil` without git history. Two git calls answer for
  /// every lab at once (the overview asks about all eleven).
  func changedFiles(under folder: String = Layout.labs) -> Set<String>? {
    guard let commit else { return nil }
    let git = Git(root: catalog.root)
    guard let status = git.run(["status", "--porcelain", "-z", "--", folder]),
      let diff = git.run(["diff", "--name-only", "-z", commit, "--", folder])
    else { return nil }
    var changed = Set(diff.split(separator: "\0").map(String.init))
    // `XY path` entries; a rename's entry is followed by its old path alone.
    for entry in status.split(separator: "\0") {
      changed.insert(entry.count > 3 && entry.dropFirst(2).first == " " ? String(entry.dropFirst(3)) : String(entry))
    }
    return changed
  }

  /// Whether the lab's folder holds a change since the starter; without git history nothing
  /// proves it untouched.
  func isTouched(_ lab: Lab) -> Bool {
    Self.isTouched(lab, among: changedFiles(under: Layout.learnerFolder(of: lab)))
  }

  /// The same, from ``changedFiles(under:)`` asked once for every lab.
  static func isTouched(_ lab: Lab, among changed: Set<String>?) -> Bool {
    let folder = Layout.learnerFolder(of: lab) + "/"
    return changed.map { $0.contains { $0.hasPrefix(folder) } } ?? true
  }

  /// What is gone from the lab's folder since the starter: the folder, or some of its files.
  func deletions(of lab: Lab) -> Deletions {
    let folder = Layout.learnerFolder(of: lab)
    let manager = FileManager.default
    guard manager.fileExists(atPath: catalog.url(folder).path) else {
      return Deletions(lab: lab, folderMissing: true, files: [])
    }
    let gone = files(of: folder).filter { !manager.fileExists(atPath: catalog.url($0).path) }
    var deletions = Deletions(lab: lab, folderMissing: false, files: gone)
    let solution = Layout.solutionFolder(of: lab)
    deletions.starterOnly = gone.filter {
      !manager.fileExists(atPath: catalog.url(solution + $0.dropFirst(folder.count)).path)
    }
    return deletions
  }
}
