import Foundation

/// The room at one moment, worked out once for both the terminal view and the page: learners
/// sorted "needs help first", and per lab how many are on it and where most of them fail.
///
/// `now` is passed in, never read here, so the same records always give the same snapshot.
///
/// ```swift
/// let snapshot = RoomSnapshot(records: reading.records, labs: catalog.labs, now: Date())
/// snapshot.rows.first?.name  // the learner to visit first
/// snapshot.cue               // "3 people stuck on Lab 04 Task 1 for 12-25 min: wakes_inInsertionOrder()"
/// ```
public struct RoomSnapshot: Sendable {
  /// Where a learner is, in the order a facilitator helps: broken first, then stuck the longest.
  /// Each has its own word and symbol (``word``, ``symbol``), so a glance needs no colour.
  public enum State: Sendable, Equatable {
    case broken(LabActivity.Broken)
    /// Failing for a while: the same obstacle ``RoomSnapshot/stuckAfterMinutes`` minutes, or
    /// ``RoomSnapshot/stuckAfterChecks`` checks without progress.
    case stuck
    /// A failing test the learner is at work on.
    case failing
    /// Nothing fails, the lab is not done yet (Lab 11: tests green, bugs not all caught).
    case working
    /// No check for ``RoomSnapshot/awayAfterMinutes`` minutes, the lab not done.
    case away
    case done
    /// Joined, no check yet.
    case waiting

    var rank: Int {
      switch self {
      case .broken: 0
      case .stuck: 1
      case .failing: 2
      case .working: 3
      case .away: 4
      case .done: 5
      case .waiting: 6
      }
    }

    /// One word for the page's class names and the legend: broken, stuck, failing, ...
    public var word: String {
      switch self {
      case .broken: "broken"
      case .stuck: "stuck"
      case .failing: "failing"
      case .working: "working"
      case .away: "away"
      case .done: "done"
      case .waiting: "waiting"
      }
    }

    /// The symbol beside the word, for a projector and for colour-blind eyes.
    public var symbol: String {
      switch self {
      case .broken: "✖"
      case .stuck: "⚠"
      case .failing: "✗"
      case .working: "…"
      case .away: "☾"
      case .done: "✓"
      case .waiting: "·"
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

    public var isStuck: Bool { state == .stuck }
  }

  /// When a failing learner counts as stuck (``State/stuck``). A test that has just failed is a
  /// learner at work, not one who needs the facilitator.
  public static let stuckAfterMinutes = 10
  public static let stuckAfterChecks = 5
  /// When a learner with no check for a while reads away: a workshop's coffee break is 15 min.
  public static let awayAfterMinutes = 15

  /// One lab and the learners on it.
  public struct LabSummary: Sendable {
    public let lab: Lab
    public let learners: Int
    public let broken: Int
    public let stuck: Int
    /// Failing, not yet stuck.
    public let failing: Int
    public let done: Int
    /// Everyone in the room who has finished this lab, wherever they are now: the funnel.
    public let finished: Int
    /// The most common first failing test among the stuck, how many share it, and for how long
    /// (the fewest and the most minutes among them).
    public let commonFailure: (task: Int, test: String, count: Int, minutes: ClosedRange<Int>)?
  }

  public let rows: [Row]
  /// Labs someone is on or has finished, in lab order.
  public let labs: [LabSummary]
  public let now: Date

  public init(records: [LearnerRecord], labs catalogLabs: [Lab], now: Date) {
    self.now = now
    let byModule = Dictionary(catalogLabs.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    let rows = records.map { record -> Row in
      let module = record.currentModule
      let activity = module.flatMap { record.labs[$0] }
      let minutesStuck = activity?.firstFailingSince.map { Self.minutes(from: $0, to: now) }
      let minutesSinceCheck = activity?.checkedAt.map { Self.minutes(from: $0, to: now) }
      return Row(
        learner: record.learner, name: record.name, lab: module.flatMap { byModule[$0] }, activity: activity,
        state: Self.state(of: activity, minutesStuck: minutesStuck, minutesSinceCheck: minutesSinceCheck),
        minutesStuck: minutesStuck, minutesSinceCheck: minutesSinceCheck, labs: record.labs)
    }
    self.rows = rows.sorted(by: Self.needsHelpFirst)
    self.labs = catalogLabs.compactMap { lab in
      let here = rows.filter { $0.lab == lab }
      let finished = rows.filter { $0.labs[lab.module]?.done == true }.count
      guard !here.isEmpty || finished > 0 else { return nil }
      return Self.summary(of: lab, rows: here, finished: finished)
    }
  }

  /// The whiteboard cue: the largest group of two or more people stuck at the same test, and for
  /// how long. Only the stuck count: 25 people who just opened a lab fail its first test too.
  public var cue: String? {
    let groups = labs.compactMap { summary in summary.commonFailure.map { (lab: summary.lab, failure: $0) } }
    guard let top = groups.max(by: { $0.failure.count < $1.failure.count }), top.failure.count >= 2 else { return nil }
    let minutes = top.failure.minutes
    let span = minutes.lowerBound == minutes.upperBound ? "\(minutes.lowerBound)" : "\(minutes.lowerBound)-\(minutes.upperBound)"
    return "\(top.failure.count) people stuck on Lab \(top.lab.tag) \(TaskName.of(top.failure.task)) for \(span) min: \(top.failure.test)"
  }

  static func minutes(from start: Date, to now: Date) -> Int {
    // Clocks of different machines disagree a little: never show a negative time.
    max(0, Int(now.timeIntervalSince(start) / 60))
  }

  private static func state(of activity: LabActivity?, minutesStuck: Int?, minutesSinceCheck: Int?) -> State {
    guard let activity, activity.checkedAt != nil else { return .waiting }
    if activity.done { return .done }
    // Broken before away: someone fighting a compile error (in Xcode, say, where nothing checks
    // for them) needs help more than someone on a break, however long since their last check.
    if let broken = activity.broken { return .broken(broken) }
    if (minutesSinceCheck ?? 0) >= awayAfterMinutes { return .away }
    guard activity.firstFailingTest != nil else { return .working }
    let stuck = (minutesStuck ?? 0) >= stuckAfterMinutes || activity.checksSinceProgress >= stuckAfterChecks
    return stuck ? .stuck : .failing
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

  private static func summary(of lab: Lab, rows: [Row], finished: Int) -> LabSummary {
    var counts: [String: (task: Int, test: String, count: Int, minutes: ClosedRange<Int>)] = [:]
    for row in rows where row.state == .stuck {
      guard let test = row.activity?.firstFailingTest else { continue }
      let task = row.activity?.firstFailingTask ?? 0
      let minutes = row.minutesStuck ?? 0
      if let group = counts["\(task) \(test)"] {
        let range = min(group.minutes.lowerBound, minutes)...max(group.minutes.upperBound, minutes)
        counts["\(task) \(test)"] = (task, test, group.count + 1, range)
      } else {
        counts["\(task) \(test)"] = (task, test, 1, minutes...minutes)
      }
    }
    let common = counts.values.min { ($1.count, $0.task, $0.test) < ($0.count, $1.task, $1.test) }
    return LabSummary(
      lab: lab, learners: rows.count, broken: rows.filter { if case .broken = $0.state { true } else { false } }.count,
      stuck: rows.filter { $0.state == .stuck }.count, failing: rows.filter { $0.state == .failing }.count,
      done: rows.filter { $0.state == .done }.count, finished: finished, commonFailure: common)
  }
}
