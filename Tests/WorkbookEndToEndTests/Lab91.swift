/// The fixture's lab of kind tests (`Tests/Fixtures/`): the code is given, the learner writes the
/// tests. The versions of the learner's tests the end-to-end tests write.
enum Lab91 {
  static let tests = "Labs/Lab91Fixture/Task1DoubleTests.swift"
  /// One real test (it catches `triples` only) beside the starter's placeholder.
  static let oneTestAndPlaceholder = """
    import Lab91Fixture
    import Testing

    @Suite("Task 1: double") struct Task1DoubleTests {
      @Test func double_ofTwo() { #expect(double(2) == 4) }
      @Test func placeholder() { Issue.record("TODO: Task 1: write tests for double(_:)") }
    }
    """
  /// Two tests, no placeholder: they catch `triples` and `adds-two`, not `zero-is-one`.
  static let twoTests = """
    import Lab91Fixture
    import Testing

    @Test func double_ofTwo() { #expect(double(2) == 4) }
    @Test func double_ofThree() { #expect(double(3) == 6) }
    """
  /// Three tests: every mutant caught.
  static let threeTests = twoTests + "\n@Test func double_ofZero() { #expect(double(0) == 0) }"
}
