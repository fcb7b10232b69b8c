import Foundation

/// State the learner's code shares without a lock or an actor, found in its text: a
/// `nonisolated(unsafe)` `var`. Swift 6 rejects such a `var` unless it is marked so; the mark
/// tells the compiler "trust me", and in these labs, whose tests run in parallel, it is a data
/// race that passes some runs and crashes others (issue 26: Lab 03's registry without its
/// `Mutex` passed once, then crashed with signal 11 in 2 of the next 3 checks). A green suite
/// with one is not done: the runs again (``SuiteConfirmation``) find it only by luck.
///
/// ```swift
/// let places = UnsafeSharedState.places(in: catalog.url(Layout.learnerFolder(of: lab)), catalog: catalog)
/// places.first?.words   // "Labs/Lab03URLProtocolStub/StubRegistry.swift:16: nonisolated(unsafe) private static var ..."
/// ```
public struct UnsafeSharedState: Sendable, Equatable {
  /// The file, relative to the workbook.
  public let file: String
  public let line: Int
  /// The declaration, trimmed.
  public let code: String

  /// `Labs/Lab03URLProtocolStub/StubRegistry.swift:16: nonisolated(unsafe) static var entries ...`
  public var words: String { "\(file):\(line): \(code)" }

  /// Every `nonisolated(unsafe)` `var` in the Swift files under `folder`, comments left out.
  public static func places(in folder: URL, catalog: Catalog) -> [UnsafeSharedState] {
    var found: [UnsafeSharedState] = []
    for file in Fingerprint.swiftFiles(in: folder).sorted(by: { $0.path < $1.path }) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = String(line).components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
        let words = code.split(separator: " ")
        guard code.contains("nonisolated(unsafe)"), words.contains("var") else { continue }
        found.append(UnsafeSharedState(file: catalog.relativePath(file.path), line: index + 1, code: code))
      }
    }
    return found
  }
}
