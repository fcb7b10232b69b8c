import Foundation
import Testing

@testable import WorkbookCore

/// The starter commit is kept beside the refs' exact contents: asked once, and asked again as
/// soon as any ref moves (a commit of the learner's, a fetch).
@Suite("Git: the starter commit, kept while the refs stay the same")
struct GitTests {
  @Test func theStarterCommit_isKept_andFollowsANewCommit() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let git = Git(root: root)
    func commit(_ text: String) throws -> String {
      try text.write(to: root.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
      _ = git.run(["add", "file.txt"])
      _ = git.run(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", text])
      return try #require(git.run(["rev-parse", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    _ = git.run(["init", "-q"])
    let first = try commit("one")

    #expect(git.starterCommit() == first)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/workbook/check/starter-commit").path))
    #expect(git.starterCommit() == first, "Expected the kept answer while no ref moved")

    let second = try commit("two")
    #expect(git.starterCommit() == second, "Expected a new commit to be seen at once")
  }

  @Test func withoutAPlainGitFolder_nothingIsKept() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }

    #expect(Git(root: root).refsKey() == nil)
  }
}
