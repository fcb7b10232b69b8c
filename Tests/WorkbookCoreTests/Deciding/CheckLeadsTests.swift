import Foundation
import Synchronization
import Testing

@testable import WorkbookCore

/// The check leads (issue 26, items 3 and 4): the first failure is the suite's first failing test
/// in source order, and the default hang limit is the lab's own.
@Suite("Checker: the first failure in source order, the lab's own hang limit")
struct CheckLeadsTests {
  /// Lab 05's Task 3 file as shipped, in the order its tests are declared.
  static let lab05Task3 = "Lab05SegregatedServicesTests.Task3ViewModelTests"

  @Test func lab05Task3_everyTestRed_theFirstFailureIsTheFilesFirstTest() throws {
    let folder = ScratchWorkbook.repository.appendingPathComponent("Tests/Lab05SegregatedServicesTests")
    let source = try String(contentsOf: folder.appendingPathComponent("Task3ViewModelTests.swift"), encoding: .utf8)
    let declared = source.split(separator: "\n").filter { $0.contains("func fetch_") || $0.contains("func init_") }
      .map { String($0.drop { $0 != "f" && $0 != "i" }.dropFirst(5).prefix { $0 != "(" }) }
    try #require(declared.count > 3, "Expected Task 3's tests in \(folder.path)")
    let results = declared.sorted().map { TestResult(suite: Self.lab05Task3, name: "\($0)()", failures: ["red"]) }
    let task4 = TestResult(suite: "Lab05SegregatedServicesTests.Task4NoLeaksTests", name: "a()", failures: ["red"])
    var report = CheckReport(lab: try lab05(), outcome: .ran([task4] + results, issues: [:]), taskTitles: [:])

    report.sourceOrder = TestSourceOrder(suiteFolder: folder)

    #expect(report.firstFailure?.name == "\(declared[0])()", "Expected the file's first test, \(declared[0]), not the alphabet's.")
    #expect(report.failures.map(\.name).dropLast() == declared.map { "\($0)()" }, "Expected Task 3's failures in file order.")
  }

  @Test func testsNoFileDeclares_goAfterTheRest_byName() {
    var order = TestSourceOrder()
    order.add("struct Task1Tests {\n  @Test func b() {}\n  @Test func a() {}\n}", fileIndex: 0)

    #expect(order.position(of: TestResult(suite: "M.Task1Tests", name: "b()", failures: [])) == 2)
    #expect(order.position(of: TestResult(suite: "M.Task1Tests", name: "a()", failures: [])) == 3)
    #expect(order.position(of: TestResult(suite: "M.Task1Tests", name: "c()", failures: [])) == nil)
  }

  /// The byte reader finds what reading each line's words finds, on every suite file shipped and
  /// on spellings a suite may hold (generics, `class func`, tabs, a keyword at a line's end); and
  /// a file saved with CRLF line ends (one `Character` each, so the word reader saw one line).
  @Test func theByteReader_findsWhatTheWordReaderFinds_inEverySuite() throws {
    let tests = ScratchWorkbook.repository.appendingPathComponent("Tests")
    var sources = [
      "extension Task1Tests<T>: Sendable {\n\tclass func a(x: Int) {}\n  func b<T>() {}\n struct\n func c() {} enum E { func d() }\n}",
      "  func\nfunc e() async throws {}\n@Test(arguments: [1]) func f(row: Int) {}",
    ]
    for folder in try FileManager.default.contentsOfDirectory(atPath: tests.path) where folder.hasPrefix("Lab") {
      for file in Fingerprint.swiftFiles(in: tests.appendingPathComponent(folder)) {
        sources.append(try String(contentsOf: file, encoding: .utf8))
      }
    }
    try #require(sources.count > 20, "Expected the labs' suites under \(tests.path)")
    for (index, source) in sources.enumerated() {
      var order = TestSourceOrder()
      order.add(source, fileIndex: index)
      #expect(order.positions == Self.wordReading(source, fileIndex: index), "Expected the same positions in \(source.prefix(80))")
    }
    var crlf = TestSourceOrder()
    crlf.add("struct T {\r\n  func a() {}\r\n\r\n  func b() {}\r\n}", fileIndex: 0)
    #expect(crlf.positions == ["T/a": 2, "a": 2, "T/b": 4, "b": 4])
  }

