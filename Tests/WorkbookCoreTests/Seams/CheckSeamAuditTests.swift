import Foundation
import Testing

@testable import WorkbookCore

/// What a check does with the seam audit's findings, the toolchain replaced by a script: shown
/// under the verdict, green or red; a green lab with one is not done; the record and the room
/// carry the count, never the code.
@Suite("Seam audit in a check: shown, recorded, holding back done")
struct CheckSeamAuditTests {
  typealias Fixture = FixtureWorkbook

  private static let answer = "Labs/Lab90Fixture/Answer.swift"
  private static let twoFindings = """
    import Foundation

    public func answer() async -> Int {
      let started = Date()  // a comment with Date() is fine
      _ = URLSession.shared
      return started.timeIntervalSince1970 > 0 ? 42 : 0
    }
    """

  private func makeSUT(passing: Bool) throws -> (Checker, FixtureWorkbook) {
    let workbook = try FixtureWorkbook()
    let suites = ScriptedSuites(run: { _, _ in
      passing ? .ran(passing: [Fixture.answerTest]) : .ran(failing: [Fixture.answerTest])
    })
    return (Checker(catalog: workbook.catalog, suites: suites), workbook)
  }

  private func write(_ text: String, in workbook: FixtureWorkbook) throws {
    try text.write(to: workbook.root.appendingPathComponent(Self.answer), atomically: true, encoding: .utf8)
  }

  @Test("a green suite with two findings: not done, each named with file:line and the seam, the count recorded")
  func greenWithFindings() throws {
    let (checker, workbook) = try makeSUT(passing: true)
    defer { workbook.remove() }
    try write(Self.twoFindings, in: workbook)
    let lab = try workbook.lab90

    let report = try checker.check(lab)

    #expect(report.isGreenBeforeAudit && !report.isGreen, "every test passes, but a hidden dependency holds the lab back")
    #expect(report.hiddenDependencies.map(\.location) == ["\(Self.answer):4", "\(Self.answer):5"])
    #expect(report.hiddenDependencies.map(\.expression) == ["Date()", "URLSession.shared"])
    let lines = CheckPrinter(catalog: workbook.catalog).lines(for: report).joined(separator: "\n")
    #expect(lines.contains("Lab 90: every test passes, with 2 hidden dependencies: the lab is done when they are gone."), "\(lines)")
    #expect(
      lines.contains("  \(Self.answer):4: Date()\n    use instead: an injected now: @Sendable () -> Date (docs/90-fixture.md, \"Lab 90\")"))
    #expect(lines.contains("Next: take each in from the caller"), "\(lines)")
    #expect(!lines.contains("is done. Compare"), "no done message while a hidden dependency is left")

    let progress = Progress.load(from: workbook.catalog)
    let record = try #require(progress.labs[lab.module])
    #expect(record.hiddenDependencies == 2 && !record.isDone)
    #expect(workbook.catalog.status(of: lab, in: progress).words == "1 of 1 tests passing, 2 hidden dependencies")
    let activity = try #require(progress.activity[lab.module])
    #expect(activity.hiddenDependencies == 2 && !activity.done, "the room sees the count")
  }

  @Test("a red suite shows its findings too, under the failure")
  func redWithFindings() throws {
    let (checker, workbook) = try makeSUT(passing: false)
    defer { workbook.remove() }
    try write(Self.twoFindings, in: workbook)

    let report = try checker.check(try workbook.lab90)

    let lines = CheckPrinter(catalog: workbook.catalog).lines(for: report)
    let failure = try #require(lines.firstIndex { $0.hasPrefix("First failure") })
    let findings = try #require(lines.firstIndex { $0.hasPrefix("2 hidden dependencies in your code") })
    #expect(failure < findings)
    #expect(!lines.contains { $0.hasPrefix("Next: take each in") }, "one next step: the failing test comes first")
  }

  @Test("with the finding gone, the lab is done and the room's count is cleared")
  func findingsGone() throws {
    let (checker, workbook) = try makeSUT(passing: true)
    defer { workbook.remove() }
    let lab = try workbook.lab90
    try write(Self.twoFindings, in: workbook)
    _ = try checker.check(lab)
    try write("public func answer() async -> Int { 42 }", in: workbook)

    let report = try checker.check(lab)

    #expect(report.isGreen)
    let progress = Progress.load(from: workbook.catalog)
    #expect(progress.labs[lab.module]?.hiddenDependencies == nil)
    #expect(workbook.catalog.status(of: lab, in: progress).isDone)
    #expect(progress.activity[lab.module]?.hiddenDependencies == nil)
  }

  @Test("the same expression twice on one line is one entry, saying how many times")
  func twiceOnOneLine() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let lab = try workbook.lab90
    var report = CheckReport(lab: lab, outcome: .ran(passing: [Fixture.answerTest]), taskTitles: [:])
    report.hiddenDependencies = SeamAudit(lab: lab, catalog: workbook.catalog).findings(
      in: "let a = b > Date() ? Date() : b", file: "Answer.swift", shownAs: Self.answer)

    let lines = CheckPrinter(catalog: workbook.catalog).lines(for: report)

    #expect(lines.contains("  \(Self.answer):1: Date() (2 times on this line)"), "\(lines)")
    #expect(lines.filter { $0.contains("use instead") }.count == 1)
    #expect(lines.contains { $0.hasPrefix("2 hidden dependencies in your code") }, "the count is of every place")
  }

  @Test("a room record's count is checked like its other fields")
  func roomRecordCount() throws {
    var activity = RoomFixtures.activity(checked: 1)
    activity.hiddenDependencies = 3
    let validator = RecordValidator(knownModules: RoomFixtures.modules, now: RoomFixtures.now)
    _ = try validator.validated(RoomFixtures.record("Ada", id: 1, labs: ["Lab04TestClock": activity]))
    activity.hiddenDependencies = 0
    #expect(throws: RecordValidator.Rejected.self) {
      _ = try validator.validated(RoomFixtures.record("Ada", id: 1, labs: ["Lab04TestClock": activity]))
    }
  }
}

extension CheckSeamAuditTests {
  @Test("the facilitator's view says how many hidden dependencies hold a green lab back")
  func roomViewSaysTheCount() {
    var activity = RoomFixtures.activity(checked: 1, tasks: [(1, 3, 3)], failing: nil)
    activity.hiddenDependencies = 2
    let snapshot = RoomSnapshot(
      records: [RoomFixtures.record("Ada", id: 1, labs: ["Lab04TestClock": activity])], labs: RoomFixtures.labs, now: RoomFixtures.now)
    let row = snapshot.rows.first
    #expect(row.map(RoomView.status(of:)) == "working, 2 hidden dependencies")
  }
}
