import Foundation
import Testing

@testable import WorkbookCore

@Suite("Room: the snapshot, needs help first, and per lab")
struct RoomSnapshotTests {
  typealias F = RoomFixtures

  /// Six learners: two stuck on the same test of Lab 04 (one longer), one broken, one done,
  /// one who worked out of order (Lab 04 done earlier, Lab 01 checked last), one with no check.
  var records: [LearnerRecord] {
    [
      F.record("Ada", id: 1, labs: ["Lab04TestClock": F.activity(checked: 1, since: 12)]),
      F.record("Bo", id: 2, labs: ["Lab04TestClock": F.activity(checked: 2, since: 30, checks: 4)]),
      F.record("Cy", id: 3, labs: ["Lab04TestClock": F.activity(checked: 1, failing: nil, since: 3, broken: .doesNotCompile)]),
      F.record("Di", id: 4, labs: ["Lab03URLProtocolStub": F.activity(checked: 5, tasks: [(1, 4, 4)], done: true)]),
      F.record(
        "Ed", id: 5,
        labs: [
          "Lab04TestClock": F.activity(checked: 40, tasks: [(1, 27, 27)], done: true),
          "Lab01NetworkingSeam": F.activity(checked: 3, tasks: [(1, 4, 4), (2, 2, 10)], failing: (2, "profile_asksForJSON()"), since: 8),
        ]),
      F.record("Flo", id: 6, labs: [:]),
    ]
  }

  var snapshot: RoomSnapshot { RoomSnapshot(records: records, labs: F.labs, now: F.now) }

  @Test func learners_areSorted_brokenFirst_thenLongestStuck_thenDone_thenNoCheck() {
    #expect(snapshot.rows.map(\.name) == ["Cy", "Bo", "Ada", "Ed", "Di", "Flo"])
    #expect(snapshot.rows.map(\.minutesStuck) == [3, 30, 12, 8, nil, nil])
  }

  @Test func theCurrentLab_isTheOneCheckedLast_notTheFirstUnfinished() {
    let ed = snapshot.rows.first { $0.name == "Ed" }
    #expect(ed?.lab?.number == 1, "Ed checked Lab 01 after finishing Lab 04")
    #expect(ed?.activity?.passing == 6 && ed?.activity?.tests == 14)
  }

  @Test func perLab_learnersOnIt_broken_done_andTheMostCommonFirstFailingTest() {
    let labs = snapshot.labs
    #expect(labs.map(\.lab.number) == [1, 3, 4], "Labs in order, only those with someone on them")
    let lab04 = labs.last
    #expect(lab04?.learners == 3 && lab04?.broken == 1 && lab04?.failing == 2 && lab04?.done == 0)
    #expect(lab04?.commonFailure?.test == "wakes_inInsertionOrder()" && lab04?.commonFailure?.count == 2)
    #expect(labs[1].done == 1 && labs[1].commonFailure == nil)
    #expect(snapshot.cue == "2 people on Lab 04 Task 1: wakes_inInsertionOrder()")
  }

  @Test func noCue_whenNobodyShares_aFirstFailingTest() {
    let alone = RoomSnapshot(records: Array(records.prefix(1)), labs: F.labs, now: F.now)
    #expect(alone.cue == nil)
  }

  @Test func aCommonFailureTie_goesToTheEarlierTask_thenTheName() {
    let records = [
      F.record("A", id: 1, labs: ["Lab04TestClock": F.activity(checked: 1, failing: (2, "b()"))]),
      F.record("B", id: 2, labs: ["Lab04TestClock": F.activity(checked: 1, failing: (1, "z()"))]),
      F.record("C", id: 3, labs: ["Lab04TestClock": F.activity(checked: 1, failing: (1, "y()"))]),
    ]
    let common = RoomSnapshot(records: records, labs: F.labs, now: F.now).labs.first?.commonFailure
    #expect(common?.task == 1 && common?.test == "y()" && common?.count == 1)
  }

