import Testing

/// Compares everything a test can observe (one snapshot value) with what the chapter promises,
/// and on a mismatch names each field that differs, with both values: a side effect nobody asked
/// for fails whichever test runs past it, and the message shows all of them at once.
///
/// ```swift
/// expectSame(Observed(sut, spy), Observed(state: .loaded(user), requests: [expectedRequest]),
///            "Load once: one request, then the user on screen.")
/// ```
///
/// It returns whether the two were the same, so a test that compares twice, or checks a table's
/// rows in a loop, stops at the first difference and reports one issue:
/// `guard expectSame(...) else { return }` (inside a `withStub` body, return its result and guard
/// on that after the scope). A message of a row names the row: only the message says which failed.
@discardableResult
func expectSame<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ advice: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  guard actual != expected else { return true }
  Issue.record(
    Comment(rawValue: "\(advice)\n\(differences(actual, expected).joined(separator: "\n"))"),
    sourceLocation: sourceLocation)
  return false
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
