import Foundation
import Testing

@testable import WorkbookCore

/// Which runners a run of the test binary starts: Swift Testing's when a file of the suite imports
/// it, and XCTest's for each `XCTestCase` class (XCTest filters by class).
@Suite("TestBinary: the test libraries a suite uses")
struct TestBinaryFrameworksTests {
  @Test func aSuiteOfBoth_namesSwiftTesting_andEachXCTestClass() throws {
    let suite = try folder([
      "Task1Tests.swift": "import Testing\n@testable import Lab\n\n@Suite struct Task1Tests {}\n",
      "Task2Tests.swift": "import XCTest\n\nfinal class Task2Tests: XCTestCase {}\nclass Task3Tests : XCTestCase {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: suite) }

    let frameworks = TestBinary.frameworks(in: suite)

    #expect(frameworks.swiftTesting)
    #expect(frameworks.xctestClasses == ["Task2Tests", "Task3Tests"])
  }

  @Test func aSuiteThatImportsNeither_runsNoRunner() throws {
    let suite = try folder(["Helpers.swift": "// A helper of the tests, no test library.\nstruct Spy {}\n"])
    defer { try? FileManager.default.removeItem(at: suite) }

    let frameworks = TestBinary.frameworks(in: suite)

    #expect(!frameworks.swiftTesting && frameworks.xctestClasses.isEmpty)
  }

  private func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-frameworks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return folder
  }
}
