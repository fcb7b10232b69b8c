/// What one run of the `workbook` binary did: its exit code and everything it printed
/// (standard output and standard error, interleaved as a terminal would show them).
///
/// ```swift
/// let run = try await bench.run("check", "90")
/// #expect(run.exitCode == 1)
/// #expect(run.shows("0 of 1 tests passing"), run.transcript)
/// ```
struct WorkbookRun: Sendable {
  let arguments: [String]
  let exitCode: Int32
  let output: String

  /// True when every one of `fragments` appears in the output.
  func shows(_ fragments: String...) -> Bool {
    fragments.allSatisfy(output.contains)
  }

  /// The fragments of `fragments` the output lacks, for a failure message that says which.
  func missing(_ fragments: [String]) -> [String] {
    fragments.filter { !output.contains($0) }
  }

  /// The command and its output, for a failure message.
  var transcript: String {
    "$ workbook \(arguments.joined(separator: " "))   (exit \(exitCode))\n\(output)"
  }
}

extension WorkbookRun {
  /// What `WORKBOOK_FAST_REBUILD=explain` said of each run of the built tests, in order, as
  /// (label, how it ran): `test run: Lab90Fixture-again-1: ran the test binary directly: Swift
  /// Testing by DIWorkbookPackageTests.xctest` gives `("Lab90Fixture-again-1", "ran the test …")`.
  var testRuns: [(label: String, how: String)] {
    output.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "test run: ") else { return nil }
      let rest = line[start.upperBound...]
      guard let colon = rest.range(of: ": ") else { return nil }
      return (String(rest[..<colon.lowerBound]), String(rest[colon.upperBound...]))
    }
  }
}
