import Foundation

/// Where each test is declared in a lab's suite: the order the chapter walks the tasks in, and so
/// the order a learner meets failures in (not the alphabet). Read from the suite's files, which
/// serves Swift Testing and XCTest alike.
///
/// ```swift
/// let order = TestSourceOrder(suiteFolder: catalog.url(Layout.suiteFolder(of: lab)))
/// order.position(of: result)   // 14 for `fetch_showsLoadingAtOnce...()` at Task3ViewModelTests.swift:14
/// ```
public struct TestSourceOrder: Sendable, Equatable {
  /// `Type/function` and `function` alone (its first declaration) -> position: the file's place
  /// among the suite's files (by name), then the line.
  private var positions: [String: Int] = [:]

  public init() {}

  /// Reads every Swift file under `suiteFolder`; a file that cannot be read adds nothing.
  public init(suiteFolder: URL) {
    for (index, file) in Fingerprint.swiftFiles(in: suiteFolder).sorted(by: { $0.path < $1.path }).enumerated() {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      add(text, fileIndex: index)
    }
  }

  /// Adds one file's declarations; `fileIndex` places it among the suite's files.
  public mutating func add(_ source: String, fileIndex: Int) {
    var type = ""
    for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ":" || $0 == "{" || $0 == "<" })
      for (index, word) in words.enumerated() where index + 1 < words.count {
        if word == "struct" || word == "class" || word == "actor" || word == "extension" || word == "enum" {
          type = String(words[index + 1])
        } else if word == "func" {
          let position = fileIndex * 1_000_000 + number + 1
          let name = String(words[index + 1])
          if positions["\(type)/\(name)"] == nil { positions["\(type)/\(name)"] = position }
          if positions[name] == nil { positions[name] = position }
        }
      }
    }
  }

  /// Where `test` is declared, or `nil` when no file declares it (it then goes after the rest).
  public func position(of test: TestResult) -> Int? {
    let type = test.suite.split(separator: ".").last.map(String.init) ?? test.suite
    let name = String(test.name.prefix { $0 != "(" })
    return positions["\(type)/\(name)"] ?? positions[name]
  }
}
