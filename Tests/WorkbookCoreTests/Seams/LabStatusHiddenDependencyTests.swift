import Testing

@testable import WorkbookCore

/// A lab whose tests pass (and, for a lab of kind tests, whose bugs are all caught) is done only
/// once the seam audit finds nothing; the overview's words say what is left.
@Suite("LabStatus: a hidden dependency holds back done")
struct LabStatusHiddenDependencyTests {
  private func status(passing: Int, of tests: Int, bugs: (Int, Int)? = nil, hidden: Int?) -> LabStatus {
    let record = LabRecord(
      fingerprint: "abc", verdict: .ran, tests: tests, passing: passing, failingTask: nil, mutants: bugs?.1, mutantsCaught: bugs?.0,
      hiddenDependencies: hidden)
    return LabStatus(record: record, fingerprint: "abc")
  }

  @Test("green with one hidden dependency: in progress, saying so")
  func greenWithOne() {
    let status = status(passing: 3, of: 3, hidden: 1)
    #expect(!status.isDone)
    #expect(status.words == "3 of 3 tests passing, 1 hidden dependency")
  }

  @Test("every bug caught with two hidden dependencies: in progress, saying so")
  func huntWithTwo() {
    let status = status(passing: 2, of: 2, bugs: (3, 3), hidden: 2)
    #expect(!status.isDone)
    #expect(status.words == "3 of 3 bugs caught, 2 hidden dependencies")
  }

  @Test("red with a hidden dependency: the failing tests come first in the words")
  func redWithOne() {
    #expect(status(passing: 1, of: 3, hidden: 1).words == "1 of 3 tests passing")
  }

  @Test("a record from before the audit (no count) is done as it was")
  func oldRecord() {
    #expect(status(passing: 3, of: 3, hidden: nil) == .done)
  }
}
