import Testing

@testable import WorkbookCore

/// One place decides whether a lab is fresh, done or broken, and how each reads: the overview,
/// the report, hint, solution and the current-lab rule all ask `LabStatus`.
@Suite("LabStatus: fresh, done, broken, and the words for each")
struct LabStatusTests {
  func record(_ verdict: LabRecord.Verdict = .ran, passing: Int, of tests: Int, bugs: (Int, Int)? = nil) -> LabRecord {
    LabRecord(
      fingerprint: "abc", verdict: verdict, tests: tests, passing: passing, failingTask: nil,
      mutants: bugs?.1, mutantsCaught: bugs?.0)
  }

  @Test func noRecord_isNotStarted() {
    #expect(LabStatus(record: nil, fingerprint: "abc").words == "not started")
  }

  @Test func aGreenRecordOfOtherFiles_isChanged_notDone() {
    let status = LabStatus(record: record(passing: 3, of: 3), fingerprint: "edited")
    #expect(!status.isDone, "Expected a green check of older files not to count as done.")
    #expect(status.isChanged && status.words == "changed since its last check (3 of 3 then)")
  }

  @Test func aGreenRecordOfTheseFiles_isDone() {
    #expect(LabStatus(record: record(passing: 3, of: 3), fingerprint: "abc") == .done)
  }

  @Test func aRedRecord_isInProgress_withItsCounts() {
    let status = LabStatus(record: record(passing: 1, of: 3), fingerprint: "abc")
    #expect(status.words == "1 of 3 tests passing" && !status.isDone)
    #expect(status.freshRecord?.passing == 1)
  }

  @Test func aRecordWithAFlakyTest_isInProgress_andSaysWhyItsCountIsShort() {
    var flaky = record(passing: 2, of: 3)
    flaky.unsteady = true
    flaky.flaky = [LabRecord.FlakyTest(id: "Lab90.answer()", passed: 5, runs: 6)]
    let status = LabStatus(record: flaky, fingerprint: "abc")
    #expect(!status.isDone)
    #expect(status.words == "2 of 3 tests passing, 1 flaky")
  }

  @Test(arguments: [
    (LabRecord.Verdict.doesNotCompile, "does not compile"), (.crashed, "crashed"), (.timedOut, "hung (timed out)"),
  ])
  func aRunWithoutResults_isBroken(verdict: LabRecord.Verdict, words: String) {
    let status = LabStatus(record: record(verdict, passing: 0, of: 0), fingerprint: "abc")
    #expect(status == .broken(verdict) && status.words == words)
    #expect(LabActivity.Broken.allCases.map(\.words).contains(words), "Expected the room to say it with the same words.")
  }

  @Test func aTestsLab_isDoneOnlyWithEveryBugCaught() {
    let hunted = LabStatus(record: record(passing: 4, of: 4, bugs: (3, 5)), fingerprint: "abc")
    #expect(!hunted.isDone && hunted.words == "3 of 5 bugs caught")
    #expect(LabStatus(record: record(passing: 4, of: 4, bugs: (5, 5)), fingerprint: "abc") == .done)
  }

  let lab = Lab(number: 1, module: "Lab01NetworkingSeam", title: "The Networking seam", chapter: "docs/01.md", minutes: 45)

  @Test func aDoneLabWithAStarterOnlyFileDeleted_readsDone_withANote() {
    let gone = "Labs/Lab01NetworkingSeam/Unimplemented.swift"
    let deleted = Deletions(lab: lab, folderMissing: false, files: [gone], starterOnly: [gone])
    let words = LabStatus.done.words(deleted: deleted)
    #expect(words.hasPrefix("done ✓") && words.contains("Unimplemented.swift deleted"), "\(words)")
  }

  @Test func aRedLabWithAFileTheSolutionHasDeleted_readsAsTheDeletion() {
    let gone = "Labs/Lab01NetworkingSeam/UserAPI.swift"
    let deleted = Deletions(lab: lab, folderMissing: false, files: [gone], starterOnly: [])
    #expect(LabStatus(record: record(passing: 1, of: 3), fingerprint: "abc").words(deleted: deleted) == "1 file deleted")
    #expect(LabStatus.done.words(deleted: deleted) == "done ✓", "Expected a lab green without it to read done.")
    #expect(LabStatus.done.words(deleted: Deletions(lab: lab, folderMissing: true, files: [])) == "folder deleted")
  }
}
