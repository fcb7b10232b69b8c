import Testing

/// What a run of the built tests says under `WORKBOOK_FAST_REBUILD=explain` when the bundle
/// runner ran `library`'s tests, as SwiftPM runs them on this platform, rather than the
/// `swift test --skip-build` fallback: on macOS `swiftpm-testing-helper` (Swift Testing) or
/// `xctest` (XCTest) on the `.xctest` bundle; elsewhere the test binary itself
/// (Sources/WorkbookCore/Running/TestBinary.swift).
///
/// ```swift
/// expectBundleRunner(run, ran: .xctest, for: ["Lab92Fixture", "Lab92Fixture-again-1"])
/// ```
enum BundleRunner: String {
  case swiftTesting = "Swift Testing"
  case xctest = "XCTest"

  /// The explain line's text after the label, for a suite of this one library.
  var line: String {
    #if os(macOS)
      "ran the test bundle directly: \(rawValue) by \(self == .xctest ? "xctest" : "swiftpm-testing-helper")"
    #else
      "ran the test binary directly: \(rawValue) by DIWorkbookPackageTests.xctest"
    #endif
  }
}

/// Expects each run labelled in `labels` to have been started by the bundle runner for `library`
/// (``BundleRunner/line``), and no run of `run` to have fallen back to `swift test --skip-build`.
func expectBundleRunner(
  _ run: WorkbookRun, ran library: BundleRunner, for labels: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  let runs = run.testRuns
  for label in labels {
    let said = runs.filter { $0.label == label }.map(\.how)
    #expect(
      !said.isEmpty && said.allSatisfy { $0 == library.line },
      "run \(label): expected \"\(library.line)\", the tool said \(said)\n\(run.transcript)", sourceLocation: sourceLocation)
  }
  let fellBack = runs.filter { $0.how.hasPrefix("fell back") }
  #expect(fellBack.isEmpty, "runs through swift test --skip-build: \(fellBack)\n\(run.transcript)", sourceLocation: sourceLocation)
}
