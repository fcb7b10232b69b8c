import XCTest

extension XCTestCase {
  /// Compares everything a test can observe (one snapshot value) with what the chapter promises,
  /// and on a mismatch names each field that differs, with both values: a side effect nobody asked
  /// for fails whichever test runs past it, and the message shows all of them at once.
  ///
  /// The XCTest twin of the workbook's Swift Testing `expectSame`: it fails with `XCTFail`, never
  /// `Issue.record`, which an `XCTestCase` drops without a word on this toolchain (see the chapter).
  ///
  /// One failure per test: once the test has failed (here or anywhere else), a later difference is
  /// not reported again. The test still runs to its end, so every login it started is answered and
  /// nothing is left waiting, and it fails either way: you read the first difference, the one to
  /// fix first, not one per row of a table. (`continueAfterFailure = false` would stop the test
  /// instead, but XCTest on Linux, swift-corelibs-xctest, ignores it.) Returns whether the two
  /// were the same.
  ///
  /// ```swift
  /// assertSame(LoginScreen(sut, service), expected, "Log in once: the token on screen, the spinner off.")
  /// ```
  @discardableResult
  func assertSame<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ advice: String, file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    guard actual != expected else { return true }
    guard (testRun?.totalFailureCount ?? 0) == 0 else { return false }
    XCTFail("\(advice)\n\(differences(actual, expected).joined(separator: "\n"))", file: file, line: line)
    return false
  }
}

/// One line per stored property whose description differs; the whole values when the type has
/// no stored properties to compare one by one (an enum, a plain value).
private func differences<Value>(_ actual: Value, _ expected: Value) -> [String] {
  let actualFields = Array(Mirror(reflecting: actual).children)
  let expectedFields = Array(Mirror(reflecting: expected).children)
  let lines = zip(actualFields, expectedFields).compactMap { got, wanted -> String? in
    let gotText = String(describing: got.value)
    let wantedText = String(describing: wanted.value)
    return gotText == wantedText ? nil : "  \(wanted.label ?? "value"): expected \(wantedText), got \(gotText)"
  }
  return lines.isEmpty ? ["  expected \(expected)", "  got      \(actual)"] : lines
}
