import Foundation
import Testing

@testable import WorkbookCore

/// A lab names its likely hang and crash causes at the end of its hints file (issue 26, item 4),
/// and the check prints them beside its generic line.
@Suite struct LikelyCausesTests {
  static let hints = """
    # Lab 90 hints

    ## Task 1: the answer

    1. Think of the question.

    ## When it hangs

    - A `startLoading` path that calls neither `urlProtocolDidFinishLoading`
      nor `urlProtocol(_:didFailWithError:)`.

    ## When it crashes

    - A registry as a `static var` without its Mutex.
    """

  @Test func theSections_areRead_andEndNoTasksHints() {
    let hints = Hints.parse(Self.hints)

    #expect(hints.tasks.map(\.items) == [["Think of the question."]])
    #expect(hints.whenItHangs.first == "- A `startLoading` path that calls neither `urlProtocolDidFinishLoading`")
    #expect(hints.whenItHangs.count == 2)
    #expect(hints.whenItCrashes == ["- A registry as a `static var` without its Mutex."])
  }

  @Test func aHang_printsTheLabsCauses_afterTheGenericLine() throws {
    let text = try lines(for: .timedOut(Hang(unfinished: ["answer_isFortyTwo()"], seconds: 4)))

    let generic = try #require(text.firstIndex { $0.contains("a loop that never ends") })
    let causes = try #require(text.firstIndex { $0.contains("When Lab 90 hangs, it is most often (Hints/Lab90Fixture.md):") })
    #expect(generic < causes)
    #expect(text.contains { $0.contains("calls neither `urlProtocolDidFinishLoading`") })
    #expect(text.first?.contains("did not finish within 4 s") == true)
  }

  @Test func aCrash_printsTheLabsCauses() throws {
    let text = try lines(for: .crashed(Crash(test: "answer_isFortyTwo()", signal: 11)))

    #expect(text.contains { $0.contains("When Lab 90 crashes, it is most often") })
    #expect(text.contains { $0.contains("static var` without its Mutex") })
  }

  private func lines(for outcome: SuiteOutcome) throws -> [String] {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    try Self.hints.write(to: workbook.root.appendingPathComponent("Hints/Lab90Fixture.md"), atomically: true, encoding: .utf8)
    let printer = BrokenRunPrinter(catalog: workbook.catalog, lab: try workbook.lab90, nextStep: "then run: ./workbook check 90")
    return printer.lines(for: outcome)
  }
}