  /// The reader as it was first written: each line split into words, the word after a keyword.
  static func wordReading(_ source: String, fileIndex: Int) -> [String: Int] {
    var positions: [String: Int] = [:]
    var type = ""
    for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ":" || $0 == "{" || $0 == "<" })
      for (index, word) in words.enumerated() where index + 1 < words.count {
        if ["struct", "class", "actor", "extension", "enum"].contains(word) {
          type = String(words[index + 1])
        } else if word == "func" {
          let name = String(words[index + 1])
          positions["\(type)/\(name)"] = positions["\(type)/\(name)"] ?? fileIndex * 1_000_000 + number + 1
          positions[name] = positions[name] ?? fileIndex * 1_000_000 + number + 1
        }
      }
    }
    return positions
  }

  @Test func theDefaultLimit_isTheLabsOwn_andTimeoutOverridesIt() throws {
    let limits = Mutex<[Double]>([])
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(run: { _, build in
      limits.withLock { $0.append(build.testTimeLimit) }
      return .ran(failing: [FixtureWorkbook.answerTest])
    })
    var checker = Checker(catalog: workbook.catalog, suites: suites)
    checker.loadPerCore = { 1 }

    _ = try checker.check(try workbook.lab90)
    checker.testTimeLimit = 30
    _ = try checker.check(try workbook.lab90)

    #expect(limits.withLock { $0 } == [TestTimeLimit.floor, 30])
  }

  @Test func onABusyMachine_theDefaultLimitGrowsWithTheLoad_andTimeoutStaysAsGiven() throws {
    // Load 25 on 2 cores: a suite gets about a third of the share the limit was measured with.
    let limits = Mutex<[Double]>([])
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let suites = ScriptedSuites(run: { _, build in
      limits.withLock { $0.append(build.testTimeLimit) }
      return .ran(failing: [FixtureWorkbook.answerTest])
    })
    var checker = Checker(catalog: workbook.catalog, suites: suites)
    checker.loadPerCore = { 12.5 }

    _ = try checker.check(try workbook.lab90)
    checker.testTimeLimit = 30
    _ = try checker.check(try workbook.lab90)

    #expect(limits.withLock { $0 } == [TestTimeLimit.floor * 12.5 / TestTimeLimit.coveredLoadPerCore, 30])
  }

  @Test func theLimit_staysTheLabsOwn_upToTheLoadItCovers_thenGrowsInStep() throws {
    let lab03 = Lab(number: 3, module: "Lab03URLProtocolStub", title: "Stub", chapter: "docs/03.md", minutes: 70)
    #expect(TestTimeLimit.seconds(for: lab03, loadPerCore: 0) == 10)
    #expect(TestTimeLimit.seconds(for: lab03, loadPerCore: TestTimeLimit.coveredLoadPerCore) == 10)
    #expect(TestTimeLimit.seconds(for: lab03, loadPerCore: 12.5) == 31.25)
    #expect(TestTimeLimit.seconds(for: try lab05(), loadPerCore: 8) == 8)
  }

  @Test func theLimit_isTwentyTimesTheMeasuredSuite_neverUnderTheFloor() throws {
    #expect(TestTimeLimit.seconds(for: try lab05()) == 4)
    #expect(
      TestTimeLimit.seconds(for: Lab(number: 9, module: "Lab09ContractTests", title: "Contract tests", chapter: "docs/09.md", minutes: 45))
        == 20 * 0.37)
  }

  private func lab05() throws -> Lab {
    Lab(number: 5, module: "Lab05SegregatedServices", title: "Services", chapter: "docs/05.md", minutes: 45)
  }
}
