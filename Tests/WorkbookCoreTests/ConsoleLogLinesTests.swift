import Foundation
import Testing

@testable import WorkbookCore

/// Which lines of a run's console the reader keeps, and how it counts them: every line counted,
/// only the lines a reader looks at kept, in the order printed, whatever the test printed around
/// them (a flood of its own lines, invalid UTF-8, Windows line ends).
@Suite("ConsoleLog: the lines it keeps and the lines it counts")
struct ConsoleLogLinesTests {
  @Test func aLastLineWithoutItsNewline_isCounted_andAnEmptyLogHasNoLines() {
    #expect(ConsoleLog("one\ntwo").lineCount == 2)
    #expect(ConsoleLog("one\ntwo\n").lineCount == 2)
    #expect(ConsoleLog("\n\n").lineCount == 2)
    #expect(ConsoleLog("").lineCount == 0)
    #expect(ConsoleLog(Data()).lines.isEmpty)
  }

  @Test func theKeptLines_comeInTheOrderPrinted_eachOnce_evenWithTwoMarkersOnALine() {
    let console = ConsoleLog(
      """
      Test Case 'T.a' started
      my own print: Fatal error in the title
      /w/A.swift:3:1: error: expected '}' (Fatal error: no, a message)
      Build complete!
      """)

    #expect(
      console.lines == [
        "Test Case 'T.a' started", "my own print: Fatal error in the title",
        "/w/A.swift:3:1: error: expected '}' (Fatal error: no, a message)", "Build complete!",
      ])
    #expect(console.builtSuccessfully)
  }

  @Test func aMarkerAtTheVeryStartOrEnd_ofTheLog_isKept() {
    #expect(ConsoleLog("Build complete!").lines == ["Build complete!"])
    #expect(ConsoleLog("x\nunexpected signal code 11").reportedSignal == 11)
  }

  @Test func windowsLineEnds_areNotPartOfTheLine() {
    let console = ConsoleLog("line\r\n/w/A.swift:3:1: error: expected '}'\r\nBuild complete!\r\n")

    #expect(console.lineCount == 3)
    #expect(console.compilerErrors == [Diagnostic(file: "/w/A.swift", line: 3, message: "expected '}'")])
    #expect(console.builtSuccessfully)
  }

  @Test func invalidUTF8_inATestsOutput_hidesNoLineAfterIt() {
    var data = Data("garbage \u{FF}".utf8)
    data.append(contentsOf: [0xFF, 0xFE, 0x0A])
    data.append(contentsOf: "Fatal error: boom\n".utf8)

    let console = ConsoleLog(data)

    #expect(console.lineCount == 2)
    #expect(console.trap?.message == "Fatal error: boom")
  }

  @Test func twoLogsReadAsOne_keepBothSidesLines_andCountEveryLine() {
    let both = ConsoleLog(ConsoleLog("Build complete!\n"), then: ConsoleLog("a\nb\nFatal error: boom\n"))

    #expect(both.lineCount == 4)
    #expect(both.lines == ["Build complete!", "Fatal error: boom"])
  }

  @Test func aFloodOfATestsOwnLines_isCounted_andNoneOfItKept() {
    let printed = String(repeating: "line of a print in a loop: error, warning, Test, fatal\n", count: 300_000)

    let console = ConsoleLog(Data(("Build complete!\n" + printed + "Fatal error: boom").utf8))

    #expect(console.lineCount == 300_002)
    #expect(console.lines == ["Build complete!", "Fatal error: boom"])
  }
}
