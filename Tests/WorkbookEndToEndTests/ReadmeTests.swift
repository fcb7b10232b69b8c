import Foundation
import Testing

extension EndToEnd {
  @Suite("the README's sample session: real output")
  struct ReadmeTests {
    /// The verdict lines of a check: the lab's title with its counts, and one line per task.
    static func verdictLines(_ text: String) -> [String] {
      let title = #/^Lab \d+ · .+: \d+ of \d+ tests passing$/#
      return text.split(separator: "\n").map(String.init).filter { line in
        line.wholeMatch(of: title) != nil || ["  ✓", "  ✗", "  …"].contains { line.hasPrefix($0) }
      }
    }

    /// The Quick start's sample: the first ```text block after "## Quick start".
    static func readmeSample() throws -> String {
      let readme = try String(contentsOf: Workbench.repository.appendingPathComponent("README.md"), encoding: .utf8)
      guard let start = readme.range(of: "## Quick start"),
        let open = readme.range(of: "```text\n", range: start.upperBound..<readme.endIndex),
        let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
      else { throw Shell.Failure(description: "README.md has no ```text sample under ## Quick start") }
      return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test("the README's sample shows Lab 01 as the tool shows it with Task 1 done: title, counts and task lines")
    func sampleMatchesRealOutput() async throws {
      let sample = Self.verdictLines(try Self.readmeSample())
      let bench = try Workbench.clean()
      try Lab01.finishTask1(in: bench)
      let run = try await bench.run("check", "1")
      let real = Self.verdictLines(run.output)
      #expect(!real.isEmpty, "\(run.transcript)")
      #expect(
        sample == real,
        """
        README.md's Quick start sample no longer matches the tool. Its lines:
        \(sample.joined(separator: "\n"))
        The tool's, for Lab 01 with Task 1 done (Solutions' \(Lab01.task1File) copied into Labs):
        \(real.joined(separator: "\n"))
        """)
    }
  }
}
