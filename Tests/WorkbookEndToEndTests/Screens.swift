import Foundation
import Testing

/// Every screen that tells a learner's state on one lab, read right after one check: the check
/// itself, the overview (`workbook`), `workbook report`, and the room (the record the check wrote
/// into the room folder, and the facilitator's view of it, `workbook room <folder> --once`).
/// Issue 35 asks them to agree: the same tests passing, the same state.
///
/// ```swift
/// let room = try await Screens.joinRoom(bench)
/// let screens = try await Screens.afterCheck(of: "90", module: "Lab90Fixture", in: bench, room: room)
/// screens.overviewRow      // "   90   Fixture   2 of 3 tests passing"
/// screens.record.passing   // 2, summed over the record's tasks
/// ```
struct Screens {
  /// One lab in the learner's room record (`LearnerRecord.labs[module]`): what the facilitator
  /// learns. Only the fields these tests compare.
  struct RoomLab: Decodable {
    struct Tally: Decodable {
      let task: Int
      let passing: Int
      let tests: Int
    }
    let tasks: [Tally]
    let done: Bool
    let firstFailingTest: String?

    var passing: Int { tasks.reduce(0) { $0 + $1.passing } }
    var tests: Int { tasks.reduce(0) { $0 + $1.tests } }
  }

  private struct RoomFile: Decodable {
    let labs: [String: RoomLab]
  }

  let check: WorkbookRun
  let overview: WorkbookRun
  let report: WorkbookRun
  let roomView: WorkbookRun
  let record: RoomLab
  /// The lab's row in the overview, the report and the room's view.
  let overviewRow: Substring
  let reportRow: Substring
  let roomRow: Substring

  /// Joins a room folder of this test's own (outside the workbook) as Ada: from now on every
  /// check writes her record there. Returns the folder.
  static func joinRoom(_ bench: Workbench) async throws -> URL {
    let folder = bench.outside.appendingPathComponent("room-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let joined = try await bench.run("room", "join", folder.path, "--name", "Ada")
    guard joined.exitCode == 0 else { throw Shell.Failure(description: "room join failed\n\(joined.transcript)") }
    return folder
  }

  /// Checks lab `tag` (module `module`), then reads every other screen without changing a file.
  static func afterCheck(of tag: String, module: String, title: String, in bench: Workbench, room: URL) async throws -> Screens {
    let check = try await bench.run("check", tag)
    let overview = try await bench.run()
    let report = try await bench.run("report")
    let roomView = try await bench.run("room", room.path, "--once")
    let files = try FileManager.default.contentsOfDirectory(atPath: room.path).filter { $0.hasSuffix(".json") }
    guard files.count == 1, let file = files.first else {
      throw Shell.Failure(description: "expected one learner's record in the room, found \(files)\n\(check.transcript)")
    }
    let data = try Data(contentsOf: room.appendingPathComponent(file))
    guard let record = try JSONDecoder().decode(RoomFile.self, from: data).labs[module] else {
      throw Shell.Failure(description: "the room record has no \(module)\n\(String(decoding: data, as: UTF8.self))")
    }
    return Screens(
      check: check, overview: overview, report: report, roomView: roomView, record: record,
      overviewRow: row(in: overview) { $0.contains(" \(tag) ") && $0.contains(" \(title) ") },
      reportRow: row(in: report) { $0.contains(module) },
      roomRow: row(in: roomView) { $0.contains("Ada") && $0.contains(" \(tag) ") })
  }

  private static func row(in run: WorkbookRun, where matches: (Substring) -> Bool) -> Substring {
    run.output.split(separator: "\n").first(where: matches) ?? ""
  }

  /// The check's line for one task (`  ✓  Task 1: the answer  1/1`).
  func taskLine(_ title: String) -> Substring {
    check.output.split(separator: "\n").first { $0.contains(title) && $0.contains("/") } ?? ""
  }

  /// Expects every screen to say `passing` of `tests` and, for the state, done or not.
  func expectAgree(passing: Int, of tests: Int, done: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    let count = "\(passing) of \(tests) tests passing"
    let tally = "\(passing)/\(tests)"
    #expect(check.output.contains(": \(count)"), "the check\n\(transcript)", sourceLocation: sourceLocation)
    #expect(check.output.contains("is done.") == done, "the check's state\n\(transcript)", sourceLocation: sourceLocation)
    #expect(check.exitCode == (done ? 0 : 1), "the check's exit\n\(transcript)", sourceLocation: sourceLocation)
    // A done lab's status is "done ✓" alone; one not done shows its count.
    let status = done ? "done ✓" : count
    #expect(overviewRow.contains(status), "the overview: \(overviewRow)\n\(transcript)", sourceLocation: sourceLocation)
    #expect(overviewRow.contains("done") == done, "the overview's state\n\(transcript)", sourceLocation: sourceLocation)
    let report = reportRow.contains(status) && reportRow.contains(" \(tally)")
    #expect(report, "the report: \(reportRow)\n\(transcript)", sourceLocation: sourceLocation)
    let room = record.passing == passing && record.tests == tests && record.done == done
    #expect(room, "the room record: \(record)\n\(transcript)", sourceLocation: sourceLocation)
    // Not done is failing, or stuck after checks without progress; never done.
    let state = done ? roomRow.contains(" done ") : roomRow.contains(" failing ") || roomRow.contains(" stuck ")
    #expect(roomRow.contains(" \(tally) ") && state, "the room's view: \(roomRow)\n\(transcript)", sourceLocation: sourceLocation)
  }

  /// Every screen, for a failure message.
  var transcript: String {
    [check, overview, report, roomView].map(\.transcript).joined(separator: "\n")
  }
}