  @Test func aClockAhead_onALearnersMachine_neverShowsNegativeMinutes() {
    let ahead = F.record("Zed", id: 9, labs: ["Lab04TestClock": F.activity(checked: -5, since: -10)])
    let row = RoomSnapshot(records: [ahead], labs: F.labs, now: F.now).rows.first
    #expect(row?.minutesStuck == 0 && row?.minutesSinceCheck == 0)
  }

  @Test func theOrder_isTotal_sameNamesAreOrderedById() {
    let twins = [
      F.record("Sam", id: 2, labs: ["Lab04TestClock": F.activity(checked: 1, since: 5)]),
      F.record("Sam", id: 1, labs: ["Lab04TestClock": F.activity(checked: 1, since: 5)]),
    ]
    #expect(RoomSnapshot(records: twins, labs: F.labs, now: F.now).rows.map(\.learner) == [F.uuid(1), F.uuid(2)])
  }

  @Test func aTestThatHasJustFailed_readsFailing_andStuckOnlyAfterTenMinutesOrFiveChecks() {
    func status(since minutes: Double, checks: Int) -> String {
      let record = F.record("Ada", id: 1, labs: ["Lab04TestClock": F.activity(checked: 0, since: minutes, checks: checks)])
      let row = RoomSnapshot(records: [record], labs: F.labs, now: F.now).rows[0]
      return RoomView.status(of: row)
    }
    #expect(status(since: 2, checks: 1) == "failing 2 min, 1 check")
    #expect(status(since: 9, checks: 4) == "failing 9 min, 4 checks")
    #expect(status(since: 10, checks: 0) == "stuck 10 min")
    #expect(status(since: 3, checks: 5) == "stuck 3 min, 5 checks")
  }

  @Test func theTerminalView_showsEachLearner_thePerLabTable_andTheCue() {
    var view = RoomView(snapshot: snapshot, source: "/share/room")
    view.timeZone = TimeZone(identifier: "UTC") ?? .current
    let text = view.lines.joined(separator: "\n")
    #expect(text.hasPrefix("The room: 6 learners · /share/room · 00:00:00"))
    #expect(text.contains("does not compile 3 min"))
    #expect(text.contains("stuck 30 min, 4 checks"))
    #expect(text.contains("learners on it"))
    #expect(text.contains("Whiteboard cue: 2 people on Lab 04 Task 1: wakes_inInsertionOrder()"))
    let order = ["Cy", "Bo", "Ada", "Ed", "Di", "Flo"].compactMap { name in view.lines.firstIndex { $0.hasPrefix("  \(name) ") } }
    #expect(order == order.sorted() && order.count == 6, "Rows in needs-help order: \(order)")
  }

  @Test func theTerminalView_ofAnEmptyRoom_saysHowToJoin() {
    let text = RoomView(snapshot: RoomSnapshot(records: [], labs: F.labs, now: F.now), source: "r").lines.joined(separator: "\n")
    #expect(text.contains("The room: 0 learners"))
    #expect(text.contains("room join"))
  }

  @Test func thePage_hasARowPerLearner_aBarPerLab_andReloadsItself() {
    let html = RoomPage(snapshot: snapshot, labs: F.labs, refreshSeconds: 7).html
    #expect(html.components(separatedBy: "<tr class=\"learner\"").count - 1 == 6)
    #expect(html.components(separatedBy: "<div class=\"lab-bar\"").count - 1 == 3)
    #expect(html.contains("<meta http-equiv=\"refresh\" content=\"7\">"))
    #expect(html.contains("default-src 'none'"), "No script and no network, whatever the page holds")
    #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
    #expect(html.contains("class=\"cell done\""), "Ed's Lab 04 is done")
    #expect(html.contains("class=\"cell stuck current\""), "Ed's current lab is framed")
  }
}
