import Foundation

extension SuiteOutcome {
  /// The outcome with each diagnostic in the learner's own files named by its path in the
  /// workbook: a run of the workbook's suite (``WorkbookSuite``) builds another package tree whose
  /// `Labs` leads to the learner's, and the compiler may name a file through that tree. Anything
  /// else keeps its path (a test of the workbook's copy is named where that copy is).
  ///
  /// ```swift
  /// let outcome = run.outcome.locatingLearnerFiles(built: tree, in: catalog)
  /// ```
  func locatingLearnerFiles(built root: URL, in catalog: Catalog) -> SuiteOutcome {
    guard root.standardizedFileURL.path != catalog.root.standardizedFileURL.path else { return self }
    func located(_ diagnostic: Diagnostic) -> Diagnostic {
      guard let relative = Catalog.relativePath(diagnostic.file, in: root), relative.hasPrefix(Layout.labs + "/") else {
        return diagnostic
      }
      return Diagnostic(file: catalog.url(relative).path, line: diagnostic.line, message: diagnostic.message)
    }
    switch self {
    case .doesNotCompile(let errors): return .doesNotCompile(errors.map(located))
    case .ran(let results, let issues): return .ran(results, issues: issues.mapValues { $0.map(located) })
    case .crashed, .timedOut: return self
    }
  }
}
