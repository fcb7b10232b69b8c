import Testing

@testable import WorkbookCore

/// A Mac with the Command Line Tools only builds every lab, then SwiftPM refuses to run XCTest
/// (swift-package-manager's SwiftTestCommand.swift, `TestError.xctestNotAvailable` and
/// `.xcodeNotInstalled`). The learner must read "install Xcode", not "crashed".
@Suite("ConsoleLog: SwiftPM's 'XCTest not available' after a build")
struct ConsoleLogToolchainTests {
  @Test(arguments: [
    "error: XCTest not available; download and install Xcode to use XCTest on this platform",
    "error: XCTest not available: the Command Line Tools do not include XCTest",
  ])
  func swiftPMsRefusal_readsAsAMissingTestFramework(line: String) throws {
    let console = ConsoleLog("Building for debugging...\nBuild complete! (3.1s)\n\(line)\n")

    let unavailable = try #require(console.testFrameworkUnavailable, "Expected SwiftPM's refusal to be read")
    #expect(unavailable.isMissingTestFramework, "Expected it to be told as 'install Xcode'")
    #expect(unavailable.message.hasPrefix("XCTest not available"), "Expected the message without SwiftPM's 'error: ' prefix")
  }

  @Test func anOrdinaryRun_isNotMistakenForIt() {
    let console = ConsoleLog(
      """
      Build complete! (0.4s)
      /w/Tests/Lab08LoginTests/Task1ValidationTests.swift:51: error: Task1ValidationTests.test_email : XCTAssertTrue failed - XCTest not available
      Test Case 'Task1ValidationTests.test_email' failed (0.001 seconds)
      """)

    #expect(console.testFrameworkUnavailable == nil, "Expected a failed assertion's text not to read as SwiftPM's refusal")
  }
}
