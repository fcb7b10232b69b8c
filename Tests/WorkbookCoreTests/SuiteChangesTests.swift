import Testing

@testable import WorkbookCore

/// What differs from the workbook's committed suite, read from git, and what the learner is told.
@Suite("SuiteChanges: the learner's copy of the suite against the workbook's")
struct SuiteChangesTests {
  @Test func gitsNameStatus_andUntrackedFiles_becomeEditedDeletedAndAdded() {
    let changes = SuiteChanges(
      nameStatus: "M\0Tests/LabTests/B.swift\0D\0Tests/LabTests/A.swift\0A\0Tests/LabTests/C.swift\0",
      untracked: "Tests/LabTests/Mine.swift\0")
    #expect(changes.edited == ["Tests/LabTests/B.swift"])
    #expect(changes.deleted == ["Tests/LabTests/A.swift"])
    #expect(changes.added == ["Tests/LabTests/C.swift", "Tests/LabTests/Mine.swift"])
    #expect(changes.replacesTheLearnersCopy)
  }

  @Test func noChange_isEmpty_andReplacesNothing() {
    let changes = SuiteChanges(nameStatus: "", untracked: "")
    #expect(changes.isEmpty && !changes.replacesTheLearnersCopy)
  }

  @Test func theLines_nameTheFiles_sayTheCopyWasNotUsed_andGiveTheWayBack() {
    let lines = SuiteChanges(deleted: ["Tests/Lab01NetworkingSeamTests/Task1LiveAdapterTests.swift"])
      .lines(commit: "0123456789abcdef").joined(separator: "\n")
    #expect(lines.contains("you deleted Tests/Lab01NetworkingSeamTests/Task1LiveAdapterTests.swift"), "\(lines)")
    #expect(lines.contains("Your copy was not used for the verdict"), "\(lines)")
    #expect(lines.contains("git checkout 0123456789 -- Tests/Lab01NetworkingSeamTests"), "\(lines)")
  }
}
