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
