import Foundation
import Testing

@testable import WorkbookCore

/// A segfault with no trap line is not a force unwrap: the runtime prints one for those. In the
/// labs it is most often two tasks changing shared state without a lock (issue 26).
@Suite struct BrokenRunPrinterTests {
  @Test(arguments: [SIGSEGV, SIGBUS])
  func aSilentSegfault_namesADataRace(signal: Int32) throws {
    let text = try lines(for: Crash(test: "registry_isShared()", signal: signal)).joined(separator: "\n")

    #expect(text.contains("data race"), "Expected the crash advice to name a data race: \(text)")
    #expect(text.contains("Mutex"), "Expected the fix for one: \(text)")
  }

  @Test func aCrashWithTheRuntimesOwnLine_isNotCalledARace() throws {
    var crash = Crash(test: "profile_decodes()", signal: SIGILL)
    crash.trap = Trap(message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", location: nil)
    let text = try lines(for: crash).joined(separator: "\n")

    #expect(!text.contains("data race"), "Expected a force unwrap's trap to be told as one: \(text)")
    #expect(text.contains("force unwrap"))
  }

  private func lines(for crash: Crash) throws -> [String] {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let printer = BrokenRunPrinter(catalog: workbook.catalog, lab: try workbook.lab90, nextStep: "then run: ./workbook check 90")
    return printer.lines(for: .crashed(crash))
  }
}
