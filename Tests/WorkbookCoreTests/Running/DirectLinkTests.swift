import Foundation
import Testing

@testable import WorkbookCore

/// When the link may run the linker alone, and when every job the driver planned runs: on a
/// folder of fixture objects, with no program run. A shortcut taken wrongly links stale flags, so
/// each condition is tried shut.
@Suite("DirectLink: the linker alone while the autolink entries hold")
struct DirectLinkTests {
  let folder: URL
  let objects: [String]
  let autolink: String
  let planned: String
  let jobs: [[String]]
  let linker = ["/opt/swift/usr/bin/ld.lld", "-o", "/w/T.xctest"]

  init() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("direct-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let objects = ["a.o", "b.o"].map { folder.appendingPathComponent($0).path }
    self.objects = objects
    autolink = folder.appendingPathComponent("T.autolink").path
    planned = folder.appendingPathComponent("crt1.o").path
    jobs = [
      ["/opt/swift/usr/bin/swift-autolink-extract"] + objects + ["-o", autolink],
      ["/opt/swift/usr/bin/clang", "-fuse-ld=lld", "@" + autolink, "-o", "/w/T.xctest"],
    ]
    for object in objects { try Self.write(object, entries: "-lFoo\0", body: [1]) }
    try Data("-lFoo\n".utf8).write(to: URL(fileURLWithPath: autolink))
    try Data("crt".utf8).write(to: URL(fileURLWithPath: planned))
  }

  /// What ``DirectLink/init(jobs:in:environment:scratch:)`` records after a build, without running the tool.
  func recorded(linker: [String]? = nil) throws -> DirectLink {
    var recorded: [String: DirectLink.Object] = [:]
    for object in objects {
      recorded[object] = DirectLink.Object(
        stamp: try #require(FileStamp(path: object)), entries: try #require(AutolinkEntries.hash(ofObjectAt: object)))
    }
    let written = try #require(FileManager.default.contents(atPath: autolink))
    return DirectLink(
      objects: recorded, autolinkFile: autolink, autolinkContent: Fingerprint.hash(of: written), linker: linker ?? self.linker,
      planned: [planned: FileStamp(path: planned), folder.appendingPathComponent("absent").path: nil])
  }

  static func write(_ object: String, entries: String, body: [UInt8]) throws {
    try ELFObjectFixture.bytes(sections: [(".text", Data(body)), (".swift1_autolink_entries", Data(entries.utf8))])
      .write(to: URL(fileURLWithPath: object))
  }

  @Test func nothingChanged_runsTheLinkerAlone() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    #expect(direct.shortcut(for: jobs)?.jobs == [linker])
  }

  @Test func anObjectCompiledAgainWithTheSameEntries_runsTheLinkerAlone_andIsStampedAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    try Self.write(objects[0], entries: "-lFoo\0", body: [2, 2, 2])
    let shortcut = try #require(direct.shortcut(for: jobs))
    #expect(shortcut.jobs == [linker])
    #expect(shortcut.refreshed.objects[objects[0]]?.stamp == FileStamp(path: objects[0]), "the next check need not read it again")
    #expect(shortcut.refreshed.objects[objects[1]] == direct.objects[objects[1]])
  }

  @Test func anObjectWithOtherEntries_runsEveryJob() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    try Self.write(objects[1], entries: "-lFoo\0-lBar\0", body: [1])  // an `import` added
    #expect(direct.shortcut(for: jobs) == nil)
  }

  @Test func anObjectThatIsNoLongerReadable_runsEveryJob() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    try Data("not an object".utf8).write(to: URL(fileURLWithPath: objects[0]))
    #expect(direct.shortcut(for: jobs) == nil)
  }

  @Test func theAutolinkFileRewritten_runsEveryJob() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    try Data("-lFoo\n-lBar\n".utf8).write(to: URL(fileURLWithPath: autolink))
    #expect(direct.shortcut(for: jobs) == nil)
  }

  @Test func somethingClangLookedAtChanged_runsClang_notTheAutolinkJob() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    try Data("another C runtime".utf8).write(to: URL(fileURLWithPath: planned))
    #expect(direct.shortcut(for: jobs)?.jobs == [jobs[1]])
    try Data("crt".utf8).write(to: URL(fileURLWithPath: planned))
    try Data().write(to: folder.appendingPathComponent("absent"))
    #expect(direct.shortcut(for: jobs)?.jobs == [jobs[1]], "a file that was absent now exists")
  }

  @Test func otherJobsThanTheRecordedOnes_runEveryJob() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    #expect(direct.shortcut(for: [jobs[1]]) == nil, "clang alone")
    #expect(direct.shortcut(for: [jobs[0] + ["/w/c.o"], jobs[1]]) == nil, "another object")
    #expect(direct.shortcut(for: [jobs[0], jobs[0]]) == nil, "not clang last")
  }

  @Test func aRecordRoundTripsThroughJSON() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = try recorded()
    #expect(try JSONDecoder().decode(DirectLink.self, from: JSONEncoder().encode(direct)) == direct)
  }
}
