/// The code tokens of Swift source, each with its line: comments skipped, string literals skipped
/// but the code of their interpolations kept (`"\(Date())"` reaches for the clock too).
///
/// ```swift
/// let tokens = SeamTokenizer.tokens(of: "let t = Date () // Date()")
/// tokens.map(\.text)   // ["let", "t", "=", "Date", "(", ")"]
/// tokens[3].line       // 1
/// ```
struct SeamTokenizer {
  /// One word (identifier or keyword, `#if` included) or one punctuation character.
  struct Token: Equatable {
    let text: Substring
    let line: Int
    /// Where it starts and ends in the source's UTF-8 bytes.
    let start: Int
    let end: Int
    var isWord: Bool { text.first.map { $0.isLetter || $0 == "_" || $0 == "#" || $0 == "$" } ?? false }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [Token] = []

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  static func tokens(of text: String) -> [Token] {
    var tokenizer = SeamTokenizer(text)
    tokenizer.code(untilClosingParenthesis: false)
    return tokenizer.tokens
  }

  private mutating func code(untilClosingParenthesis: Bool) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "\""):
        string(hashes: 0)
      case UInt8(ascii: "#") where next(count(of: UInt8(ascii: "#"), from: index)) == UInt8(ascii: "\""):
        let hashes = count(of: UInt8(ascii: "#"), from: index)
        index += hashes
        string(hashes: hashes)
      default:
        if untilClosingParenthesis, byte == UInt8(ascii: ")"), depth == 0 {
          index += 1
          return
        }
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") { depth -= 1 }
        let start = index
        if Self.isWordByte(byte) || byte == UInt8(ascii: "#") {
          index += 1
          while index < bytes.count, Self.isWordByte(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
        } else if Self.isDigit(byte) {
          while index < bytes.count, Self.isWordByte(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
        } else {
          index += 1
        }
        append(start)
      }
    }
  }

  private mutating func append(_ start: Int) {
    let text = Substring(decoding: bytes[start..<index], as: UTF8.self)
    tokens.append(Token(text: text, line: line, start: start, end: index))
  }

  private mutating func blockComment() {
    var depth = 0
    repeat {
      if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
    } while depth > 0 && index < bytes.count
  }

  /// A string literal from its opening quote, after `hashes` `#`s; its interpolations are code.
  private mutating func string(hashes: Int) {
    let multiline = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
        index += 1 + hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          index += 1
          code(untilClosingParenthesis: true)
        } else {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
      } else if byte == UInt8(ascii: "\""), count(of: UInt8(ascii: "\""), from: index) >= quotes,
        count(of: UInt8(ascii: "#"), from: index + quotes) >= hashes
      {
        index += quotes + hashes
        return
      } else if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
        if !multiline { return }
      } else {
        index += 1
      }
    }
  }

  private func next(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func count(of byte: UInt8, from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] == byte { end += 1 }
    return end - start
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
