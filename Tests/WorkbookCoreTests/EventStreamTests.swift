import Foundation
import Testing

@testable import WorkbookCore

/// Lines recorded from `swift test --event-stream-output-path` with Swift 6.3.1 on Linux (Lab 01),
/// shortened to the fields the reader uses; one Swift 6.0-shaped issue (no `isFailure`, no
/// `severity`). The stream is written by the test process itself, the same on macOS.
@Suite("EventStream: Swift Testing results from the test process's own record")
struct EventStreamTests {
  static func test(_ suite: String, _ name: String, line: Int) -> String {
    #"{"kind":"test","payload":{"id":"Lab01NetworkingSeamTests.\#(suite)\/\#(name)\/\#(suite).swift:\#(line):4","isParameterized":false,"kind":"function","name":"\#(name)"},"version":"6.3.0"}"#
  }

  static func event(_ kind: String, _ suite: String, _ name: String, line: Int) -> String {
    #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[],"testID":"Lab01NetworkingSeamTests.\#(suite)\/\#(name)\/\#(suite).swift:\#(line):4"},"version":"6.3.0"}"#
  }

  static let suiteRecord =
    #"{"kind":"test","payload":{"displayName":"Task 1: the live adapter","id":"Lab01NetworkingSeamTests.Task1LiveAdapterTests","kind":"suite","name":"Task1LiveAdapterTests"},"version":"6.3.0"}"#
  static let failingIssue =
    #"{"kind":"event","payload":{"issue":{"isFailure":true,"isKnown":false,"severity":"error","sourceLocation":{"_filePath":"\/w\/Tests\/Lab01NetworkingSeamTests\/Task3ViewModelTests.swift","column":5,"fileID":"Lab01NetworkingSeamTests\/Task3ViewModelTests.swift","filePath":"\/w\/Tests\/Lab01NetworkingSeamTests\/Task3ViewModelTests.swift","line":30}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (networking.statesSeen → []) == ([\"loading\"] → [Optional(\"loading\")])"},{"symbol":"difference","text":"removed [Optional(\"loading\")]"},{"symbol":"details","text":"Expected the screen to show .loading while the request was in flight, saw []. Set state = .loading before you await the api."}],"testID":"Lab01NetworkingSeamTests.Task3ViewModelTests\/load_showsLoading()\/Task3ViewModelTests.swift:23:4"},"version":"6.3.0"}"#
  static let warningIssue =
    #"{"kind":"event","payload":{"issue":{"isFailure":false,"isKnown":false,"severity":"warning"},"kind":"issueRecorded","messages":[{"symbol":"warning","text":"slow"}],"testID":"Lab01NetworkingSeamTests.Task3ViewModelTests\/load_passes()\/Task3ViewModelTests.swift:40:4"},"version":"6.3.0"}"#
  static let swift60Issue =
    #"{"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/w\/T.swift","fileID":"M\/T.swift","line":9,"column":1}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Caught error: TODO"}],"testID":"Lab01NetworkingSeamTests.Task3ViewModelTests\/load_passes()\/Task3ViewModelTests.swift:40:4"},"version":"0"}"#

  func stream(_ lines: [String]) -> EventStream {
    EventStream(Data(lines.joined(separator: "\n").utf8))
  }

  var finishedRun: [String] {
    [
      Self.suiteRecord,
      Self.test("Task3ViewModelTests", "load_showsLoading()", line: 23),
      Self.test("Task3ViewModelTests", "load_passes()", line: 40),
      #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":"6.3.0"}"#,
      Self.event("testStarted", "Task3ViewModelTests", "load_showsLoading()", line: 23),
      Self.event("testStarted", "Task3ViewModelTests", "load_passes()", line: 40),
      Self.failingIssue,
      Self.warningIssue,
      Self.event("testEnded", "Task3ViewModelTests", "load_passes()", line: 40),
      Self.event("testEnded", "Task3ViewModelTests", "load_showsLoading()", line: 23),
      #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":"6.3.0"}"#,
    ]
  }

  @Test func eachEndedTest_isAResultWithItsSuiteAndName() {
    let results = stream(finishedRun).results
    #expect(results.map(\.name) == ["load_showsLoading()", "load_passes()"], "Expected the two tests, in the order they started.")
    #expect(results.map(\.suite) == ["Lab01NetworkingSeamTests.Task3ViewModelTests", "Lab01NetworkingSeamTests.Task3ViewModelTests"])
    #expect(results.map(\.task) == [3, 3], "Expected the task from the suite type's TaskN prefix.")
  }

