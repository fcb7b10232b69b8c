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
    #expect(lab04?.learners == 3 && lab04?.broken == 1 && lab04?.stuck == 2 && lab04?.failing == 0 && lab04?.done == 0)
    #expect(lab04?.finished == 1, "Ed finished Lab 04 and moved on: the funnel counts him")
    #expect(lab04?.commonFailure?.test == "wakes_inInsertionOrder()" && lab04?.commonFailure?.count == 2)
    #expect(lab04?.commonFailure?.minutes == 12...30)
    #expect(labs[1].done == 1 && labs[1].commonFailure == nil)
    #expect(snapshot.cue == "2 people stuck on Lab 04 Task 1 for 12-30 min: wakes_inInsertionOrder()")
  }

  @Test func noCue_whenNobodyShares_aFirstFailingTest() {
    let alone = RoomSnapshot(records: Array(records.prefix(1)), labs: F.labs, now: F.now)
    #expect(alone.cue == nil)
  }

  @Test func aCommonFailureTie_goesToTheEarlierTask_thenTheName() {
    let records = [
      F.record("A", id: 1, labs: ["Lab04TestClock": F.activity(checked: 1, failing: (2, "b()"), since: 20)]),
      F.record("B", id: 2, labs: ["Lab04TestClock": F.activity(checked: 1, failing: (1, "z()"), since: 20)]),
      F.record("C", id: 3, labs: ["Lab04TestClock": F.activity(checked: 1, failing: (1, "y()"), since: 20)]),
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
    #expect(text.contains("finished") && text.contains("on it") && text.contains("where the stuck are"))
    #expect(text.contains("Whiteboard cue: 2 people stuck on Lab 04 Task 1 for 12-30 min: wakes_inInsertionOrder()"))
    let order = ["Cy", "Bo", "Ada", "Ed", "Di", "Flo"].compactMap { name in view.lines.firstIndex { $0.hasPrefix("  \(name) ") } }
    #expect(order == order.sorted() && order.count == 6, "Rows in needs-help order: \(order)")
  }

  @Test func testsInNoTasksFile_areOtherTests_inTheView_theCue_andThePage_asTheCheckSaysIt() {
    let module = F.labs[0].module
    let stuck = (1...2).map { id in
      F.record("L\(id)", id: id, labs: [module: F.activity(checked: 1, tasks: [(0, 0, 2)], failing: (0, "double_ofTwo()"), since: 20)])
    }
    let snapshot = RoomSnapshot(records: stuck, labs: F.labs, now: F.now)
    let text = RoomView(snapshot: snapshot, source: "r").lines.joined(separator: "\n")
    let html = RoomPage(snapshot: snapshot, labs: F.labs).html

    #expect(text.contains("Other tests") && !text.contains("Task 0"), "\(text)")
    #expect(text.contains("Whiteboard cue: 2 people stuck on Lab \(F.labs[0].tag) Other tests for 20 min"), "\(text)")
    #expect(html.contains("Other tests: double_ofTwo()") && !html.contains("Task 0"), "\(html)")
  }

  @Test func theTerminalView_ofAnEmptyRoom_saysHowToJoin() {
    let text = RoomView(snapshot: RoomSnapshot(records: [], labs: F.labs, now: F.now), source: "r").lines.joined(separator: "\n")
    #expect(text.contains("The room: 0 learners"))
    #expect(text.contains("room join"))
  }

  @Test func thePage_hasARowPerLearner_aFunnelColumnPerLab_andReloadsItself() {
    var page = RoomPage(snapshot: snapshot, labs: F.labs, refreshSeconds: 7)
    page.nonce = "n0nce"
    let html = page.html
    #expect(html.components(separatedBy: "<tr class=\"learner ").count - 1 == 6)
    #expect(html.components(separatedBy: "<table class=\"funnel\">").count - 1 == 1)
    #expect(html.contains("<meta http-equiv=\"refresh\" content=\"7\">"))
    #expect(html.contains("default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-n0nce'"))
    #expect(html.components(separatedBy: "<script").count - 1 == 1 && html.contains("<script nonce=\"n0nce\">"))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="), "The page loads nothing")
    #expect(html.contains("class=\"cell done\""), "Ed's Lab 04 is done")
    #expect(html.contains("class=\"cell failing current\""), "Ed's current lab is framed, in his state")
    #expect(html.contains("data-stale-after=\"26\""), "Three missed redraws and five seconds")
    #expect(html.contains(">profile_asksForJSON()<"), "The first failing test is on the page, not only in a title")
  }

  @Test func eachState_hasItsOwnWordAndSymbol_onThePageAndInTheLegend() {
    let states: [RoomSnapshot.State] = [.broken(.crashed), .stuck, .failing, .working, .away, .done, .waiting]
    #expect(Set(states.map(\.word)).count == states.count && Set(states.map(\.symbol)).count == states.count)
    let html = RoomPage(snapshot: snapshot, labs: F.labs).html
    for state in states where state != .waiting {
      #expect(html.contains("<span class=\"key \(state.word)\">\(state.symbol)</span>"), "legend: \(state.word)")
    }
  }

  @Test func aRoomThatJustStarted_hasNoCue_thoughEveryoneFailsTheSameFirstTest() {
    let starting = (1...25).map { F.record("L\($0)", id: $0, labs: ["Lab03URLProtocolStub": F.activity(checked: 0, since: 1)]) }
    let room = RoomSnapshot(records: starting, labs: F.labs, now: F.now)
    #expect(room.cue == nil, "25 people on a fresh starter are at work, not stuck")
    #expect(room.rows.allSatisfy { $0.state == .failing })
  }

  @Test func aLearnerWithNoCheckForFifteenMinutes_readsAway_unlessDone() {
    func state(checked: Double, done: Bool = false) -> RoomSnapshot.State? {
      let record = F.record("Ada", id: 1, labs: ["Lab04TestClock": F.activity(checked: checked, since: checked, done: done)])
      return RoomSnapshot(records: [record], labs: F.labs, now: F.now).rows.first?.state
    }
    #expect(state(checked: 14) == .stuck)
    #expect(state(checked: 15) == .away)
    #expect(state(checked: 37) == .away, "Not stuck: nobody has checked for 37 minutes")
    #expect(state(checked: 37, done: true) == .done)
  }

  @Test func aBrokenLearnerWithNoCheckForLong_readsBroken_andComesBeforeTheAwayAndTheStuck() {
    let broken = F.record("Zed", id: 9, labs: ["Lab04TestClock": F.activity(checked: 40, failing: nil, since: 40, broken: .doesNotCompile)])
    let away = F.record("Al", id: 1, labs: ["Lab04TestClock": F.activity(checked: 20, since: 20)])
    let stuck = F.record("Bo", id: 2, labs: ["Lab04TestClock": F.activity(checked: 1, since: 30)])

    let room = RoomSnapshot(records: [away, stuck, broken], labs: F.labs, now: F.now)

    #expect(
      room.rows.map(\.name) == ["Zed", "Bo", "Al"],
      "Expected the broken learner first (no check for 40 min: still fighting the compile error), then the stuck, then the away")
    #expect(room.rows.first?.state == .broken(.doesNotCompile))
  }

  @Test func lab11_readsAsBugsCaught_inTheTerminalAndOnThePage() {
    var activity = F.activity(checked: 1, tasks: [(1, 5, 5), (2, 11, 11)], failing: nil)
    activity.bugsCaught = 15
    activity.bugs = 16
    let labs = F.labs + [Lab(number: 11, module: "Lab11YourTests", title: "Your tests", chapter: "docs/11.md", minutes: 75)]
    let room = RoomSnapshot(records: [F.record("Kim", id: 1, labs: ["Lab11YourTests": activity])], labs: labs, now: F.now)
    let text = RoomView(snapshot: room, source: "r").lines.joined(separator: "\n")
    #expect(text.contains("15/16 bugs"), "\(text)")
    #expect(RoomPage(snapshot: room, labs: labs).html.contains("15/16 bugs"))
  }

  @Test func anonymous_showsStablePseudonymsOnThePage_andBothInTheTerminal() {
    var page = RoomPage(snapshot: snapshot, labs: F.labs)
    page.anonymous = true
    let html = page.html
    for name in ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"] { #expect(!html.contains("<th>\(name)</th>"), "\(name) on the projector") }
    let ada = RoomText.pseudonym(of: F.uuid(1))
    #expect(html.contains("<th>\(ada)</th>") && ada == RoomText.pseudonym(of: F.uuid(1)))
    var view = RoomView(snapshot: snapshot, source: "r")
    view.pseudonyms = true
    #expect(view.lines.contains { $0.contains("Ada · \(ada)") })
  }

  @Test func aLabThatNeverCompiled_readsDoesNotCompile_notZeroOfZero() {
    let broken = F.activity(checked: 1, tasks: [], failing: nil, broken: .doesNotCompile)
    #expect(broken.tally == "does not compile")
    let room = RoomSnapshot(records: [F.record("Al", id: 1, labs: ["Lab03URLProtocolStub": broken])], labs: F.labs, now: F.now)
    let text = RoomView(snapshot: room, source: "r").lines.joined(separator: "\n")
    #expect(!text.contains("0/0"), "\(text)")
  }

  @Test func aBrokenLab_namesWhereItBroke_onThePageAndInTheTerminal() {
    var broken = F.activity(checked: 1, failing: nil, broken: .doesNotCompile)
    broken.brokenAt = "UserAPI.swift:42"
    let room = RoomSnapshot(records: [F.record("Al", id: 1, labs: ["Lab03URLProtocolStub": broken])], labs: F.labs, now: F.now)
    #expect(RoomPage(snapshot: room, labs: F.labs).html.contains(">does not compile: UserAPI.swift:42<"))
    #expect(RoomView(snapshot: room, source: "r").lines.contains { $0.contains("UserAPI.swift:42") })
  }

  @Test func aCheckThatDoesNotCompile_recordsTheFirstErrorsFileAndLine_notItsText() {
    var activity = LabActivity()
    var check = LabActivity.Check(outcome: .broken(.doesNotCompile), tests: [], done: false)
    check.brokenAt = "UserAPI.swift:42"
    activity.note(check, at: F.now)
    #expect(activity.brokenAt == "UserAPI.swift:42")
    activity.note(LabActivity.Check(outcome: .ran, tests: [(1, "a()", false)], done: false), at: F.now)
    #expect(activity.brokenAt == nil, "Expected the place cleared once the suite runs again")
  }
}
