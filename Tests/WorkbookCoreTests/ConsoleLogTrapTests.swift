import Testing

@testable import WorkbookCore

/// The Swift runtime's trap lines, as printed on Linux (6.3.1) and, from the same runtime
/// source, on macOS: the tool shows the learner this line, not the log file.
@Suite("ConsoleLog: the runtime's trap line")
struct ConsoleLogTrapTests {
  @Test func aFailedCast_isShownWithoutAddressesOrModules() throws {
    let log = ConsoleLog(
      "Could not cast value of type 'FoundationNetworking.URLResponse' (0x7f18241ee0f0) to 'FoundationNetworking.HTTPURLResponse' (0x7f18241ee2b0)."
    )
    let trap = try #require(log.trap)
    #expect(trap.message == "Could not cast value of type 'URLResponse' to 'HTTPURLResponse'.")
    #expect(trap.location == nil, "Expected no location: the runtime names none for a failed cast.")
  }

  @Test func aForceUnwrap_carriesTheLearnersFileAndLine() throws {
    let trap = try #require(
      ConsoleLog("Lab01NetworkingSeam/UserAPI.swift:40: Fatal error: Unexpectedly found nil while unwrapping an Optional value").trap)
    #expect(trap.location == "Lab01NetworkingSeam/UserAPI.swift:40")
    #expect(trap.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
  }

  @Test func anIndexOutOfRange_pointsNowhereInTheStandardLibrary() throws {
    let trap = try #require(ConsoleLog("Swift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range").trap)
    #expect(trap.location == nil, "Expected the standard library's own line dropped: the learner cannot edit it.")
    #expect(trap.message == "Fatal error: Index out of range")
  }

  @Test func aWarning_isReadWithItsFileAndLine() {
    let log = ConsoleLog("/w/Labs/Lab90Fixture/Answer.swift:2:7: warning: initialization of immutable value 'unused' was never used")
    #expect(log.compilerWarnings.map(\.line) == [2])
    #expect(log.compilerErrors.isEmpty, "Expected a warning not to count as an error.")
  }
}
