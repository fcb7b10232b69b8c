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
  func starterCommit() -> String? {
    if run(["rev-parse", "--verify", "-q", "origin/HEAD"]) != nil,
      let base = run(["merge-base", "HEAD", "origin/HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines), !base.isEmpty
    {
      return base
    }
    return run(["rev-parse", "--verify", "-q", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
