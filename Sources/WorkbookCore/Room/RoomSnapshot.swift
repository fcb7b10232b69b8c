import Foundation

/// The room at one moment, worked out once for both the terminal view and the page: learners
/// sorted "needs help first", and per lab how many are on it and where most of them fail.
///
/// `now` is passed in, never read here, so the same records always give the same snapshot.
///
/// ```swift
/// let snapshot = RoomSnapshot(records: reading.records, labs: catalog.labs, now: Date())
/// snapshot.rows.first?.name  // the learner to visit first
/// snapshot.cue               // "3 people on Lab 04 Task 1: wakes_inInsertionOrder()"
/// ```
public struct RoomSnapshot: Sendable {
  /// Where a learner is, in the order a facilitator helps: broken first, then stuck the longest.
  public enum State: Sendable, Equatable {
    case broken(LabActivity.Broken)
    /// A failing test: the learner is on it, for `minutes`.
    case failing
    /// Nothing fails, the lab is not done yet (Lab 11: tests green, bugs not all caught).
    case working
    case done
    /// Joined, no check yet.
    case waiting

    var rank: Int {
      switch self {
      case .broken: 0
      case .failing: 1
      case .working: 2
      case .done: 3
      case .waiting: 4
      }
    }
  }

  /// One learner, on the lab they checked last.
  public struct Row: Sendable {
    public let learner: String
    public let name: String
    public let lab: Lab?
    public let activity: LabActivity?
    public let state: State
    /// Minutes since the current obstacle appeared; `nil` when there is none.
    public let minutesStuck: Int?
    /// Minutes since the last check.
    public let minutesSinceCheck: Int?
    /// Every lab's activity, for the grid.
    public let labs: [String: LabActivity]

    /// Failing for a while: the same obstacle for ``RoomSnapshot/stuckAfterMinutes`` minutes, or
    /// ``RoomSnapshot/stuckAfterChecks`` checks without progress. A test that has just failed is
    /// a learner at work, not one who needs the facilitator.
    public var isStuck: Bool {
      guard state == .failing else { return false }
      return (minutesStuck ?? 0) >= RoomSnapshot.stuckAfterMinutes
        || (activity?.checksSinceProgress ?? 0) >= RoomSnapshot.stuckAfterChecks
    }
  }

  /// When a failing learner counts as stuck (``Row/isStuck``).
  public static let stuckAfterMinutes = 10
  public static let stuckAfterChecks = 5

  /// One lab and the learners on it.
  public struct LabSummary: Sendable {
    public let lab: Lab
    public let learners: Int
    public let broken: Int
    public let failing: Int
    public let done: Int
    /// The most common first failing test among them, and how many share it.
    public let commonFailure: (task: Int, test: String, count: Int)?
  }

  public let rows: [Row]
  /// Labs with at least one learner on them, in lab order.
  public let labs: [LabSummary]
  public let now: Date

  public init(records: [LearnerRecord], labs catalogLabs: [Lab], now: Date) {
    self.now = now
    let byModule = Dictionary(catalogLabs.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    let rows = records.map { record -> Row in
      let module = record.currentModule
      let activity = module.flatMap { record.labs[$0] }
      return Row(
        learner: record.learner, name: record.name, lab: module.flatMap { byModule[$0] }, activity: activity,
        state: Self.state(of: activity), minutesStuck: activity?.firstFailingSince.map { Self.minutes(from: $0, to: now) },
        minutesSinceCheck: activity?.checkedAt.map { Self.minutes(from: $0, to: now) }, labs: record.labs)
    }
    self.rows = rows.sorted(by: Self.needsHelpFirst)
    self.labs = catalogLabs.compactMap { lab in
      let here = rows.filter { $0.lab == lab }
      guard !here.isEmpty else { return nil }
      return Self.summary(of: lab, rows: here)
    }
  }

  /// The whiteboard cue: the largest group of two or more people stopped at the same test.
  public var cue: String? {
    let groups = labs.compactMap { summary in summary.commonFailure.map { (lab: summary.lab, failure: $0) } }
    guard let top = groups.max(by: { $0.failure.count < $1.failure.count }), top.failure.count >= 2 else { return nil }
    return "\(top.failure.count) people on Lab \(top.lab.tag) Task \(top.failure.task): \(top.failure.test)"
  }

  static func minutes(from start: Date, to now: Date) -> Int {
    // Clocks of different machines disagree a little: never show a negative time.
    max(0, Int(now.timeIntervalSince(start) / 60))
  }

  private static func state(of activity: LabActivity?) -> State {
    guard let activity, activity.checkedAt != nil else { return .waiting }
    if let broken = activity.broken { return .broken(broken) }
    if activity.done { return .done }
    return activity.firstFailingTest == nil ? .working : .failing
  }

  /// Broken before failing before working before done; within one, stuck longest first; then by
  /// name and id, so the order is total and the view does not shuffle between frames.
  private static func needsHelpFirst(_ a: Row, _ b: Row) -> Bool {
    if a.state.rank != b.state.rank { return a.state.rank < b.state.rank }
    let stuckA = a.minutesStuck ?? -1
    let stuckB = b.minutesStuck ?? -1
    if stuckA != stuckB { return stuckA > stuckB }
    return (a.name, a.learner) < (b.name, b.learner)
  }

  private static func summary(of lab: Lab, rows: [Row]) -> LabSummary {
    var counts: [String: (task: Int, test: String, count: Int)] = [:]
    for row in rows where row.state == .failing {
      guard let test = row.activity?.firstFailingTest else { continue }
      let task = row.activity?.firstFailingTask ?? 0
      counts["\(task) \(test)", default: (task, test, 0)].count += 1
    }
    let common = counts.values.min { ($1.count, $0.task, $0.test) < ($0.count, $1.task, $1.test) }
    return LabSummary(
      lab: lab, learners: rows.count, broken: rows.filter { if case .broken = $0.state { true } else { false } }.count,
      failing: rows.filter { $0.state == .failing }.count, done: rows.filter { $0.state == .done }.count, commonFailure: common)
  }
}
