import Foundation
import Testing

@testable import WorkbookCore

/// A stamp is what Foundation says of the file (so stamps recorded before it read `stat(2)` itself
/// still compare equal), of the file a link leads to, and moves with every rewrite.
@Suite("FileStamp: size, inode and modification time, as Foundation gives them")
struct FileStampTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-stamp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test("a file's stamp is Foundation's size, file number and modification date")
  func sameAsFoundation() throws {
    let file = folder.appendingPathComponent("a.swift")
    try Data("let a = 1\n".utf8).write(to: file)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    let stamp = try #require(FileStamp(path: file.path))
    #expect(stamp.size == 10)
    #expect(stamp.inode == (attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    #expect(stamp.modified == (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate)
  }

  @Test("a link's stamp is the stamp of the file it leads to; a missing file has none")
  func followsLinks() throws {
    let file = folder.appendingPathComponent("swift-frontend")
    let link = folder.appendingPathComponent("swiftc")
    try Data("frontend".utf8).write(to: file)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    #expect(FileStamp(path: link.path) == FileStamp(path: file.path))
    #expect(FileStamp(path: folder.appendingPathComponent("absent").path) == nil)
  }

  @Test("a file written again in place, the same size, has another stamp")
  func rewriteMoves() throws {
    let file = folder.appendingPathComponent("b.swift")
    try Data("let b = 1\n".utf8).write(to: file)
    let before = try #require(FileStamp(path: file.path))
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data("let b = 2\n".utf8))
    try handle.close()
    // A modification time strictly later than before, set explicitly: no clock is waited on.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceReferenceDate: before.modified + 1)], ofItemAtPath: file.path)
    let after = try #require(FileStamp(path: file.path))
    #expect(after.size == before.size && after.inode == before.inode)
    #expect(after != before)
  }
}
