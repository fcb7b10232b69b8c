import Foundation

/// The few git questions the tool asks, answered through the `git` command.
struct Git {
  let root: URL

  /// Runs `git <arguments>` in the workbook; its output, or `nil` when git failed or is missing.
  func run(_ arguments: [String]) -> String? {
    // A file per call: a lookup may ask git on another thread while this one does.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-git-\(getpid())-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    guard let end = try? Subprocess.run(["git"] + arguments, in: root, output: output, timeLimit: 30), end == .exited(0) else {
      return nil
    }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// The commit the starters come from: where this clone left the workbook's own history
  /// (`origin/HEAD`), so a learner who commits their work can still get the starter back.
  ///
  /// The answer depends on the refs alone (a commit never changes), so it is kept beside the
  /// refs' exact contents (``refsKey``) in `.build/workbook/check/starter-commit`: a check after
  /// an edit asks git nothing here (two or three runs of `git`, some 0.1 s, saved).
  func starterCommit() -> String? {
    let cache = root.appendingPathComponent(".build/workbook/check/starter-commit")
    let key = refsKey()
    if let key, let saved = try? String(contentsOf: cache, encoding: .utf8) {
      let parts = saved.split(separator: "\n", maxSplits: 1).map(String.init)
      if parts.count == 2, parts[1] == key { return parts[0] }
    }
    let commit = askStarterCommit()
    if let key, let commit {
      try? FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? "\(commit)\n\(key)".write(to: cache, atomically: true, encoding: .utf8)
    }
    return commit
  }

  /// Every ref's exact content: `.git/HEAD`, `.git/packed-refs` and each file under `.git/refs`,
  /// by path. `nil` where `.git` is not a plain folder (a worktree or submodule's `.git` file
  /// points elsewhere): then git is asked each time.
  func refsKey() -> String? {
    let git = root.appendingPathComponent(".git")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: git.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
    var parts: [String] = []
    for name in ["HEAD", "packed-refs"] {
      let text = (try? String(contentsOf: git.appendingPathComponent(name), encoding: .utf8)) ?? "-"
      parts.append("\(name)=\(Fingerprint.hash(of: Data(text.utf8)))")
    }
    let refs = git.appendingPathComponent("refs")
    let files = (FileManager.default.enumerator(at: refs, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
      .map(\.path).sorted()
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      parts.append("\(path.dropFirst(refs.path.count))=\(Fingerprint.hash(of: data))")
    }
    return parts.joined(separator: " ")
  }

  private func askStarterCommit() -> String? {
    if run(["rev-parse", "--verify", "-q", "origin/HEAD"]) != nil,
      let base = run(["merge-base", "HEAD", "origin/HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines), !base.isEmpty
    {
      return base
    }
    return run(["rev-parse", "--verify", "-q", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
