import Foundation
import Testing

@testable import WorkbookCore

/// Which module the fast rebuild replays for a lab, and which folders its snapshot reads: the
/// module the learner's folder compiles into, and every folder a build of the lab reads.
@Suite("FastRebuildTarget: the learner's module and the folders it is read from")
struct FastRebuildTargetTests {
  private let codeLab = Lab(number: 1, module: "Lab01NetworkingSeam", title: "t", chapter: "docs/01-networking-seam.md", minutes: 5)
  private let testsLab = Lab(number: 11, module: "Lab11YourTests", title: "t", chapter: "docs/11-your-tests.md", minutes: 5, kind: "tests")

  @Test func aLabWhoseCodeTheLearnerWrites_replaysItsOwnModule() {
    #expect(FastRebuildTarget.module(of: codeLab) == "Lab01NetworkingSeam")
    #expect(!FastRebuildTarget.isTestModule(of: codeLab))
  }

  @Test func aLabOfKindTests_replaysItsTestModule_whereTheLearnersTestsCompile() {
    #expect(FastRebuildTarget.module(of: testsLab) == "Lab11YourTestsTests")
    #expect(FastRebuildTarget.isTestModule(of: testsLab), "its objects feed SwiftPM's test discovery on Linux")
  }

  @Test func theFolders_areTheLabsOwn_withTheLearnersTestsAmongThem() {
    let build = SuiteBuild(packageRoot: URL(fileURLWithPath: "/w"), scratch: URL(fileURLWithPath: "/w/.build/workbook/check"))

    #expect(FastRebuildTarget.sourceFolders(of: codeLab, in: build) == Layout.sourceFolders(of: codeLab))
    #expect(FastRebuildTarget.sourceFolders(of: testsLab, in: build).contains("Labs/Lab11YourTests"), "the learner's tests")
    #expect(FastRebuildTarget.sourceFolders(of: testsLab, in: build).contains("Given/Lab11YourTests"), "the given code")
  }

  @Test func aBuildWhoseCodeComesFromACopy_readsTheCopyToo() {
    // A bug hunt's switched build: the lab's code is the given code with every mutant switched in.
    var build = SuiteBuild(
      packageRoot: URL(fileURLWithPath: "/w"), scratch: URL(fileURLWithPath: "/w/.build/workbook/check/mutants/switched/build"))
    build.labSources = ".build/workbook/check/mutants/switched/sources"

    let folders = FastRebuildTarget.sourceFolders(of: testsLab, in: build)

    #expect(folders.last == ".build/workbook/check/mutants/switched/sources", "an edit to the switched code must be seen")
    #expect(Array(folders.dropLast()) == Layout.sourceFolders(of: testsLab))
  }
}
