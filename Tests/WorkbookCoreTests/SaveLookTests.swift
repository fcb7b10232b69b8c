import Foundation
import Testing

@testable import WorkbookCore

/// The watch's look for a save: stamps first, the bytes only when a stamp moved or the
/// fingerprint is older than it is trusted for.
@Suite("SaveLook: a save is seen, cheaply")
struct SaveLookTests {
  private typealias Fixture = FixtureWorkbook

  @Test func aSave_changesTheFingerprint_asTheBytesDo() throws {
    let workbook = try Fixture()
    defer { workbook.remove() }
    let lab = try workbook.lab90
    var look = SaveLook()

    let before = (look.fingerprint(of: lab, in: workbook.catalog), Fingerprint.of(lab, in: workbook.catalog))
    try "public func answer() async -> Int { 41 }\n".write(to: answer(in: workbook), atomically: true, encoding: .utf8)
    let after = (look.fingerprint(of: lab, in: workbook.catalog), Fingerprint.of(lab, in: workbook.catalog))

    #expect(before.0 == before.1 && after.0 == after.1, "Expected the look to agree with the whole fingerprint: \(before), \(after)")
    #expect(after.0 != before.0)
  }

  @Test func aFileTouchedButNotChanged_keepsTheFingerprint() throws {
    let workbook = try Fixture()
    defer { workbook.remove() }
    let lab = try workbook.lab90
    var look = SaveLook()

    let before = look.fingerprint(of: lab, in: workbook.catalog)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: answer(in: workbook).path)

    #expect(look.fingerprint(of: lab, in: workbook.catalog) == before)
  }

  @Test func aChangeThatPutsBackTimeAndSize_isSeenOnlyOnceTheFingerprintIsNoLongerTrusted() throws {
    let workbook = try Fixture()
    defer { workbook.remove() }
    let lab = try workbook.lab90
    let file = answer(in: workbook)
    var trusting = SaveLook()
    trusting.trustedFor = .infinity
    var doubting = SaveLook()
    doubting.trustedFor = 0
    // A time a second exactly: what is put back is the very same time.
    let time = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
    let before = (trusting.fingerprint(of: lab, in: workbook.catalog), doubting.fingerprint(of: lab, in: workbook.catalog))

    // The same number of bytes, in place (same inode), and the old time put back.
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = text.replacingOccurrences(of: "0", with: "7")
    #expect(changed != text && changed.utf8.count == text.utf8.count, "the fixture's starter returns 0: \(text)")
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data(changed.utf8))
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)

    #expect(trusting.fingerprint(of: lab, in: workbook.catalog) == before.0, "Expected a look that trusts its stamps not to hash")
    #expect(doubting.fingerprint(of: lab, in: workbook.catalog) != before.1, "Expected a look past its trust to hash, and see it")
  }

  private func answer(in workbook: Fixture) -> URL {
    workbook.root.appendingPathComponent("Labs/Lab90Fixture/Answer.swift")
  }
}
