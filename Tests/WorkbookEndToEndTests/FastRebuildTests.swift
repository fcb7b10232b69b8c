import Foundation
import Testing

extension EndToEnd {
  /// After a body edit the check replays the lab's compile and the link as SwiftPM last ran them
  /// (Sources/WorkbookCore/Running/FastRebuild.swift); anything else goes through `swift test`.
  /// Either way the verdict is the one `swift test` gives.
  @Suite("check: the fast rebuild after a body edit")
  struct FastRebuildTests {
    static let log = ".build/workbook/check/results/Lab90Fixture.log"

    @Test("a body edit is rebuilt without SwiftPM, and each verdict follows the code: green, red, green")
    func bodyEdits() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      for (step, (code, verdict)) in [(Lab90.green, "1 of 1 tests passing"), (Lab90.offByOne, "0 of 1"), (Lab90.green, "1 of 1")]
        .enumerated()
      {
        try bench.write(code, to: Lab90.answer)
        let run = try await bench.run("check", "90")
        #expect(run.shows(verdict), "step \(step + 1): expected \(verdict)\n\(run.transcript)")
        let log = try bench.read(Self.log)
        #expect(!log.contains("Building for debugging"), "step \(step + 1): a body edit takes the fast rebuild\n\(log)")
      }
      #if os(Linux)
        // The link ran the programs the driver planned, not the driver (Running/DriverJobs.swift).
        let record = try bench.read(".build/workbook/check/workbook-fast-rebuild/record.json")
        #expect(record.contains("\"driverJobs\"") && record.contains("swift-autolink-extract"), "\(record.prefix(400))")
        // And, the objects' autolink entries as recorded, the linker alone (Running/DirectLink.swift).
        #expect(record.contains("\"directLinks\"") && record.contains("\"linker\""), "\(record.prefix(400))")
      #endif
    }

