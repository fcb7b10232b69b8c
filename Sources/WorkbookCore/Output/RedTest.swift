/// What a learner's test that fails on the correct code is, so the advice names it: the starter's
/// placeholder (`Issue.record("TODO: ...")`), a flaky test (it also passed on the same code), or
/// a red test (it expects what the given code does not do).
///
/// ```swift
/// let kind = RedTest(failure, issues: issues, flaky: false)
/// kind.heading   // "A placeholder fails on the correct code"
/// kind.advice    // "replace that placeholder with real tests"
/// ```
enum RedTest: Equatable {
  case placeholder, flaky, red

  init(_ failure: TestResult, issues: [String: [Diagnostic]], flaky: Bool) {
    let messages = (issues[failure.id] ?? []).map(\.message) + failure.failures
    if flaky {
      self = .flaky
    } else if messages.contains(where: { $0.contains("TODO") }) {
      self = .placeholder
    } else {
      self = .red
    }
  }

  var heading: String {
    switch self {
    case .placeholder: "A placeholder fails on the correct code"
    case .flaky: "A flaky test failed on the correct code (it passed there too)"
    case .red: "A test fails on the correct code every time"
    }
  }

  var advice: String {
    switch self {
    case .placeholder: "replace that placeholder with real tests"
    case .flaky: "make that test pass every time (look for randomness, timing or shared state)"
    case .red: "fix that test's expectation: the given code is correct, so the test expects something else"
    }
  }
}
