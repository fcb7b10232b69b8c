import Lab11YourTests

// TODO: Task 1. Put the products your tests share here, as `let`s (immutable values, so parallel
// tests cannot disturb each other). Choose them with care: a fixture that is too tidy lets bugs
// through. The feature's doc comments say what each value must make the screen do.

/// Errors for your tests to stub. Equatable, so a test can say exactly which one it means.
enum TestError: Error, Equatable {
  case offline
  case refused
}
