import Foundation
import Testing

@testable import WorkbookCore

@Suite("Room: the progress file keeps the activity; a corrupt one is moved aside, never lost")
struct RoomProgressFileTests {
  typealias F = RoomFixtures

  /// A workbook folder with no labs: enough for the progress and membership files.
  func workbook() throws -> Catalog {
    let root = try F.folder()
    try Data("[]".utf8).write(to: root.appendingPathComponent("labs.json"))
    return try Catalog(root: root)
  }

  func write(_ text: String, to catalog: Catalog) throws {
    try FileManager.default.createDirectory(at: catalog.url(".workbook"), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: Progress.file(in: catalog))
  }

  @Test func aCorruptProgressFile_isMovedAside_withAMessageThatSaysWhatToDo() throws {
    let catalog = try workbook()
    defer { try? FileManager.default.removeItem(at: catalog.root) }
    try write("{\"labs\": {\"Lab01\": tru", to: catalog)
    var messages: [String] = []
    let progress = Progress.load(from: catalog) { messages.append($0) }
    #expect(progress.labs.isEmpty)
    #expect(FileManager.default.fileExists(atPath: catalog.url(".workbook/progress.corrupt.json").path))
    #expect(!FileManager.default.fileExists(atPath: Progress.file(in: catalog).path))
    #expect(messages.count == 1)
    #expect(messages.first?.contains("moved it to .workbook/progress.corrupt.json") == true, "\(messages)")
    #expect(messages.first?.contains("swift run workbook check") == true)

    try write("garbage", to: catalog)
    _ = Progress.load(from: catalog) { messages.append($0) }
    #expect(FileManager.default.fileExists(atPath: catalog.url(".workbook/progress.corrupt-2.json").path), "The first one is kept too")
  }

  @Test func noProgressFile_isAFreshStart_withoutAMessage() throws {
    let catalog = try workbook()
    defer { try? FileManager.default.removeItem(at: catalog.root) }
    var messages: [String] = []
    _ = Progress.load(from: catalog) { messages.append($0) }
    #expect(messages.isEmpty)
  }

  @Test func aProgressFileFromBeforeTheRoom_stillReads() throws {
    let catalog = try workbook()
    defer { try? FileManager.default.removeItem(at: catalog.root) }
    try write(#"{"labs": {"Lab01NetworkingSeam": {"fingerprint": "ab", "verdict": "ran", "tests": 3, "passing": 1}}}"#, to: catalog)
    let progress = Progress.load(from: catalog) { Issue.record("Unexpected message: \($0)") }
    #expect(progress.labs["Lab01NetworkingSeam"]?.passing == 1)
    #expect(progress.activity.isEmpty)
  }

  @Test func aHint_isKeptInTheProgress_andPublished_whenInARoom() throws {
    let catalog = try workbook()
    let room = try F.folder()
    defer {
      try? FileManager.default.removeItem(at: catalog.root)
      try? FileManager.default.removeItem(at: room)
    }
    let lab = F.labs[2]
    Room.noteHint(lab: lab, task: 1, level: 2, in: catalog, at: F.now)
    #expect(Progress.load(from: catalog).activity[lab.module]?.hints == [.init(task: 1, level: 2)])
    #expect(try FileManager.default.contentsOfDirectory(atPath: room.path).isEmpty, "Not in a room: nothing published")

    let membership = RoomMembership(learner: F.uuid(7), name: "Ada", folder: room.path)
    try membership.save(to: catalog)
    Room.noteHint(lab: lab, task: 1, level: 3, in: catalog, at: F.now)
    let reading = try RoomReader(validator: F.validator).read(folder: room)
    #expect(reading.records.first?.labs[lab.module]?.hints == [.init(task: 1, level: 3)])
    #expect(reading.records.first?.learner == F.uuid(7))
  }

  @Test func aRoomThatIsGone_neverStopsTheLearner() throws {
    let catalog = try workbook()
    defer { try? FileManager.default.removeItem(at: catalog.root) }
    try RoomMembership(name: "Ada", folder: "/nonexistent/share/room").save(to: catalog)
    Room.noteHint(lab: F.labs[0], task: 1, level: 1, in: catalog, at: F.now)
    #expect(Progress.load(from: catalog).activity[F.labs[0].module]?.hints.count == 1, "The local progress is kept")
  }
}
