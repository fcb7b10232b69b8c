import Testing

@testable import WorkbookCore

/// XCTest prints differently on macOS and Linux, and `swift test` writes no XCTest xUnit file
/// without `--parallel`: the console is the only record, so both spellings must be read.
@Suite("ConsoleLog: XCTest results from the console")
struct ConsoleLogXCTestTests {
  let linux = """
    Test Suite 'Task1ValidationTests' started at 2026-11-22 05:11:41.269
    Test Case 'Task1ValidationTests.test_email' started at 2026-11-22 05:11:41.269
    /w/Tests/Lab08LoginTests/Task1ValidationTests.swift:51: error: Task1ValidationTests.test_email : XCTAssertEqual failed: ("false") is not equal to ("true") - Expected true for "a@b.io".
    Test Case 'Task1ValidationTests.test_email' failed (0.001 seconds)
    Test Case 'Task1ValidationTests.test_password' started at 2026-11-22 05:11:41.270
    Test Case 'Task1ValidationTests.test_password' passed (0.0 seconds)
    Test Case 'Task2ServiceTests.test_login' started at 2026-11-22 05:11:41.271
    <EXPR>:0: error: Task2ServiceTests.test_login : threw error "TODO: not written yet"
    Test Case 'Task2ServiceTests.test_login' failed (0.001 seconds)
    """

  let macOS = """
    Test Case '-[Lab08LoginTests.Task1ValidationTests test_email]' started.
    /w/Tests/Lab08LoginTests/Task1ValidationTests.swift:51: error: -[Lab08LoginTests.Task1ValidationTests test_email] : XCTAssertTrue failed - Expected true.
    Test Case '-[Lab08LoginTests.Task1ValidationTests test_email]' failed (0.002 seconds).
    Test Case '-[Lab08LoginTests.Task1ValidationTests test_password]' started.
    Test Case '-[Lab08LoginTests.Task1ValidationTests test_password]' passed (0.001 seconds).
    """

  @Test func linuxLines_giveEachTestItsVerdictSuiteAndMessages() throws {
    let results = ConsoleLog(linux).xctestResults(target: "Lab08LoginTests")
    try #require(results.count == 3, "Expected three results, got \(results)")
    #expect(results.map(\.name) == ["test_email", "test_password", "test_login"], "Expected the three finished tests, in order.")
    #expect(
      results.map(\.suite) == [
        "Lab08LoginTests.Task1ValidationTests", "Lab08LoginTests.Task1ValidationTests", "Lab08LoginTests.Task2ServiceTests",
      ])
    #expect(results.map(\.passed) == [false, true, false], "Expected failed, passed, failed.")
    #expect(results[2].failures == ["threw error \"TODO: not written yet\""], "Expected the thrown error as the failure.")
    #expect(results.map(\.task) == [1, 1, 2], "Expected the task from the class's TaskN prefix.")
  }

  @Test func macOSLines_giveEachTestItsVerdictAndModule() {
    let results = ConsoleLog(macOS).xctestResults(target: "ignored")
    #expect(results.map(\.name) == ["test_email", "test_password"])
    #expect(results.map(\.suite) == ["Lab08LoginTests.Task1ValidationTests", "Lab08LoginTests.Task1ValidationTests"])
    #expect(results.map(\.passed) == [false, true])
  }

  @Test(arguments: ["linux", "macOS"]) func assertionLines_becomeIssuesWithFileAndLine(platform: String) throws {
    let log = ConsoleLog(platform == "linux" ? linux : macOS)
    let issue = try #require(
      log.xctestIssues(target: "Lab08LoginTests")["Lab08LoginTests.Task1ValidationTests/test_email"]?.first,
      "Expected an issue for test_email, keyed by its result's id.")
    #expect(issue.file == "/w/Tests/Lab08LoginTests/Task1ValidationTests.swift")
    #expect(issue.line == 51)
    #expect(issue.message.hasPrefix("XCTAssert"), "Expected the assertion first, got \(issue.message)")
  }

  @Test func anAssertEqualMessage_isSplitIntoTheComparisonAndTheTestsWords() throws {
    let issue = try #require(
      ConsoleLog(linux).xctestIssues(target: "Lab08LoginTests")["Lab08LoginTests.Task1ValidationTests/test_email"]?.first)
    #expect(issue.message == "XCTAssertEqual failed: (\"false\") is not equal to (\"true\")\nExpected true for \"a@b.io\".")
  }

  @Test func aTestThatStartedAndNeverEnded_isTheUnfinishedOne() {
    let hung = linux + "\nTest Case 'Task3FlowTests.test_waits' started at 2026-11-22 05:11:41.300"
    #expect(ConsoleLog(hung).unfinishedXCTest == "test_waits", "Expected the XCTest case that started and never ended.")
    #expect(ConsoleLog(linux).unfinishedXCTest == nil, "Expected no unfinished test when every test ended.")
  }

  @Test func compilerErrors_areNotMistakenForXCTestIssues() {
    let log = ConsoleLog("/w/Labs/Lab08Login/Login.swift:3:7: error: cannot find 'x' in scope : really")
    #expect(log.xctestIssues(target: "T").isEmpty, "Expected a compiler error not to be read as a failed assertion.")
    #expect(log.compilerErrors.map(\.line) == [3])
  }
}
