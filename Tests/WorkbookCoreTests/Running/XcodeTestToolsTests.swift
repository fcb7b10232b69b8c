import Foundation
import Testing

@testable import WorkbookCore

/// The commands Lab 11's hunt runs on macOS, as SwiftPM's TestRunner builds them there
/// (swift-package-manager swift-6.0-RELEASE, SwiftTestCommand.swift 842-855 and 906-933,
/// TestingSupport.swift 187-198). No Mac here: the commands are checked as data.
@Suite struct XcodeTestToolsTests {
  let tools = XcodeTestTools(
    xctest: "/X.app/Contents/Developer/usr/bin/xctest",
    testingHelper: "/X.app/Toolchains/Default.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper",
    platform: "/X.app/Contents/Developer/Platforms/MacOSX.platform")
  let bundle = URL(fileURLWithPath: "/w/.build/debug/DIWorkbookPackageTests.xctest")

  @Test func swiftTesting_runsTheBundlesExecutableThroughTheHelper() {
    let binary = "/w/.build/debug/DIWorkbookPackageTests.xctest/Contents/MacOS/DIWorkbookPackageTests"
    #expect(
      tools.swiftTestingCommand(bundle: bundle, arguments: ["--filter", "^Lab11YourTestsTests\\."])
        == [
          tools.testingHelper, "--test-bundle-path", binary, "--filter", "^Lab11YourTestsTests\\.", binary,
          "--testing-library", "swift-testing",
        ])
  }

  @Test func xctest_runsTheBundleWithItsSpecifiersAfterDashXCTest() {
    #expect(
      tools.xctestCommand(bundle: bundle, specifiers: ["M.A", "M.B"])
        == [tools.xctest, "-XCTest", "M.A,M.B", bundle.path])
  }

  @Test func environment_appendsThePlatformsFrameworksAndTurnsSwiftTestingOffForXCTest() {
    let xctest = tools.environment(base: ["DYLD_FRAMEWORK_PATH": "/mine"], xctest: true)
    #expect(
      xctest["DYLD_FRAMEWORK_PATH"]
        == "/mine:\(tools.platform)/Developer/Library/Frameworks:\(tools.platform)/Developer/Library/PrivateFrameworks",
      "Expected the learner's own setting first, then the platform's frameworks and (SwiftPM 6.1+) private frameworks")
    #expect(xctest["DYLD_LIBRARY_PATH"] == "\(tools.platform)/Developer/usr/lib")
    #expect(xctest["SWIFT_TESTING_ENABLED"] == "0")

    let swiftTesting = tools.environment(base: [:], xctest: false)
    #expect(swiftTesting["SWIFT_TESTING_ENABLED"] == nil, "Expected Swift Testing's run to leave it unset")
  }

  @Test func environment_putsTheToolchainsSwiftTestingFirst_asAFrameworkOrALibraryFolder() {
    var library = tools
    library.swiftTesting = "/T.xctoolchain/usr/lib/swift/macosx/testing"
    let fromLibrary = library.environment(base: [:], xctest: false)
    #expect(fromLibrary["DYLD_LIBRARY_PATH"] == "/T.xctoolchain/usr/lib/swift/macosx/testing:\(tools.platform)/Developer/usr/lib")
    #expect(fromLibrary["DYLD_FRAMEWORK_PATH"] == tools.environment(base: [:], xctest: false)["DYLD_FRAMEWORK_PATH"])

    var framework = tools
    framework.swiftTesting = "/F/Testing.framework"
    #expect(framework.environment(base: [:], xctest: false)["DYLD_FRAMEWORK_PATH"]??.hasPrefix("/F/Testing.framework:") == true)
  }

  @Test func theToolchainsSwiftTesting_isFoundWhereSwiftPM62LooksForIt() {
    let swift = "/T.xctoolchain/usr/bin/swift"
    #expect(
      XcodeTestTools.swiftTestingPath(besideSwift: swift, exists: { $0 == "/T.xctoolchain/Library/Developer/Frameworks/Testing.framework" })
        == "/T.xctoolchain/Library/Developer/Frameworks")
    #expect(
      XcodeTestTools.swiftTestingPath(besideSwift: swift, exists: { $0 == "/T.xctoolchain/usr/lib/swift/macosx/testing" })
        == "/T.xctoolchain/usr/lib/swift/macosx/testing")
    #expect(XcodeTestTools.swiftTestingPath(besideSwift: swift, exists: { _ in false }) == nil)
  }

  @Test func theHelper_isInTheToolchainsBin_elseInItsLibexec() {
    #expect(
      XcodeTestTools.testingHelper(besideSwift: "/T.xctoolchain/usr/bin/swift", exists: { _ in false })
        == "/T.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper")
    #expect(
      XcodeTestTools.testingHelper(besideSwift: "/T.xctoolchain/usr/bin/swift", exists: { $0.hasSuffix("/usr/bin/swiftpm-testing-helper") })
        == "/T.xctoolchain/usr/bin/swiftpm-testing-helper")
  }

  @Test func aPathEntryWithATrailingSlash_namesTheSameSwift() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-tools-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: root.appendingPathComponent("swift").path, contents: Data(), attributes: [.posixPermissions: 0o755])

    #expect(XcodeTestTools.swiftOnPath(root.path + "/") == root.path + "/swift", "Expected no '//' in the path compared")
  }

  @Test func theSwiftOnPath_isTheFirstExecutableOne() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-tools-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let empty = root.appendingPathComponent("empty")
    let first = root.appendingPathComponent("first")
    let second = root.appendingPathComponent("second")
    for folder in [empty, first, second] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    for folder in [first, second] {
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent("swift").path, contents: Data(), attributes: [.posixPermissions: 0o755])
    }

    #expect(XcodeTestTools.swiftOnPath("\(empty.path):\(first.path):\(second.path)") == first.path + "/swift")
    #expect(XcodeTestTools.swiftOnPath(empty.path) == nil)
  }

  #if !os(macOS)
    @Test func offMacOS_noToolsAreLookedFor() {
      #expect(XcodeTestTools.shared == nil, "Expected Linux to keep running the test binary itself")
    }
  #endif
}
