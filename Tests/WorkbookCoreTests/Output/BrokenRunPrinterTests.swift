import Foundation
import Testing

@testable import WorkbookCore

/// A segfault with no trap line is not a force unwrap: the runtime prints one for those. In the
/// labs it is most often two tasks changing shared state without a lock (issue 26).
@Suite struct BrokenRunPrinterTests {
  @Test(arguments: [SIGSEGV, SIGBUS])
  func aSilentSegfault_namesADataRace(signal: Int32) throws {
    let text = try lines(for: Crash(test: "registry_isShared()", signal: signal)).joined(separator: "\n")

    #expect(text.contains("data race"), "Expected the crash advice to name a data race: \(text)")
    #expect(text.contains("Mutex"), "Expected the fix for one: \(text)")
  }

  @Test func aCrashWithTheRuntimesOwnLine_isNotCalledARace() throws {
    var crash = Crash(test: "profile_decodes()", signal: SIGILL)
    crash.trap = Trap(message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", location: nil)
    let text = try lines(for: crash).joined(separator: "\n")

    #expect(!text.contains("data race"), "Expected a force unwrap's trap to be told as one: \(text)")
    #expect(text.contains("force unwrap"))
  }

  @Test(arguments: [(2_100_000, "2.1 M"), (350_000, "350 k"), (10_000, "10 k")])
  func aRunStoppedAfterAFloodOfOutput_saysHowMuchItPrinted_notThatItHung(printed: Int, amount: String) throws {
    var hang = Hang(unfinished: ["answer_isFortyTwo()"], seconds: 4)
    hang.printedLines = printed
    let text = try lines(for: .timedOut(hang)).joined(separator: "\n")

    #expect(text.contains("stopped after 4 s, having printed \(amount) lines: a print in a loop?"), "\(text)")
    #expect(!text.contains("a loop that never ends"), "Expected a flood told as printing, not as a hang: \(text)")
  }

  @Test func aRunStoppedWithLittleOutput_readsAsAHang() throws {
    var hang = Hang(unfinished: ["answer_isFortyTwo()"], seconds: 4)
    hang.printedLines = Hang.floodLines - 1
    let text = try lines(for: .timedOut(hang)).joined(separator: "\n")

    #expect(text.contains("a loop that never ends, or an await that is never resumed"), "\(text)")
  }

  @Test func theConsoleReader_countsEveryLine_andKeepsOnlyTheOnesItReads() {
    let printed = (0..<50_000).map { "line \($0): a learner's print" }.joined(separator: "\n")
    let console = ConsoleLog(printed + "\nTest Case 'T.a' passed (0.001 seconds)\n/w/A.swift:3:1: error: expected '}'")

    #expect(console.lineCount == 50_002)
    #expect(console.lines.count == 2)
    #expect(console.compilerErrors == [Diagnostic(file: "/w/A.swift", line: 3, message: "expected '}'")])
  }

  @Test func aFailedCast_fromAForceUnwrappedAsQuestionMark_pointsAtThatLine_andSaysSo() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    try """
    let http = (response as? HTTPURLResponse)!
    """.write(to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Client.swift"), atomically: true, encoding: .utf8)
    var crash = Crash(test: "profile_decodes()", signal: SIGTRAP)
    crash.trap = Trap(message: "Could not cast value of type 'URLResponse' to 'HTTPURLResponse'.", location: nil)
    crash.finished = [
      TestResult(suite: "M.Task1AnswerTests", name: "a()", failures: []),
      TestResult(suite: "M.Task2AnswerTests", name: "b()", failures: ["x"]),
    ]
    let printer = BrokenRunPrinter(catalog: workbook.catalog, lab: try workbook.lab90, nextStep: "then run: ./workbook check 90")
    let text = printer.lines(for: .crashed(crash)).joined(separator: "\n")

    #expect(text.contains("an `as?` force-unwrapped (`(x as? T)!`)"), "\(text)")
    #expect(text.contains("Look at Labs/Lab90Fixture/Client.swift:1: let http = (response as? HTTPURLResponse)!"), "\(text)")
    #expect(text.contains("Before it died: Task 1 1/1 · Task 2 0/1 passing (2 tests finished)"), "\(text)")
  }

  @Test func anErrorInATestFile_afterTheLearnerRenamedADeclaration_blamesTheSignature_notTheTests() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    try "public func answerAsync() async -> Int { 42 }\n".write(
      to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Answer.swift"), atomically: true, encoding: .utf8)
    let testFile = workbook.root.appendingPathComponent("Tests/Lab90FixtureTests/Task1AnswerTests.swift").path
    let error = Diagnostic(file: testFile, line: 7, message: "cannot find 'answer' in scope")
    let lab = try workbook.lab90
    // The task as the check tells it, once, for the screen and the record.
    let printer = BrokenRunPrinter(
      catalog: workbook.catalog, lab: lab, nextStep: "then run: ./workbook check 90",
      errorTask: TaskOfAnError.task(of: error, lab: lab, in: workbook.catalog))
    let text = printer.lines(for: .doesNotCompile([error])).joined(separator: "\n")

    #expect(text.contains("The tests (Task 1) call something your code in Labs/Lab90Fixture no longer declares"), "\(text)")
    #expect(text.contains("put back the name and signature the test at Tests/Lab90FixtureTests/Task1AnswerTests.swift:7 calls"), "\(text)")
    #expect(!text.contains("fix the error above in Tests/"), "Expected the learner never sent to edit the tests: \(text)")
  }

  @Test func anErrorInATestFile_namesWhereTheQuotedDeclarationIsNow() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    try "public struct Client {\n  public func search(query: String) {}\n}\n".write(
      to: workbook.root.appendingPathComponent("Labs/Lab90Fixture/Client.swift"), atomically: true, encoding: .utf8)
    let testFile = workbook.root.appendingPathComponent("Tests/Lab90FixtureTests/Task1AnswerTests.swift").path
    let error = Diagnostic(file: testFile, line: 9, message: "incorrect argument label in call (have 'name:', expected 'query:')")
    let renamed = Diagnostic(file: testFile, line: 9, message: "value of type 'Client' has no member 'search'")
    let printer = BrokenRunPrinter(catalog: workbook.catalog, lab: try workbook.lab90, nextStep: "then run: ./workbook check 90")

    #expect(printer.lines(for: .doesNotCompile([error])).allSatisfy { !$0.contains("Declared now at") })
    let text = printer.lines(for: .doesNotCompile([renamed])).joined(separator: "\n")
    #expect(text.contains("Declared now at Labs/Lab90Fixture/Client.swift:1: public struct Client {"), "\(text)")
    #expect(text.contains("Declared now at Labs/Lab90Fixture/Client.swift:2: public func search(query: String) {}"), "\(text)")
  }

  private func lines(for crash: Crash) throws -> [String] {
    try lines(for: .crashed(crash))
  }

  private func lines(for outcome: SuiteOutcome) throws -> [String] {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let printer = BrokenRunPrinter(catalog: workbook.catalog, lab: try workbook.lab90, nextStep: "then run: ./workbook check 90")
    return printer.lines(for: outcome)
  }
}
