import Foundation

/// The workbook's own copy of what decides a lab's verdict: its suite (`Tests/<module>Tests`), or
/// for a lab of kind tests its given code and mutants (`Given/<module>`, `Mutants/<module>`), as
/// the workbook's git history holds them. A learner who edits or deletes a test to get past a red
/// one gets the verdict of the tests the chapter describes: ``changes(of:)`` finds the difference,
/// ``tree(for:)`` writes the committed copy into a package tree of its own, whose `Labs` is the
/// learner's own folder (a symbolic link), and the check builds that tree in ``buildFolder``.
///
/// ```swift
/// let suite = WorkbookSuite(catalog: catalog, commit: Starter(catalog: catalog).commit)
/// if let changes = suite.changes(of: lab), changes.replacesTheLearnersCopy {
///   let root = try suite.tree(for: lab)   // build here: Package.swift, labs.json, Labs -> learner's, the suite
/// }
/// ```
struct WorkbookSuite: Sendable {
  let catalog: Catalog
  /// The workbook's commit the copy comes from; `nil` without git history (nothing is compared).
  let commit: String?

  /// The folders of `lab` the workbook owns and the learner only reads.
  static func owned(by lab: Lab) -> [String] {
    lab.writesTests ? [Layout.givenFolder(of: lab), Layout.mutantsFolder(of: lab)] : [Layout.testsFolder(of: lab)]
  }

  /// Where the committed copy's package tree is written.
  var root: URL { catalog.url(Layout.checkBuild + "/workbook-suite/root") }
  /// Where that tree is built: apart from the learner's own check build, so neither invalidates the other.
  var buildFolder: URL { catalog.url(Layout.checkBuild + "/workbook-suite/build") }

  /// What differs from the committed copy (edited, deleted, added, committed or not); `nil`
  /// without git history.
  ///
  /// Git's answer depends on the commit and the folders' files alone, so it is kept beside both
  /// (every file's path and bytes, ``contentKey(of:)``): a check after a body edit in `Labs/`
  /// asks git nothing here (two runs saved).
  func changes(of lab: Lab) -> SuiteChanges? {
    guard let commit else { return nil }
    let folders = Self.owned(by: lab)
    let key = "\(commit) \(contentKey(of: folders))"
    let cache = catalog.url(Layout.checkBuild + "/suite-changes/\(lab.module).json")
    if let data = try? Data(contentsOf: cache), let saved = try? JSONDecoder().decode(Answer.self, from: data), saved.key == key {
      return SuiteChanges(nameStatus: saved.diff, untracked: saved.untracked)
    }
    let git = Git(root: catalog.root)
    guard let diff = git.run(["diff", "--name-status", "--no-renames", "-z", commit, "--"] + folders),
      let untracked = git.run(["ls-files", "--others", "--exclude-standard", "-z", "--"] + folders)
    else { return nil }
    if let data = try? JSONEncoder().encode(Answer(key: key, diff: diff, untracked: untracked)) {
      try? FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? data.write(to: cache, options: .atomic)
    }
    return SuiteChanges(nameStatus: diff, untracked: untracked)
  }

  /// Git's answer for a commit and the folders' content.
  private struct Answer: Codable {
    let key: String
    let diff: String
    let untracked: String
  }

  /// Every file below `folders`, by path and bytes (any kind of file: a `.patch`, a stray file).
  private func contentKey(of folders: [String]) -> String {
    var parts: [String] = []
    for folder in folders {
      let base = catalog.url(folder)
      let files = (FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
        .map(\.path).sorted()
      for path in files {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        parts.append("\(catalog.relativePath(path))=\(Fingerprint.hash(of: data))")
      }
      if files.isEmpty { parts.append("\(folder)=none") }
    }
    return Fingerprint.hash(of: Data(parts.joined(separator: "\n").utf8))
  }

  /// Writes the package tree that builds `lab` with the workbook's committed copy of its owned
  /// folders and the learner's own `Labs/`, and returns its root. Files are rewritten only when
  /// their bytes differ (``SourceMirror``), so the build folder stays warm from one check to the next.
  func tree(for lab: Lab) throws -> URL {
    guard let commit else { throw WorkbookError.environment("the workbook's own tests need its git history") }
    let manager = FileManager.default
    let root = self.root
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    for file in [Layout.manifest, Layout.catalog] {
      let bytes = try Data(contentsOf: catalog.url(file))
      if (try? Data(contentsOf: root.appendingPathComponent(file))) != bytes {
        try bytes.write(to: root.appendingPathComponent(file), options: .atomic)
      }
    }
    // The learner's code, as it is: a link, so the compiler's paths lead to their own files.
    let labs = root.appendingPathComponent(Layout.labs)
    if (try? manager.destinationOfSymbolicLink(atPath: labs.path)) != catalog.url(Layout.labs).path {
      try? manager.removeItem(at: labs)
      try manager.createSymbolicLink(at: labs, withDestinationURL: catalog.url(Layout.labs))
    }
    // The committed copy: `git archive` into a file, unpacked beside the tree, then mirrored in.
    let unpacked = root.deletingLastPathComponent().appendingPathComponent("unpacked")
    try? manager.removeItem(at: unpacked)
    try manager.createDirectory(at: unpacked, withIntermediateDirectories: true)
    let archive = unpacked.appendingPathComponent("suite.tar")
    let log = unpacked.appendingPathComponent("log.txt")
    let folders = Self.owned(by: lab)
    guard
      try Subprocess.run(
        ["git", "archive", "--format=tar", "--output=\(archive.path)", commit, "--"] + folders, in: catalog.root, output: log,
        timeLimit: 30) == .exited(0),
      try Subprocess.run(["tar", "-xf", archive.path], in: unpacked, output: log, timeLimit: 30) == .exited(0)
    else {
      throw WorkbookError.environment(
        "git could not give the workbook's copy of \(folders.joined(separator: ", ")) (see \(catalog.relativePath(log.path))); "
          + "put your copy back with: git checkout \(commit.prefix(10)) -- \(folders.joined(separator: " "))")
    }
    for folder in folders {
      try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      try SourceMirror.write(unpacked.appendingPathComponent(folder), into: root.appendingPathComponent(folder))
      // Mutants are patches, not Swift files: copied as they are.
      for name in (try? manager.contentsOfDirectory(atPath: unpacked.appendingPathComponent(folder).path)) ?? []
      where name.hasSuffix(".patch") {
        let bytes = try Data(contentsOf: unpacked.appendingPathComponent("\(folder)/\(name)"))
        let target = root.appendingPathComponent("\(folder)/\(name)")
        if (try? Data(contentsOf: target)) != bytes { try bytes.write(to: target, options: .atomic) }
      }
    }
    return root
  }
}
