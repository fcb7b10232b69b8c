/// The fixture's one-test lab (`Tests/Fixtures/`): where its files are and the versions of the
/// learner's copy the tests write.
enum Lab90 {
  static let answer = "Labs/Lab90Fixture/Answer.swift"
  static let starter = "public func answer() async -> Int { 0 }  // TODO: Task 1."
  static let green = "public func answer() async -> Int { 42 }"
  static let offByOne = "public func answer() async -> Int { 41 }"
  static let crashing = #"public func answer() async -> Int { fatalError("boom") }"#
  static let hanging =
    "public func answer() async -> Int { await withCheckedContinuation { (_: CheckedContinuation<Int, Never>) in } }"
  /// A starter that passes its test: what verify must refuse.
  static let freePass = "public func answer() async -> Int { 42 }  // TODO: Task 1."
  /// A mutant that is no bug at all: the suite cannot catch it.
  static let harmlessMutant = """
    bug: none at all
    hint: -

    --- a/Solutions/Lab90Fixture/Answer.swift
    +++ b/Solutions/Lab90Fixture/Answer.swift
    @@ -1 +1 @@
    -public func answer() async -> Int { 42 }
    +public func answer() async -> Int { 40 + 2 }
    """
}
