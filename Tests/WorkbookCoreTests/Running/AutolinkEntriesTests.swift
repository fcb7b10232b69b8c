import Foundation
import Testing

@testable import WorkbookCore

/// What `swift-autolink-extract` reads of an object: its `.swift1_autolink_entries` sections.
@Suite("AutolinkEntries: an object's autolink sections, read as the extract tool reads them")
struct AutolinkEntriesTests {
  @Test func theAutolinkSections_areReadInOrder_andNothingElse() {
    let object = ELFObjectFixture.bytes(sections: [
      (".text", Data([0x90, 0xc3])),
      (".swift1_autolink_entries", Data("-lswiftCore\0-lFoundation\0".utf8)),
      (".swift1_autolink_entries.extra", Data("-lNot\0".utf8)),
      (".swift1_autolink_entries", Data("-lXCTest\0".utf8)),
    ])
    #expect(
      AutolinkEntries.sections(of: object) == [Data("-lswiftCore\0-lFoundation\0".utf8), Data("-lXCTest\0".utf8)],
      "Expected both sections of that exact name, in the file's order")
  }

  @Test func anObjectWithoutEntries_readsAsNone() {
    #expect(AutolinkEntries.sections(of: ELFObjectFixture.bytes(sections: [(".text", Data([0xc3]))])) == [])
  }

  /// Anything not read with certainty is `nil`: the extract tool then runs.
  @Test func whatIsNotAnELF64LittleEndianObject_isNotRead() {
    let object = ELFObjectFixture.bytes(sections: [(".swift1_autolink_entries", Data("-lFoo\0".utf8))])
    var elf32 = object
    elf32[4] = 1
    var bigEndian = object
    bigEndian[5] = 2
    let cut = object.prefix(object.count - 10)
    let noBits = ELFObjectFixture.bytes(sections: [(".swift1_autolink_entries", Data("-lFoo\0".utf8))], noBits: true)
    for (what, data) in [("not ELF", Data("!<arch>\n".utf8) + object), ("ELF32", elf32), ("big-endian", bigEndian), ("cut short", cut)]
      + [("no bits", noBits), ("empty", Data())]
    {
      #expect(AutolinkEntries.sections(of: data) == nil, "\(what)")
    }
  }

  @Test func theHash_followsTheEntries_notTheRestOfTheObject() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autolink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func hash(_ sections: [(name: String, contents: Data)]) throws -> String? {
      let file = folder.appendingPathComponent("\(UUID().uuidString).o")
      try ELFObjectFixture.bytes(sections: sections).write(to: file)
      return AutolinkEntries.hash(ofObjectAt: file.path)
    }
    let entries = (name: ".swift1_autolink_entries", contents: Data("-lFoo\0".utf8))
    let base = try #require(try hash([(".text", Data([1])), entries]))
    #expect(try hash([(".text", Data([2, 3])), entries]) == base, "another body, the same entries")
    #expect(try hash([(".text", Data([1])), (entries.name, Data("-lBar\0".utf8))]) != base, "another library")
    #expect(try hash([(".text", Data([1])), entries, entries]) != base, "the entries twice")
    #expect(AutolinkEntries.hash(ofObjectAt: folder.appendingPathComponent("absent.o").path) == nil)
  }

  /// The toolchain's own objects are read (on Linux, where the link extracts them).
  @Test func theToolchainsRuntimeObject_isRead() {
    #if os(Linux)
      guard let swift = XcodeTestTools.swiftOnPath(ProcessInfo.processInfo.environment["PATH"]) else { return }
      let usr = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      #if arch(x86_64)
        let object = usr.appendingPathComponent("lib/swift/linux/x86_64/swiftrt.o").path
      #else
        let object = usr.appendingPathComponent("lib/swift/linux/aarch64/swiftrt.o").path
      #endif
      guard FileManager.default.fileExists(atPath: object) else { return }
      #expect(AutolinkEntries.hash(ofObjectAt: object) != nil, "Expected \(object) read as an ELF object")
    #endif
  }
}
