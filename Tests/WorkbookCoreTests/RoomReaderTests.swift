import Foundation
import Testing

@testable import WorkbookCore

@Suite("Room: reading the folder, validating every field, never trusting it")
struct RoomReaderTests {
  typealias F = RoomFixtures

  var good: LearnerRecord { F.record("Ada", id: 1, labs: ["Lab04TestClock": F.activity(checked: 1)]) }

  func rejection(_ record: LearnerRecord) -> String? {
    do {
      _ = try F.validator.validated(record)
      return nil
    } catch {
      return error.reason
    }
  }

  /// The reason a file with `text` is skipped, or `nil` when it is read.
  func skipReason(_ text: String) throws -> String? {
    let folder = try F.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(text.utf8).write(to: folder.appendingPathComponent("x.json"))
    return try RoomReader(validator: F.validator).read(folder: folder).skipped.first?.reason
  }

  @Test func aGoodRecord_passes_andLabsOfAnotherWorkbookAreDropped() throws {
    var record = good
    record.labs["Lab99FromTheFuture"] = F.activity(checked: 1)
    record.labs["\u{1B}[2JLab"] = F.activity(checked: 1)
    let kept = try F.validator.validated(record)
    #expect(kept.labs.keys.sorted() == ["Lab04TestClock"])
  }

  @Test func hostileNames_areRejected() {
    for (name, reason) in [
      ("Eve\u{1B}[2J", "its name has control characters"),
      ("Eve\nMallory", "its name has control characters"),
      ("\u{202E}evE", "its name has control characters"),
      (String(repeating: "A", count: 10_000), "its name is longer than 40 characters"),
      ("   ", "its name is empty"),
    ] {
      var record = good
      record.name = name
      #expect(rejection(record) == reason)
    }
  }

  @Test func hostileTestNames_andNumbersOutOfRange_areRejected() {
    let cases: [(String, (inout LabActivity) -> Void)] = [
      ("control characters", { $0.firstFailingTest = "a()\u{1B}]52;c;cm0gLXJmIH4=\u{07}" }),
      ("longer than 200", { $0.firstFailingTest = String(repeating: "x", count: 201) }),
      ("-1 tests", { $0.tasks = [.init(task: 1, passing: 0, tests: -1)] }),
      ("5 of 3 passing", { $0.tasks = [.init(task: 1, passing: 5, tests: 3)] }),
      ("-2 of 3 passing", { $0.tasks = [.init(task: 1, passing: -2, tests: 3)] }),
      ("task number -1", { $0.tasks = [.init(task: -1, passing: 0, tests: 3)] }),
      ("a task twice", { $0.tasks = [.init(task: 1, passing: 0, tests: 3), .init(task: 1, passing: 0, tests: 3)] }),
      ("checksSinceProgress is -3", { $0.checksSinceProgress = -3 }),
      ("hint level 0", { $0.hints = [.init(task: 1, level: 0)] }),
      ("brokenAt", { $0.brokenAt = "File.swift:1\u{1B}[2J" }),
      (
        "17 of 16 bugs caught",
        {
          $0.bugs = 16
          $0.bugsCaught = 17
        }
      ),
      (
        "-1 bugs",
        {
          $0.bugs = -1
          $0.bugsCaught = 0
        }
      ),
      (
        "-1 of 16 bugs caught",
        {
          $0.bugs = 16
          $0.bugsCaught = nil
        }
      ),
      ("firstFailingTask has task number 1000", { $0.firstFailingTask = 1000 }),
      ("not a plausible time", { $0.checkedAt = Date(timeIntervalSince1970: 0) }),
      ("not a plausible time", { $0.firstFailingSince = F.now.addingTimeInterval(3 * 24 * 3600) }),
    ]
    for (expected, damage) in cases {
      var record = good
      damage(&record.labs["Lab04TestClock", default: LabActivity()])
      let reason = rejection(record)
      #expect(reason?.contains(expected) == true, "Expected a rejection containing '\(expected)', got \(reason ?? "none")")
    }
  }

  @Test func theIdAndTheFormat_areChecked() {
    var record = good
    record.learner = "../../etc/passwd"
    #expect(rejection(record) == "its learner id is not a UUID")
    record = good
    record.format = 2
    #expect(rejection(record)?.contains("another version of the workbook") == true)
  }

