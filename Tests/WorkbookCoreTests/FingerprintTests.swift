import Foundation
import Testing

@testable import WorkbookCore

/// The hashes in a learner's progress file stay valid across versions of the tool: FNV-1a 64, as
/// published (the "a" and "foobar" vectors of the FNV reference, draft-eastlake-fnv).
@Suite("Fingerprint: FNV-1a over the bytes, the same in every version")
struct FingerprintTests {
  @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
  func theHashOfKnownBytes_isFNV1a(text: String, hash: String) {
    #expect(Fingerprint.hash(of: Data(text.utf8)) == hash)
  }

  @Test func aFileHash_isTheHashOfItsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.swift")
    try Data("foobar".utf8).write(to: file)
    #expect(Fingerprint.files(in: folder).values.map { $0 } == ["85944171f73967e8"])
  }
}
