import Testing

@testable import WorkbookCore

@Suite("ConsoleLog: Swift Testing issues and crashes")
struct ConsoleLogSwiftTestingTests {
  @Test func anIssue_carriesFileLineAndTheExpectationsMessage() throws {
    let log = ConsoleLog(
      """
      ◇ Test profile_asksForJSON() started.
      ✘ Test profile_asksForJSON() recorded an issue at Task2Tests.swift:12:5: Expectation failed: (count → 0) == 1
      ↳ Expected one request. Send it once.
      ✘ Test profile_asksForJSON() failed after 0.001 seconds with 1 issue.
      """)
    let issue = try #require(log.issuesByTest["profile_asksForJSON()"]?.first)
    #expect(issue.location == "Task2Tests.swift:12")
    #expect(issue.message == "Expectation failed: (count → 0) == 1\nExpected one request. Send it once.")
  }

  @Test func aParameterizedIssue_isFiledUnderItsTest() {
    let log = ConsoleLog(
      "✘ Test status_maps(code:) recorded an issue with 1 argument code → 404 at T.swift:9:7: Expectation failed: x")
    #expect(log.issuesByTest["status_maps(code:)"]?.first?.line == 9)
  }

  @Test func aCrash_namesTheTestThatWasRunningAndTheSignal() {
    let log = ConsoleLog(
      """
      ◇ Test answer_isFortyTwo() started.
      Fatal error: boom
      error: Exited with unexpected signal code 4
      """)
    #expect(log.unfinishedTest == "answer_isFortyTwo()")
    #expect(log.reportedSignal == 4)
  }
}
