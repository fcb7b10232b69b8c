import Foundation

@testable import WorkbookCore

/// A scratch copy of the checked-in fixture labs (`Tests/Fixtures`, see its README): Lab 90, code
/// to finish with one test and three mutants, and Lab 91, whose tests the learner writes, with a
/// failing placeholder and three mutants of its given `double(_:)`. Nothing is built: the tests
/// that use it pass a ``ScriptedSuites``.
///
/// ```swift
/// let workbook = try FixtureWorkbook()
/// defer { workbook.remove() }
/// let lab = try workbook.catalog.lab(named: "90")
/// ```
struct FixtureWorkbook {
  let root: URL
  let catalog: Catalog

  /// The one test of Lab 90's suite, and Lab 91's placeholder.
  static let answerTest = "Lab90FixtureTests.Task1AnswerTests/answer_isFortyTwo()"
  static let placeholder = "Lab91FixtureTests.Task1DoubleTests/placeholder()"
  /// A test a learner might write for Lab 91.
  static let doublesTwo = "Lab91FixtureTests.Task1DoubleTests/double_ofTwo_isFour()"

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-deciding-\(UUID().uuidString)")
    let fixtures = ScratchWorkbook.repository.appendingPathComponent("Tests/Fixtures")
    try FileManager.default.copyItem(at: fixtures, to: root)
    // Verify copies the manifest into the tree it builds mutants in; here nothing builds it.
    try "// A fixture workbook: the tests that use it build nothing.\n".write(
      to: root.appendingPathComponent(Layout.manifest), atomically: true, encoding: .utf8)
    catalog = try Catalog(root: root)
  }

  var lab90: Lab { get throws { try catalog.lab(named: "90") } }
  var lab91: Lab { get throws { try catalog.lab(named: "91") } }

  /// Adds a `rejected-by:` line to one of Lab 90's mutants, after its `hint:` line.
  func mark(_ slug: String, rejectedBy way: String) throws {
    let patch = root.appendingPathComponent("Mutants/Lab90Fixture/\(slug).patch")
    let text = try String(contentsOf: patch, encoding: .utf8)
    let marked = text.replacingOccurrences(of: "\n\n--- ", with: "\nrejected-by: \(way)\n\n--- ")
    try marked.write(to: patch, atomically: true, encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
