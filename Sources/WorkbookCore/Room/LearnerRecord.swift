import Foundation

/// One learner's file in the room folder, `<learner>.json`, and the file `report --json` writes.
///
/// Keyed by `learner`, a random id made once per workbook checkout, never by the name: two
/// people may share a name, and one person may rename. Carries each lab's `LabActivity` and
/// nothing else.
///
/// ```swift
/// let record = LearnerRecord(learner: membership.learner, name: "Ada", updatedAt: now, labs: progress.activity)
/// try RoomWriter(folder: folder).write(record)
/// ```
public struct LearnerRecord: Codable, Sendable, Equatable {
  /// The version of this file's layout; a reader skips files of another version, naming them.
  public static let currentFormat = 1

  public var format = Self.currentFormat
  /// A UUID string.
  public var learner: String
  public var name: String
  public var updatedAt: Date
  /// By lab module (`Lab04TestClock`).
  public var labs: [String: LabActivity]

  public init(learner: String, name: String, updatedAt: Date, labs: [String: LabActivity]) {
    self.learner = learner
    self.name = name
    self.updatedAt = updatedAt
    self.labs = labs
  }

  /// The lab worked on: the one checked most recently (not the first unfinished one: people
  /// work out of order, and agendas skip labs on purpose).
  public var currentModule: String? {
    // Equal times (one overview re-checking several labs) go to the later lab.
    labs.compactMap { module, activity in activity.checkedAt.map { (at: $0, module: module) } }
      .max { ($0.at, $0.module) < ($1.at, $1.module) }?.module
  }
}
