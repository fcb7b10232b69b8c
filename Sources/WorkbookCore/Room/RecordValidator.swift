import Foundation

/// Decides whether a record read from the room folder can be shown, field by field: a record
/// there was written by another machine, maybe another version of the tool, maybe by hand.
///
/// ```swift
/// let validator = RecordValidator(knownModules: Set(catalog.labs.map(\.module)), now: Date())
/// let record = try validator.validated(decoded)  // throws RecordValidator.Rejected(reason:)
/// ```
public struct RecordValidator: Sendable {
  public struct Rejected: Error, Equatable {
    public let reason: String
  }

  public static let maxNameLength = 40
  public static let maxTestNameLength = 200
  public static let maxLabs = 100
  public static let maxTasks = 50
  public static let maxTestsPerTask = 10_000
  public static let maxHintLevel = 99
  public static let maxChecks = 1_000_000
  public static let maxHiddenDependencies = 10_000
  /// A record from before the room existed, or from more than a day ahead of this clock (a
  /// little skew between machines is normal), is not believed.
  public static let earliest = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
  public static let allowedSkew: TimeInterval = 24 * 3600

  /// The lab modules of this workbook; a record's other labs are dropped (another version of
  /// the workbook may have other labs), never shown.
  public let knownModules: Set<String>
  public let now: Date

  public init(knownModules: Set<String>, now: Date) {
    self.knownModules = knownModules
    self.now = now
  }

  /// `record` with its unknown labs dropped, or `Rejected` naming the first field that is wrong.
  public func validated(_ record: LearnerRecord) throws(Rejected) -> LearnerRecord {
    try require(record.format == LearnerRecord.currentFormat, "it was written by another version of the workbook (format \(record.format))")
    try require(UUID(uuidString: record.learner) != nil, "its learner id is not a UUID")
    try text(record.name, "name", limit: Self.maxNameLength)
    try date(record.updatedAt, "updatedAt")
    try require(record.labs.count <= Self.maxLabs, "it lists \(record.labs.count) labs")
    var kept = record
    kept.labs = record.labs.filter { knownModules.contains($0.key) }
    for (module, activity) in kept.labs.sorted(by: { $0.key < $1.key }) {
      try validate(activity, in: module)
    }
    return kept
  }

  private func validate(_ activity: LabActivity, in module: String) throws(Rejected) {
    if let checkedAt = activity.checkedAt { try date(checkedAt, "\(module).checkedAt") }
    if let since = activity.firstFailingSince { try date(since, "\(module).firstFailingSince") }
    try require(activity.tasks.count <= Self.maxTasks, "\(module) lists \(activity.tasks.count) tasks")
    try require(Set(activity.tasks.map(\.task)).count == activity.tasks.count, "\(module) lists a task twice")
    for tally in activity.tasks {
      try task(tally.task, "\(module).tasks")
      try require((0...Self.maxTestsPerTask).contains(tally.tests), "\(module) task \(tally.task) has \(tally.tests) tests")
      try require((0...tally.tests).contains(tally.passing), "\(module) task \(tally.task) has \(tally.passing) of \(tally.tests) passing")
    }
    if let test = activity.firstFailingTest { try text(test, "\(module).firstFailingTest", limit: Self.maxTestNameLength) }
    if let place = activity.brokenAt { try text(place, "\(module).brokenAt", limit: Self.maxTestNameLength) }
    if let failingTask = activity.firstFailingTask { try task(failingTask, "\(module).firstFailingTask") }
    try require(
      (0...Self.maxChecks).contains(activity.checksSinceProgress), "\(module).checksSinceProgress is \(activity.checksSinceProgress)")
    if let hidden = activity.hiddenDependencies {
      try require((1...Self.maxHiddenDependencies).contains(hidden), "\(module) has \(hidden) hidden dependencies")
    }
    try require(activity.hints.count <= Self.maxTasks, "\(module) lists \(activity.hints.count) hints")
    if activity.bugs != nil || activity.bugsCaught != nil {
      let bugs = activity.bugs ?? -1
      try require((0...Self.maxTestsPerTask).contains(bugs), "\(module) has \(bugs) bugs")
      try require((0...bugs).contains(activity.bugsCaught ?? -1), "\(module) has \(activity.bugsCaught ?? -1) of \(bugs) bugs caught")
    }
    for hint in activity.hints {
      try task(hint.task, "\(module).hints")
      try require((1...Self.maxHintLevel).contains(hint.level), "\(module) has hint level \(hint.level)")
    }
  }

  private func require(_ condition: Bool, _ reason: @autoclosure () -> String) throws(Rejected) {
    if !condition { throw Rejected(reason: reason()) }
  }

  private func text(_ value: String, _ field: String, limit: Int) throws(Rejected) {
    try require(!value.trimmingCharacters(in: .whitespaces).isEmpty, "its \(field) is empty")
    try require(value.count <= limit, "its \(field) is longer than \(limit) characters")
    try require(RoomText.isClean(value), "its \(field) has control characters")
  }

  private func date(_ value: Date, _ field: String) throws(Rejected) {
    try require(value >= Self.earliest && value <= now.addingTimeInterval(Self.allowedSkew), "its \(field) is not a plausible time")
  }

  private func task(_ value: Int, _ field: String) throws(Rejected) {
    try require((0...99).contains(value), "its \(field) has task number \(value)")
  }
}
