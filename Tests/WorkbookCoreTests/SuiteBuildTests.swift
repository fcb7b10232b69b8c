import Foundation
import Testing

@testable import WorkbookCore

/// What the manifest is told for a build: decided once, in ``SuiteBuild``, for every run.
@Suite("SuiteBuild: the manifest's inputs")
struct SuiteBuildTests {
  private let root = URL(fileURLWithPath: "/workbook")
  private let code = Lab(number: 1, module: "Lab01NetworkingSeam", title: "t", chapter: "docs/01-networking-seam.md", minutes: 5)
  private let tests = Lab(number: 11, module: "Lab11YourTests", title: "t", chapter: "docs/11-your-tests.md", minutes: 5, kind: "tests")

  @Test func aLearnersBuild_namesItsLabs_andUnsetsTheOthers() {
    let build = SuiteBuild(packageRoot: root, scratch: root.appendingPathComponent(Layout.checkBuild))

    let environment = build.environment(for: [code, tests])

    #expect(environment["WORKBOOK_LABS"] == "Lab01NetworkingSeam,Lab11YourTests")
    // A key mapped to nil is removed from the child's environment: a parent's setting must not leak in.
    #expect(environment.keys.contains("WORKBOOK_SOLUTIONS") && environment["WORKBOOK_SOLUTIONS"]! == nil)
    #expect(environment.keys.contains("WORKBOOK_LAB_SOURCES") && environment["WORKBOOK_LAB_SOURCES"]! == nil)
  }

  @Test func aMutantsCopy_isBuiltFromItsSources_asTheSolution() {
    var build = SuiteBuild(packageRoot: root, scratch: root.appendingPathComponent("apart"))
    build.solutions = true
    build.labSources = ".build/workbook/verify/apart/sources/Lab01NetworkingSeam"

    let environment = build.environment(for: [code])

    #expect(environment["WORKBOOK_SOLUTIONS"] == "1")
    #expect(environment["WORKBOOK_LAB_SOURCES"] == ".build/workbook/verify/apart/sources/Lab01NetworkingSeam")
  }

  @Test func theSuiteARerunReads_followsTheBuildsCopy() {
    var build = SuiteBuild(packageRoot: root, scratch: root.appendingPathComponent("s"))
    #expect(build.suite(of: tests).path == "/workbook/Labs/Lab11YourTests")
    #expect(build.suite(of: code).path == "/workbook/Tests/Lab01NetworkingSeamTests")
    build.solutions = true
    #expect(build.suite(of: tests).path == "/workbook/Solutions/Lab11YourTests", "verify runs the reference tests")
  }
}

/// The flags a build folder's `swift build` and `swift test` take: one list for both, so a build
/// and its test run never plan the package differently.
@Suite("SuiteBuild: the flags of a build folder")
struct SuiteBuildFlagsTests {
  private let build = SuiteBuild(packageRoot: URL(fileURLWithPath: "/w"), scratch: URL(fileURLWithPath: "/w/.build/x"))

  @Test func aPlainFolder_takesNoFlags() {
    #expect(build.buildFlags == [])
  }

  @Test func verifysFolder_makesWarningsErrors_andAHuntsSharesItsModuleCache() {
    var strict = build
    strict.warningsAsErrors = true
    strict.sharedModuleCache = URL(fileURLWithPath: "/w/cache")
    #expect(strict.buildFlags == ["-Xswiftc", "-warnings-as-errors", "-Xswiftc", "-module-cache-path", "-Xswiftc", "/w/cache"])
  }

  @Test func theChecksFolder_linksWithLLD_whereTheToolchainHasIt() {
    var check = build
    check.linksWithLLD = true
    #expect(check.buildFlags == (Linker.lldBesideSwift ? ["-Xswiftc", "-use-ld=lld"] : []))
    #if os(macOS)
      #expect(!Linker.lldBesideSwift, "Expected Apple's linker kept on macOS")
    #endif
  }
}
