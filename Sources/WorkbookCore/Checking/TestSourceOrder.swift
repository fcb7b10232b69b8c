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
  private(set) var positions: [String: Int] = [:]

  public init() {}

  /// Reads every Swift file under `suiteFolder`; a file that cannot be read adds nothing.
  public init(suiteFolder: URL) {
    for (index, file) in Fingerprint.swiftFiles(in: suiteFolder).sorted(by: { $0.path < $1.path }).enumerated() {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      add(text, fileIndex: index)
    }
  }

  /// Adds one file's declarations; `fileIndex` places it among the suite's files.
  ///
  /// A word is what lies between spaces, tabs, `(`, `:`, `{` and `<` on one line; the word after
  /// `struct`, `class`, `actor`, `extension` or `enum` names the type the `func`s after it are in,
  /// and the word after `func` names a function. Read as bytes: splitting a 2,000-line suite into
  /// `Character`s cost a check 40 ms in the debug build `./workbook` runs.
  public mutating func add(_ source: String, fileIndex: Int) {
    var type = ""
    var line = 1
    // The keyword before the word being read, on this line.
    var keyword: [UInt8]?
    var wordStart: Int?
    let bytes = Array(source.utf8)
    for index in 0...bytes.count {
      let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
      guard Self.isSeparator(byte) else {
        if wordStart == nil { wordStart = index }
        continue
      }
      if let start = wordStart {
        let word = bytes[start..<index]
        if let keyword {
          let name = String(decoding: word, as: UTF8.self)
          if keyword == Self.function {
            let position = fileIndex * 1_000_000 + line
            if positions["\(type)/\(name)"] == nil { positions["\(type)/\(name)"] = position }
            if positions[name] == nil { positions[name] = position }
          } else {
            type = name
          }
        }
        keyword = (4...9).contains(word.count) ? Self.keywords.first { $0.elementsEqual(word) } : nil
        wordStart = nil
      }
      if byte == UInt8(ascii: "\n") {
        line += 1
        keyword = nil
      }
    }
  }

  private static let function = Array("func".utf8)
  private static let keywords = [function] + ["struct", "class", "actor", "extension", "enum"].map { Array($0.utf8) }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "<"),
      UInt8(ascii: "\n"):
      true
    default: false
    }
  }

  /// Where `test` is declared, or `nil` when no file declares it (it then goes after the rest).
  public func position(of test: TestResult) -> Int? {
    let type = test.suite.split(separator: ".").last.map(String.init) ?? test.suite
    let name = String(test.name.prefix { $0 != "(" })
    return positions["\(type)/\(name)"] ?? positions[name]
  }
}
