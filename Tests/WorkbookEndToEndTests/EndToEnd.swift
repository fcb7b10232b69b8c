import Testing

/// The `workbook` tool's end-to-end specification: the built binary, run on a scratch workbook
/// (`Workbench`) holding Lab 01 and the fixture labs of `Tests/Fixtures/`.
///
/// Every suite is nested in this one (`extension EndToEnd { @Suite struct ... }`), so that
/// `.serialized` covers them all: they share one scratch workbook, and each check builds Swift.
@Suite("workbook, end to end", .serialized, .timeLimit(.minutes(20)))
struct EndToEnd {}

extension Workbench {
  /// The shared workbench, put back to the clone's starter: each test starts from there.
  static func clean() throws -> Workbench {
    let bench = try shared.get()
    try bench.restore()
    return bench
  }
}

/// Expects `run` to have ended with `code` and printed each of `fragments`; a failure shows the
/// whole transcript.
func expect(
  _ run: WorkbookRun, exits code: Int32, showing fragments: String..., sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(run.exitCode == code, "exit \(run.exitCode), wanted \(code)\n\(run.transcript)", sourceLocation: sourceLocation)
  let missing = run.missing(fragments)
  #expect(missing.isEmpty, "missing \(missing)\n\(run.transcript)", sourceLocation: sourceLocation)
}
