import Foundation
import Testing

@testable import WorkbookCore

@Suite("Room: what a check adds to a lab's activity")
struct RoomActivityTests {
  typealias Check = LabActivity.Check
  let start = RoomFixtures.now

  func ran(_ tests: [(Int, String, Bool)], done: Bool = false) -> Check {
    Check(outcome: .ran, tests: tests.map { (task: $0.0, name: $0.1, passed: $0.2) }, done: done)
  }

  @Test func firstCheck_talliesPerTask_andNamesTheFirstFailingTestByTaskThenName() {
    var activity = LabActivity()
    activity.note(ran([(2, "a()", false), (1, "z()", false), (1, "b()", true)]), at: start)
    #expect(activity.tasks == [.init(task: 1, passing: 1, tests: 2), .init(task: 2, passing: 0, tests: 1)])
    #expect(activity.firstFailingTest == "z()", "Task 1 comes before task 2, whatever the names")
    #expect(activity.firstFailingTask == 1)
    #expect(activity.firstFailingSince == start)
    #expect(activity.checksSinceProgress == 0, "A first check is no check without progress")
  }

  @Test func theSameFirstFailingTest_keepsItsSince_andCountsChecksWithoutProgress() {
    var activity = LabActivity()
    activity.note(ran([(1, "a()", false), (1, "b()", true)]), at: start)
    activity.note(ran([(1, "a()", false), (1, "b()", true)]), at: start + 60)
    activity.note(ran([(1, "a()", false), (1, "b()", false)]), at: start + 120)
    #expect(activity.firstFailingSince == start, "Stuck since the first check that stopped at a()")
    #expect(activity.checksSinceProgress == 2)
    #expect(activity.checkedAt == start + 120)
  }

  @Test func moreTestsPassing_isProgress_andANewFirstFailingTestRestartsTheClock() {
    var activity = LabActivity()
    activity.note(ran([(1, "a()", false), (1, "b()", false)]), at: start)
    activity.note(ran([(1, "a()", false), (1, "b()", false)]), at: start + 60)
    activity.note(ran([(1, "a()", true), (1, "b()", false)]), at: start + 120)
    #expect(activity.checksSinceProgress == 0)
    #expect(activity.firstFailingTest == "b()")
    #expect(activity.firstFailingSince == start + 120)
  }

  @Test func aBrokenCheck_keepsTheLastTallies_andIsStuckFromWhenItBroke() {
    var activity = LabActivity()
    activity.note(ran([(1, "a()", true), (2, "b()", false)]), at: start)
    activity.note(Check(outcome: .broken(.doesNotCompile), tests: [], done: false), at: start + 60)
    activity.note(Check(outcome: .broken(.doesNotCompile), tests: [], done: false), at: start + 120)
    #expect(activity.broken == .doesNotCompile)
    #expect(activity.passing == 1 && activity.tests == 2, "12/27, does not compile: the tallies of the last run stay")
    #expect(activity.firstFailingSince == start + 60)
    #expect(activity.firstFailingTest == nil, "The obstacle is the broken state, not the last run's failing test")
    #expect(activity.checksSinceProgress == 2)
    activity.note(Check(outcome: .broken(.crashed), tests: [], done: false), at: start + 180)
    #expect(activity.firstFailingSince == start + 180, "Another broken state is another obstacle")
    activity.note(ran([(1, "a()", true), (2, "b()", true)], done: true), at: start + 240)
    #expect(activity.broken == nil && activity.done)
    #expect(activity.firstFailingTest == nil && activity.firstFailingSince == nil && activity.checksSinceProgress == 0)
  }

  @Test func hints_keepTheHighestLevelPerTask_inTaskOrder() {
    var activity = LabActivity()
    activity.noteHint(task: 2, level: 1)
    activity.noteHint(task: 1, level: 2)
    activity.noteHint(task: 2, level: 3)
    activity.noteHint(task: 2, level: 2)
    #expect(activity.hints == [.init(task: 1, level: 2), .init(task: 2, level: 3)])
    #expect(activity.checkedAt == nil, "A hint is not a check")
  }

  @Test func aCheckReport_becomesTheActivitysCheck() {
    let lab = RoomFixtures.labs[2]
    let results = [
      TestResult(suite: "Lab04TestClockTests.Task1TestClockTests", name: "wakes()", failures: ["no"]),
      TestResult(suite: "Lab04TestClockTests.Task2ImmediateClockTests", name: "now()", failures: []),
    ]
    let check = Room.check(of: CheckReport(lab: lab, outcome: .ran(results, issues: [:]), taskTitles: [:]))
    #expect(check.outcome == .ran && !check.done)
    #expect(check.tests.map(\.task) == [1, 2] && check.tests.map(\.passed) == [false, true])
    let hung = Room.check(of: CheckReport(lab: lab, outcome: .timedOut(Hang(unfinished: [], seconds: 30)), taskTitles: [:]))
    #expect(hung.outcome == .broken(.hung))
  }
}
