import Foundation
import Testing

extension EndToEnd {
  @Suite("a flaky test of the learner's own: named, catches nothing, and the lab is not done")
  struct FlakyTestTests {
    /// Lab 91's three real tests, plus one that fails one run in three: a counter in a file, so
    /// the "randomness" is the same on every test run of this suite.
    static func withOneFlaky(counter: URL) -> String {
      Lab91.threeTests.replacingOccurrences(of: "import Testing", with: "import Foundation\nimport Testing") + """

        @Test func load_finishesQuickly() {
          let file = URL(fileURLWithPath: "\(counter.path)")
          let run = (Int((try? String(contentsOf: file, encoding: .utf8)) ?? "0") ?? 0) + 1
          try? String(run).write(to: file, atomically: true, encoding: .utf8)
          #expect(run % 3 != 0, "fails one run in three")
        }
        """
    }

    @Test("a test that fails one run in three is named flaky in 10 of 10 checks, credited with no catch, never done")
    func flakyIsNamedEveryTime() async throws {
      let bench = try Workbench.clean()
      let counter = bench.outside.appendingPathComponent("flaky-\(UUID().uuidString).txt")
      try bench.write(Self.withOneFlaky(counter: counter), to: Lab91.tests)
      for check in 1...10 {
        let run = try await bench.run("check", "91")
        expect(
          run, exits: 1,
          showing: "Flaky tests", "load_finishesQuickly() passed", "on the same code: it depends on timing, order or randomness")
        #expect(!run.output.contains("by load_finishesQuickly()"), "check \(check): a flaky test caught a bug\n\(run.transcript)")
        #expect(!run.output.contains("is done"), "check \(check)\n\(run.transcript)")
        #expect(!run.output.contains("placeholder"), "check \(check): a flaky test is no placeholder\n\(run.transcript)")
      }
      let overview = try await bench.run()
      let row = overview.output.split(separator: "\n").first { $0.contains("Fixture tests") } ?? ""
      #expect(!row.contains("done"), "\(overview.transcript)")
    }

    @Test("a test red on the correct code every time is called a red test, not a placeholder")
    func aRedTestIsNoPlaceholder() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.twoTests + "\n@Test func double_ofOne() { #expect(double(1) == 3) }", to: Lab91.tests)
      let run = try await bench.run("check", "91")
      expect(run, exits: 1, showing: "A test fails on the correct code every time: double_ofOne()", "fix that test's expectation")
      #expect(!run.output.contains("placeholder"), "\(run.transcript)")
    }
  }
}
