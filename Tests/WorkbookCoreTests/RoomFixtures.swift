import Foundation

@testable import WorkbookCore

/// Labs, times and records for the room's tests: a fixed `now`, never the wall clock.
enum RoomFixtures {
  static let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC

  static let labs = [
    Lab(number: 1, module: "Lab01NetworkingSeam", title: "The Networking seam", chapter: "docs/01.md", minutes: 45),
    Lab(number: 3, module: "Lab03URLProtocolStub", title: "A URLProtocol stub", chapter: "docs/03.md", minutes: 60),
    Lab(number: 4, module: "Lab04TestClock", title: "Clock injection", chapter: "docs/04.md", minutes: 75),
  ]

  static var modules: Set<String> { Set(labs.map(\.module)) }

  static func minutesAgo(_ minutes: Double) -> Date { now.addingTimeInterval(-minutes * 60) }

  /// A lab's activity as a check leaves it.
  static func activity(
    checked: Double, tasks: [(Int, Int, Int)] = [(1, 0, 3)], failing: (Int, String)? = (1, "wakes_inInsertionOrder()"),
    since: Double? = nil, broken: LabActivity.Broken? = nil, done: Bool = false, checks: Int = 0, hints: [(Int, Int)] = []
  ) -> LabActivity {
    var activity = LabActivity()
    activity.checkedAt = minutesAgo(checked)
    activity.tasks = tasks.map { LabActivity.TaskTally(task: $0.0, passing: $0.1, tests: $0.2) }
    activity.firstFailingTask = done ? nil : failing?.0
    activity.firstFailingTest = done ? nil : failing?.1
    activity.firstFailingSince = done ? nil : since.map(minutesAgo) ?? minutesAgo(checked)
    activity.broken = broken
    activity.done = done
    activity.checksSinceProgress = checks
    activity.hints = hints.map { LabActivity.HintTaken(task: $0.0, level: $0.1) }
    return activity
  }

  static func record(_ name: String, id: Int, updated: Double = 0, labs: [String: LabActivity]) -> LearnerRecord {
    LearnerRecord(learner: uuid(id), name: name, updatedAt: minutesAgo(updated), labs: labs)
  }

  static func uuid(_ number: Int) -> String {
    String(format: "00000000-0000-4000-8000-%012d", number)
  }

  static var validator: RecordValidator { RecordValidator(knownModules: modules, now: now) }

  /// A fresh empty folder under the temporary directory.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func json(_ record: LearnerRecord) throws -> String {
    String(decoding: try WorkbookJSON.encoder.encode(record), as: UTF8.self)
  }
}