  @Test func wrongTypes_missingFields_andNotJSON_areSkipped_withTheField() throws {
    let valid = try F.json(good)
    #expect(try skipReason(valid) == nil)
    #expect(try skipReason(valid.replacingOccurrences(of: "\"Ada\"", with: "5")) == "not a workbook report (name has the wrong type)")
    #expect(
      try skipReason(valid.replacingOccurrences(of: "\"checksSinceProgress\" : 0", with: "\"checksSinceProgress\" : \"lots\""))
        == "not a workbook report (labs.Lab04TestClock.checksSinceProgress has the wrong type)")
    #expect(try skipReason(valid.replacingOccurrences(of: "\"name\"", with: "\"nom\"")) == "not a workbook report (name is missing)")
    #expect(
      try skipReason(valid.replacingOccurrences(of: "\"checksSinceProgress\" : 0", with: "\"checksSinceProgress\" : 1e300"))?
        .hasPrefix("not a workbook report") == true)
    #expect(try skipReason("{\"format\": 1, ") == "not a workbook report (not JSON)")
    #expect(try skipReason("") == "not a workbook report (not JSON)")
    #expect(try skipReason("[1, 2, 3]")?.hasPrefix("not a workbook report") == true)
  }

  @Test func aHugeFile_isSkippedUnread() throws {
    let reason = try skipReason("{\"name\": \"" + String(repeating: "A", count: 200_000) + "\"}")
    #expect(reason == "larger than 64 KB")
  }

  @Test func folderContents_onlyVisibleRegularJSONFiles_areRead_andEachBadOneIsNamed() throws {
    let folder = try F.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = RoomWriter(folder: folder)
    try writer.write(good)
    try writer.write(F.record("Bo", id: 2, labs: [:]))
    try Data("not json".utf8).write(to: folder.appendingPathComponent("broken.json"))
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".hidden.tmp.json"))
    try Data("notes".utf8).write(to: folder.appendingPathComponent("room.html"))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.json"), withDestinationURL: writer.file(for: F.uuid(1)))
    #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o644) == 0)
    let reading = try RoomReader(validator: F.validator).read(folder: folder)
    #expect(reading.records.map(\.name) == ["Ada", "Bo"])
    #expect(reading.skipped.map(\.file) == ["broken.json", "dir.json", "fifo.json", "link.json"])
    #expect(reading.skipped.map(\.reason).dropFirst().allSatisfy { $0 == "not a regular file" }, "\(reading.skipped)")
  }

  @Test func theSameLearnerTwice_countsOnce_theNewestRecord() throws {
    let folder = try F.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = F.record("Ada (old name)", id: 1, updated: 30, labs: [:])
    let new = F.record("Ada", id: 1, updated: 1, labs: ["Lab04TestClock": F.activity(checked: 1)])
    let files = [folder.appendingPathComponent("new.json"), folder.appendingPathComponent("old.json")]
    try WorkbookJSON.encoder.encode(new).write(to: files[0])
    try WorkbookJSON.encoder.encode(old).write(to: files[1])
    let reading = RoomReader(validator: F.validator).read(files: files + files)
    #expect(reading.records.map(\.name) == ["Ada"])
    #expect(reading.duplicates == 3)
  }

  @Test func twoRecordsWithinOneSecond_stillTellWhichIsNewer_andTimesWithoutFractionsRead() throws {
    let folder = try F.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var first = F.record("Ada", id: 1, labs: [:])
    var second = F.record("Ada L.", id: 1, labs: [:])
    first.updatedAt = F.now.addingTimeInterval(-0.25)
    second.updatedAt = F.now.addingTimeInterval(-0.125)
    let files = [folder.appendingPathComponent("a.json"), folder.appendingPathComponent("b.json")]
    try WorkbookJSON.encoder.encode(second).write(to: files[0])
    try WorkbookJSON.encoder.encode(first).write(to: files[1])
    #expect(RoomReader(validator: F.validator).read(files: files).records.map(\.name) == ["Ada L."])
    #expect(try skipReason(try F.json(first).replacingOccurrences(of: ".750Z", with: "Z")) == nil)
    #expect(
      try skipReason(try F.json(first).replacingOccurrences(of: "2025-12-31T23:59:59.750Z", with: "yesterday"))
        == "not a workbook report (updatedAt is not valid)")
  }

  @Test func theWriter_replacesTheRecordAtomically_andLeavesNoTemporaryFile() throws {
    let folder = try F.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = RoomWriter(folder: folder)
    try writer.write(good)
    var renamed = good
    renamed.name = "Ada L."
    try writer.write(renamed)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(F.uuid(1)).json"])
    #expect(try RoomReader(validator: F.validator).read(folder: folder).records.first?.name == "Ada L.")
    #expect(writer.remove(learner: F.uuid(1)))
    #expect(throws: WorkbookError.self) { try RoomWriter(folder: folder.appendingPathComponent("gone")).write(good) }
  }

  @Test func aMissingFolder_isAUsageError_thatSaysWhatToCheck() {
    #expect {
      try RoomReader(validator: F.validator).read(folder: URL(fileURLWithPath: "/nonexistent/room"))
    } throws: { error in
      (error as? WorkbookError)?.description.contains("is it there, and mounted?") == true
    }
  }

  @Test func hostileRecords_thatValidate_areStillEscapedOnScreenAndOnThePage() {
    var record = good
    record.name = "<b>Eve</b>"
    record.labs["Lab04TestClock"]?.firstFailingTest = "<script>alert(1)</script>"
    let snapshot = RoomSnapshot(records: [record], labs: F.labs, now: F.now)
    let html = RoomPage(snapshot: snapshot, labs: F.labs, skipped: [.init(file: "<img src=x>.json", reason: "r")]).html
    #expect(!html.contains("<script>alert") && !html.contains("<b>Eve") && !html.contains("<img"))
    #expect(html.contains("&lt;b&gt;Eve&lt;/b&gt;") && html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    let skipped = [RoomReader.Skipped(file: "\u{1B}[31mevil.json", reason: "not JSON")]
    let text = RoomView(snapshot: snapshot, skipped: skipped, source: "\u{1B}]0;t\u{07}").lines.joined(separator: "\n")
    #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
  }
}