  @Test func aFailingIssue_failsItsTest_andCarriesFileLineAndTheExpectationsMessage() throws {
    let events = stream(finishedRun)
    #expect(events.results.map(\.passed) == [false, true], "Expected the test with a failing issue to fail, the other to pass.")
    let issue = try #require(events.issuesByResult["Lab01NetworkingSeamTests.Task3ViewModelTests/load_showsLoading()"]?.first)
    #expect(issue.location == "/w/Tests/Lab01NetworkingSeamTests/Task3ViewModelTests.swift:30")
    #expect(issue.message.hasPrefix("Expectation failed: (networking.statesSeen"), "Expected the failed expectation first.")
    #expect(issue.message.hasSuffix("Set state = .loading before you await the api."), "Expected the expectation's own words last.")
    #expect(
      issue.message.split(separator: "\n").count == 2, "Expected the difference line (removed [Optional(...)]) left out:\n\(issue.message)")
  }

  @Test func aWarningIssue_failsNothing() {
    #expect(stream(finishedRun).issues.count == 1, "Expected only the failing issue to be kept, not the warning.")
  }

  @Test func aSwift60Issue_withoutSeverity_fails() {
    let events = stream(finishedRun + [Self.swift60Issue])
    #expect(events.results.last?.passed == false, "Expected an issue without isFailure/severity (Swift 6.0's stream) to fail its test.")
  }

  @Test func aRunThatDied_hasNoEnd_andItsRunningTestsAreUnfinished() {
    let crashed = Array(finishedRun.prefix(6))
    let events = stream(crashed)
    #expect(events.runStarted && !events.runEnded, "Expected a started run without an end.")
    #expect(events.unfinished.count == 2, "Expected both started tests to be unfinished.")
    #expect(events.results.isEmpty, "Expected no results from tests that never ended.")
  }

  @Test func aTornLastLine_andInvalidUTF8_areSkipped() {
    var data = Data(finishedRun.joined(separator: "\n").utf8)
    data.append(contentsOf: [0x0A, 0xFF, 0xFE, 0x7B, 0x22])  // "\n", invalid UTF-8, then `{"`
    let events = EventStream(data)
    #expect(events.results.count == 2, "Expected the readable lines read and the broken one skipped.")
    #expect(events.runEnded)
  }

  /// A case's start and end are skipped unread; an issue whose text spells such a record (its
  /// quotes escaped, as JSON has them inside a string) is still read, and so is a CRLF stream.
  @Test func testCaseEvents_areSkipped_butAMessageQuotingOneIsRead() {
    let caseStarted =
      #"{"kind":"event","payload":{"instant":{"absolute":1},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 1 argument"}],"testID":"Lab01NetworkingSeamTests.Task3ViewModelTests\/load_passes()\/Task3ViewModelTests.swift:40:4"},"version":"6.3.0"}"#
    let quoting = Self.failingIssue.replacingOccurrences(
      of: "Expected the screen", with: #"The record \"kind\":\"testCaseStarted\" expected the screen"#)
    var lines = finishedRun
    lines.insert(caseStarted, at: 5)
    lines[lines.firstIndex(of: Self.failingIssue)!] = quoting
    let events = stream(lines)
    #expect(events.results.map(\.passed) == [false, true], "Expected the quoting issue read and the case event skipped.")
    #expect(
      events.issuesByResult["Lab01NetworkingSeamTests.Task3ViewModelTests/load_showsLoading()"]?.first?.message.contains(
        #""kind":"testCaseStarted""#) == true)
    #expect(EventStream.isTestCaseEvent(UnsafeRawBufferPointer(start: nil, count: 0)) == false)
    for line in [caseStarted, caseStarted.replacingOccurrences(of: "testCaseStarted", with: "testCaseEnded")] {
      #expect(Array(line.utf8).withUnsafeBytes { EventStream.isTestCaseEvent($0) }, "Expected \(line.prefix(90)) seen as a case event.")
    }
    #expect(
      !Array(quoting.utf8).withUnsafeBytes { EventStream.isTestCaseEvent($0) }, "Expected an escaped quote never taken for a record's kind."
    )
  }

  /// A message is the test's own text: a NUL or an escape sequence in it (a table row's value, a
  /// learner's message) reaches the terminal as U+FFFD; its lines and tabs stay.
  @Test func aMessagesControlCharacters_areShownAsReplacements_itsLinesKept() throws {
    // In the stream's JSON: a NUL, an escape sequence, a line break and a tab, each escaped.
    let raw = Self.failingIssue.replacingOccurrences(
      of: "Expected the screen", with: #"With \u0000 and \u001b[2J:\n\tExpected the screen"#)
    var lines = finishedRun
    lines[lines.firstIndex(of: Self.failingIssue)!] = raw
    let issue = try #require(stream(lines).issuesByResult["Lab01NetworkingSeamTests.Task3ViewModelTests/load_showsLoading()"]?.first)
    #expect(issue.message.contains("With \u{FFFD} and \u{FFFD}[2J:\n\tExpected the screen"), "\(issue.message.debugDescription)")
  }

  @Test func aTestID_givesTheFilterKeyWithoutItsSourceLocation() {
    let name = TestResult.Name(testID: "M.Outer/Inner/test(x:)/File.swift:3:4", name: "test(x:)")
    #expect(name.filterKey == "M.Outer/Inner/test(x:)")
    #expect(name.suite == "M.Outer.Inner", "Expected nested suites joined with dots.")
  }

  @Test(arguments: [
    ("Lab08LoginTests.Task2AuthenticationServiceTests", 2), ("Lab08LoginTests.Lab08Task3ControlledDoubleTests", 3),
    ("M.Helpers", 0),
  ])
  func aSuiteName_givesItsTask(suite: String, task: Int) {
    #expect(TestResult(suite: suite, name: "t", failures: []).task == task)
  }
}