    @Test("a declaration added goes through swift test, and the body edit after it is fast again")
    func declarationChange() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      try bench.write(Lab90.green + "\npublic func added() -> Int { 1 }", to: Lab90.answer)
      let declared = try await bench.run("check", "90")
      #expect(declared.shows("1 of 1 tests passing"), "\(declared.transcript)")
      #expect(try Self.builtBySwiftPM(bench), "a new declaration changes the lab's interface: SwiftPM rebuilds what imports it")
      try bench.write(Lab90.offByOne + "\npublic func added() -> Int { 2 }", to: Lab90.answer)
      let edited = try await bench.run("check", "90")
      #expect(edited.shows("0 of 1 tests passing"), "\(edited.transcript)")
      #expect(try !Self.builtBySwiftPM(bench), "a body edit after it is fast again")
    }

    @Test("a syntax error is reported by the fast rebuild, and its fix checks green")
    func syntaxErrorAndFix() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      try bench.write("public func answer() async -> Int { let = }", to: Lab90.answer)
      let broken = try await bench.run("check", "90")
      expect(broken, exits: 1, showing: "does not compile", "Labs/Lab90Fixture/Answer.swift:1")
      #expect(try !Self.builtBySwiftPM(bench), "the compiler's errors come from the replayed compile")
      try bench.write(Lab90.green, to: Lab90.answer)
      let fixed = try await bench.run("check", "90")
      expect(fixed, exits: 0, showing: "1 of 1 tests passing")
    }

    /// Running/DirectCompile.swift: the driver's jobs for the same file, run without it.
    @Test("the same file edited again compiles without the driver, and its errors read as the driver's")
    func sameFileAgain() async throws {
      let bench = try Workbench.clean()
      let explain = ["WORKBOOK_FAST_REBUILD": "explain"]
      _ = try await bench.run("check", "90")
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      let first = try await bench.run("check", "90", environment: explain)
      #expect(first.shows("0 of 1 tests passing") && first.shows("the compile runs the driver"), "\(first.transcript)")
      try bench.write("public func answer() async -> Int { let = }", to: Lab90.answer)
      let broken = try await bench.run("check", "90", environment: explain)
      expect(broken, exits: 1, showing: "does not compile", "Labs/Lab90Fixture/Answer.swift:1")
      #expect(broken.shows("frontend jobs, without it"), "the second edit of the file: no driver\n\(broken.transcript)")
      #expect(try !Self.builtBySwiftPM(bench))
      try bench.write(Lab90.green, to: Lab90.answer)
      let fixed = try await bench.run("check", "90", environment: explain)
      expect(fixed, exits: 0, showing: "1 of 1 tests passing", "frontend jobs, without it")
      #expect(try !Self.builtBySwiftPM(bench))
      // SwiftPM's own build after those (its driver's record is the first edit's): the same verdict.
      let swiftPM = try await bench.run("check", "90", environment: ["WORKBOOK_FAST_REBUILD": "0"])
      expect(swiftPM, exits: 0, showing: "1 of 1 tests passing")
    }

    @Test("a crash after a body edit is named with its test, as swift test names it")
    func crash() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      try bench.write(Lab90.crashing, to: Lab90.answer)
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "crashed in answer_isFortyTwo()", "Fatal error: boom")
      #expect(try !Self.builtBySwiftPM(bench))
    }

    @Test("a hang after a body edit ends at the limit, naming its test")
    func hang() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      try bench.write(Lab90.hanging, to: Lab90.answer)
      let run = try await bench.run("check", "90", "--timeout", "3")
      expect(run, exits: 1, showing: "answer_isFortyTwo() did not finish within 3 s")
      #expect(try !Self.builtBySwiftPM(bench))
    }

    @Test("WORKBOOK_FAST_REBUILD=0: every check builds with swift test")
    func turnedOff() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90", environment: ["WORKBOOK_FAST_REBUILD": "0"])
      try bench.write(Lab90.green, to: Lab90.answer)
      let run = try await bench.run("check", "90", environment: ["WORKBOOK_FAST_REBUILD": "0"])
      #expect(run.shows("1 of 1 tests passing"), "\(run.transcript)")
      #expect(try Self.builtBySwiftPM(bench))
    }

    @Test("a file added to the lab goes through swift test")
    func fileAdded() async throws {
      let bench = try Workbench.clean()
      _ = try await bench.run("check", "90")
      try bench.write("enum Extra {}", to: "Labs/Lab90Fixture/Extra.swift")
      try bench.write(Lab90.green, to: Lab90.answer)
      let run = try await bench.run("check", "90")
      #expect(run.shows("1 of 1 tests passing"), "\(run.transcript)")
      #expect(try Self.builtBySwiftPM(bench), "a new file is a new package structure: SwiftPM plans again")
    }

    @Test("a lab of kind tests: a test edit is rebuilt without SwiftPM, the hunt follows it; an added test goes through swift test")
    func testEditsInALabOfKindTests() async throws {
      // The hunt's one build: the learner's tests on the given code, every mutant switched in.
      let log = ".build/workbook/check/mutants/switched/build/results/switched.log"
      let bench = try Workbench.clean()
      try bench.write(Lab91.twoTests, to: Lab91.tests)
      _ = try await bench.run("check", "91")
      let steps = [
        (Lab91.twoTests.replacingOccurrences(of: "double(3) == 6", with: "double(0) == 0"), "3 of 3 bugs caught"),
        (Lab91.twoTests, "2 of 3 bugs caught"),
      ]
      for (step, (tests, verdict)) in steps.enumerated() {
        try bench.write(tests, to: Lab91.tests)
        let run = try await bench.run("check", "91")
        #expect(run.shows(verdict), "step \(step + 1): expected \(verdict)\n\(run.transcript)")
        let built = try bench.read(log)
        #expect(!built.contains("Building for debugging"), "step \(step + 1): a body edit in a test takes the fast rebuild\n\(built)")
      }
      // A test added is a declaration: the test module's interface changes, and SwiftPM builds.
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      let added = try await bench.run("check", "91")
      #expect(added.shows("3 of 3 bugs caught"), "\(added.transcript)")
      #expect(try bench.read(log).contains("Building for debugging"), "an added @Test goes through swift test")
    }

    /// Whether the last check's build was SwiftPM's (its log starts with SwiftPM's own line).
    static func builtBySwiftPM(_ bench: Workbench) throws -> Bool {
      try bench.read(log).contains("Building for debugging")
    }
  }
}
