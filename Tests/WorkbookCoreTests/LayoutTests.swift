import Foundation
import Testing

@testable import WorkbookCore

/// Every path the tool uses comes from `Layout`, and every relative path from
/// `Catalog.relativePath`: these pin what they say for both kinds of lab.
@Suite("Layout: every path the workbook reads or writes")
struct LayoutTests {
  let code = Lab(number: 1, module: "Lab01NetworkingSeam", title: "Seam", chapter: "docs/01-networking-seam.md", minutes: 45)
  let tests = Lab(number: 11, module: "Lab11YourTests", title: "Yours", chapter: "docs/11-your-tests.md", minutes: 60, kind: "tests")

  @Test func aCodeLab_isTestedByItsSuite_andMutatesItsSolution() {
    #expect(Layout.suiteFolder(of: code) == "Tests/Lab01NetworkingSeamTests")
    #expect(Layout.suiteFolder(of: code, solutions: true) == "Tests/Lab01NetworkingSeamTests", "The suite is the same for both copies.")
    #expect(Layout.mutatedFolder(of: code) == "Solutions/Lab01NetworkingSeam")
    #expect(Layout.verdictInputs(of: code) == ["Labs/Lab01NetworkingSeam", "Tests/Lab01NetworkingSeamTests"])
  }

  @Test func aTestsLab_isTestedByTheLearnersFolder_andMutatesTheGivenCode() {
    #expect(Layout.suiteFolder(of: tests) == "Labs/Lab11YourTests")
    #expect(Layout.suiteFolder(of: tests, solutions: true) == "Solutions/Lab11YourTests", "Expected the reference tests.")
    #expect(Layout.mutatedFolder(of: tests) == "Given/Lab11YourTests")
    #expect(
      Layout.verdictInputs(of: tests) == ["Labs/Lab11YourTests", "Given/Lab11YourTests", "Mutants/Lab11YourTests"],
      "A changed mutant changes the verdict of a lab whose tests the learner writes.")
  }

  @Test func facilitatorNotes_areNamedLikeTheChapter() {
    #expect(Layout.facilitatorNotes(of: code) == "docs/facilitator/01-networking-seam.md")
    #expect(Layout.hintsFile(of: code) == "Hints/Lab01NetworkingSeam.md")
  }

  @Test func corruptProgress_isNumberedFromTheSecond() {
    #expect(Layout.corruptProgress(1) == ".workbook/progress.corrupt.json")
    #expect(Layout.corruptProgress(2) == ".workbook/progress.corrupt-2.json")
    #expect(Layout.corruptProgress(10) == ".workbook/progress.corrupt-10.json")
  }

  @Test func thePaths_areRelative_andTheStateStaysOutOfEveryBuildFolder() {
    let paths =
      [Layout.progress, Layout.hintLog, Layout.backups, Layout.roomMembership, Layout.lock("check"), Layout.guide, Layout.checkBuild]
      + Layout.sourceFolders(of: tests) + [Layout.backup(1, of: code), Layout.warnings(of: code)]
    for path in paths { #expect(!path.hasPrefix("/"), "Expected \(path) relative to the workbook's folder.") }
    for path in [Layout.progress, Layout.hintLog, Layout.backups, Layout.lock("check")] {
      #expect(!path.hasPrefix(".build"), "Deleting .build must not lose \(path).")
    }
  }

  @Test func backups_areNumberedFromOne_inNumericOrder() throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    defer { scratch.remove() }
    let lab = try scratch.catalog.lab(named: "1")
    let backups = Backups(catalog: try scratch.catalog, lab: lab)
    for number in 1...10 {
      try scratch.write("Labs/Lab01One/Code.swift", "public let answer = \(number)\n")
      #expect(try backups.keep() == .new(Layout.backup(number, of: lab)))
    }
    #expect(backups.newest == ".workbook/backups/Lab01One-10", "Expected 10 after 9, not after 1.")
  }
}
