/// The brace and declaration structure of Swift source, for ``SwiftOutline``: one pass over the
/// bytes, with a stack of the braces open (what each holds) and, for the file and each type body,
/// the member being read.
///
/// ```swift
/// var lexer = SwiftLexer(bytes: Array(text.utf8))
/// let (bodies, containers) = lexer.outline()
/// ```
struct SwiftLexer {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// What a pair of braces holds.
  private enum Kind {
    case file, type, function, accessors, other
    /// A `var` or `subscript` block: accessors when it starts with one, else a getter (when it
    /// may be one) or a closure (after `=`).
    case property(mayBeGetter: Bool)
  }

  /// A member being read.
  private struct Open {
    let start: Int
    var keyword: Substring
    var name: Substring = ""
    var bodies: [Int] = []
    var container: Int?
    /// Tokens after the keyword so far (a `class` followed by `func` is a modifier).
    var tokens = 0
  }

  private struct Frame {
    var kind: Kind
    let open: Int
    var depth = 0
    var keyword: Substring?
    var assigned = false
    /// A `->` since the last keyword: the function returns a value.
    var arrow = false
    /// In a block of accessors, the last accessor named.
    var accessor: Substring?
    var returnsValue = false
    var hasTokens = false
    /// For the file and type bodies: where this container's entry is, its members, the member
    /// being read, where the attributes and modifiers before the next keyword start, and where the
    /// last token ended.
    var container: Int?
    var members: [SwiftOutline.Member] = []
    var member: Open?
    var prefixStart: Int?
    var lastEnd = 0

    var holdsDeclarations: Bool {
      switch kind {
      case .file, .type: depth == 0
      default: false
      }
    }

    /// Where the previous member ended, when attributes or modifiers of the next one have started.
    var endBeforePrefix = 0

    mutating func closeMember(at end: Int) {
      guard let open = member else { return }
      members.append(
        SwiftOutline.Member(
          range: open.start..<max(open.start, end), keyword: open.keyword, name: open.name, bodies: open.bodies,
          container: open.container))
      member = nil
    }

    /// Accounts for a token of this container's own level.
    mutating func note(start: Int, end: Int, token: Token) {
      switch token {
      case .keyword(let word) where depth == 0:
        if member?.keyword == "class", member?.tokens == 0, !word.hasPrefix("#") {
          member?.keyword = word  // `class func`, `class var`: that `class` was a modifier
        } else {
          closeMember(at: prefixStart == nil ? lastEnd : endBeforePrefix)
          member = Open(start: prefixStart ?? start, keyword: word, name: SwiftLexer.namedByKeyword.contains(word) ? word : "")
        }
        prefixStart = nil
        lastEnd = end
        return
      case .prefix where depth == 0:
        if prefixStart == nil {
          prefixStart = start
          endBeforePrefix = lastEnd
        }
      case .bracket where prefixStart != nil:
        break  // the arguments of an attribute or of `private(set)`
      case .name(let name) where member?.tokens == 0 && member?.name == "" && depth == 0:
        member?.name = name
        prefixStart = nil
      default:
        if depth == 0 { prefixStart = nil }
      }
      member?.tokens += 1
      lastEnd = end
    }
  }

  /// What a token means for declarations.
  enum Token {
    case plain, prefix, bracket
    case keyword(Substring)
    case name(Substring)
  }

  private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "actor", "extension", "protocol"]
  private static let functionKeywords: Set<Substring> = ["func", "init", "deinit"]
  private static let propertyKeywords: Set<Substring> = ["var", "let", "subscript"]
  private static let otherKeywords: Set<Substring> = [
    "typealias", "associatedtype", "import", "case", "macro", "operator", "precedencegroup",
  ]
  /// Declarations whose keyword is their name.
  static let namedByKeyword: Set<Substring> = ["init", "deinit", "subscript"]
  private static let modifiers: Set<Substring> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override", "mutating",
    "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "indirect", "dynamic", "nonisolated", "isolated",
    "distributed", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
  ]
  private static let accessorWords: Set<Substring> = ["get", "set", "willSet", "didSet", "_read", "_modify", "mutating", "nonmutating"]

  private static func isKeyword(_ word: Substring) -> Bool {
    typeKeywords.contains(word) || functionKeywords.contains(word) || propertyKeywords.contains(word) || otherKeywords.contains(word)
  }

  mutating func outline() -> (bodies: [SwiftOutline.Body], containers: [SwiftOutline.Container]) {
    var containers = [SwiftOutline.Container(keyword: "file", close: bytes.count, members: [])]
    var stack = [Frame(kind: .file, open: -1, container: 0)]
    var bodies: [SwiftOutline.Body] = []
    var afterDot = false
    var top: Frame {
      get { stack[stack.count - 1] }
      set { stack[stack.count - 1] = newValue }
    }
    while index < bytes.count {
      if skipTrivia() { continue }
      let byte = bytes[index]
      let start = index
      if byte != UInt8(ascii: "}") { top.hasTokens = true }
      if case .property(let mayBeGetter) = top.kind {
        if byte == UInt8(ascii: "@") {
          index += 1
          _ = word()
          continue
        }
        let isAccessor = Self.isWordStart(byte) && Self.accessorWords.contains(peekWord())
        top.kind = isAccessor ? .accessors : mayBeGetter ? .function : .other
        top.returnsValue = !isAccessor && mayBeGetter
      }
      let wasAfterDot = afterDot
      afterDot = false
      // How this token counts for the member being read, when it is at a container's level.
      var token = Token.plain
      switch byte {
      case UInt8(ascii: "\""):
        skipString(hashes: 0)
      case UInt8(ascii: "#"):
        let hashes = count(of: UInt8(ascii: "#"), from: index)
        index += hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
          skipString(hashes: hashes)
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
          skipRegex(hashes: hashes)
        } else {
          _ = word()
          if top.holdsDeclarations { token = .keyword(Substring(decoding: bytes[start..<index], as: UTF8.self)) }
        }
      case UInt8(ascii: "@"):
        index += 1
        _ = word()
        token = .prefix
      case UInt8(ascii: "`"):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        index += 1
        token = .name(Substring(decoding: bytes[(start + 1)..<max(start + 1, index - 1)], as: UTF8.self))
      case UInt8(ascii: "{"):
        let parent = top
        var kind = Kind.other
        var returnsValue = false
        if parent.holdsDeclarations, let keyword = parent.keyword {
          if Self.typeKeywords.contains(keyword) {
            kind = .type
          } else if Self.functionKeywords.contains(keyword) {
            kind = .function
            returnsValue = parent.arrow
          } else if Self.propertyKeywords.contains(keyword) {
            kind = .property(mayBeGetter: !parent.assigned)
          }
        } else if case .accessors = parent.kind, parent.depth == 0 {
          kind = .function
          returnsValue = parent.accessor == "get"
        }
        top.keyword = nil
        top.assigned = false
        top.arrow = false
        if top.container != nil { top.note(start: start, end: index + 1, token: .plain) }
        var frame = Frame(kind: kind, open: index)
        frame.returnsValue = returnsValue
        if case .type = kind {
          frame.container = containers.count
          top.member?.container = containers.count
          containers.append(SwiftOutline.Container(keyword: parent.keyword ?? "", close: 0, members: []))
        }
        stack.append(frame)
        index += 1
        continue
      case UInt8(ascii: "}"):
        index += 1
        guard stack.count > 1 else { continue }
        var frame = stack.removeLast()
        if let container = frame.container {
          frame.closeMember(at: frame.lastEnd)
          containers[container] = SwiftOutline.Container(keyword: containers[container].keyword, close: start, members: frame.members)
        }
        if case .function = frame.kind {
          switch top.kind {
          case .file, .type, .accessors:
            bodies.append(
              SwiftOutline.Body(open: frame.open, close: start, isEmpty: !frame.hasTokens, returnsValue: frame.returnsValue))
            // An accessor's body belongs to the member that holds the accessors.
            if top.container != nil {
              top.member?.bodies.append(bodies.count - 1)
            } else if stack.count > 1 {
              stack[stack.count - 2].member?.bodies.append(bodies.count - 1)
            }
          default: break
          }
        }
        top.keyword = nil
        top.assigned = false
        if top.container != nil { top.note(start: start, end: index, token: .plain) }
        continue
      case UInt8(ascii: "("), UInt8(ascii: "["):
        top.depth += 1
        index += 1
        token = .bracket
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        top.depth = max(0, top.depth - 1)
        index += 1
        token = .bracket
      case UInt8(ascii: ";"):
        if top.depth == 0 { top.keyword = nil }
        index += 1
      case UInt8(ascii: "."):
        afterDot = true
        index += 1
      case _ where Self.isWordStart(byte):
        let name = word()
        if case .accessors = top.kind, top.depth == 0, Self.accessorWords.contains(name) {
          top.accessor = name
        }
        if top.holdsDeclarations, !wasAfterDot, Self.isKeyword(name) {
          token = .keyword(name)
          top.keyword = name
          top.assigned = false
          top.arrow = false
        } else if !wasAfterDot, Self.modifiers.contains(name) {
          token = .prefix
        } else {
          token = .name(name)
        }
      case _ where Self.isOperator(byte):
        while index < bytes.count, Self.isOperator(bytes[index]) { index += 1 }
        if index - start == 1, byte == UInt8(ascii: "="), top.depth == 0 {
          top.assigned = true
        }
        if index - start == 2, byte == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">"), top.depth == 0 {
          top.arrow = true
        }
        token = .name(Substring(decoding: bytes[start..<index], as: UTF8.self))
      default:
        index += 1
      }
      if top.container != nil { top.note(start: start, end: index, token: token) }
    }
    while stack.count > 1 { stack.removeLast() }
    stack[0].closeMember(at: stack[0].lastEnd)
    containers[0] = SwiftOutline.Container(keyword: "file", close: bytes.count, members: stack[0].members)
    return (bodies, containers)
  }

  /// The code in `range` without comments, each run of white space as one space, and nothing of
  /// the `skipped` ranges (sorted, inside `range`).
  mutating func normalized(_ range: Range<Int>, skipping skipped: [Range<Int>]) -> String {
    var out: [UInt8] = []
    var skips = skipped[...]
    index = range.lowerBound
    while index < range.upperBound {
      if let skip = skips.first, index >= skip.lowerBound {
        index = max(index, skip.upperBound)
        skips.removeFirst()
        continue
      }
      if skipTrivia() {
        if out.last != UInt8(ascii: " ") { out.append(UInt8(ascii: " ")) }
        continue
      }
      let start = index
      if bytes[index] == UInt8(ascii: "\"") {
        skipString(hashes: 0)
      } else if bytes[index] == UInt8(ascii: "#") {
        index += count(of: UInt8(ascii: "#"), from: index)
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { skipString(hashes: index - start) }
      } else {
        index += 1
      }
      out += bytes[start..<min(index, bytes.count)]
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The offset of the first `=` of `range` outside brackets.
  mutating func assignment(in range: Range<Int>) -> Int? {
    var depth = 0
    index = range.lowerBound
    while index < range.upperBound {
      if skipTrivia() { continue }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        skipString(hashes: 0)
      } else if Self.isOperator(byte) {
        let start = index
        while index < bytes.count, Self.isOperator(bytes[index]) { index += 1 }
        if index - start == 1, byte == UInt8(ascii: "="), depth == 0 { return start }
      } else {
        if "{([".utf8.contains(byte) { depth += 1 }
        if "})]".utf8.contains(byte) { depth -= 1 }
        index += 1
      }
    }
    return nil
  }

  /// All the bytes, with each identifier `name` replaced (see ``SwiftOutline/renaming(_:to:)``).
  mutating func renaming(_ name: [UInt8], to replacement: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    index = 0
    rename(name, to: replacement, into: &out, until: nil)
    return out
  }

  /// Copies code from `index` into `out`, renaming, up to the unmatched `closing` (copied too).
  private mutating func rename(_ name: [UInt8], to replacement: [UInt8], into out: inout [UInt8], until closing: UInt8?) {
    var depth = 0
    while index < bytes.count {
      let start = index
      if skipTrivia() {
        out += bytes[start..<index]
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && next(count(of: UInt8(ascii: "#"), from: index)) == UInt8(ascii: "\""))
      {
        renameInString(name, to: replacement, into: &out)
      } else if Self.isWordStart(byte) {
        let word = word()
        out += word.utf8.elementsEqual(name) ? replacement : Array(bytes[start..<index])
      } else {
        index += 1
        out.append(byte)
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") {
          if depth == 0, closing == byte { return }
          depth -= 1
        }
      }
    }
  }

  /// Copies a string literal, renaming inside its interpolations.
  private mutating func renameInString(_ name: [UInt8], to replacement: [UInt8], into out: inout [UInt8]) {
    let hashes = count(of: UInt8(ascii: "#"), from: index)
    out += bytes[index..<index + hashes]
    index += hashes
    let multiline = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    out += bytes[index..<index + quotes]
    index += quotes
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
        out += bytes[index..<min(bytes.count, index + 2 + hashes)]
        index += 2 + hashes
        if bytes[index - 1] == UInt8(ascii: "(") { rename(name, to: replacement, into: &out, until: UInt8(ascii: ")")) }
      } else if byte == UInt8(ascii: "\""), count(of: UInt8(ascii: "\""), from: index) >= quotes,
        count(of: UInt8(ascii: "#"), from: index + quotes) >= hashes
      {
        out += bytes[index..<index + quotes + hashes]
        index += quotes + hashes
        return
      } else {
        out.append(byte)
        index += 1
        if byte == UInt8(ascii: "\n"), !multiline { return }
      }
    }
  }

  /// Whether the code in `range` is one expression: no statement keyword and no second
  /// statement at its own level (a new line that does not continue the line before).
  mutating func isSingleExpression(_ range: Range<Int>) -> Bool {
    var depth = 0
    var statements = 0
    var newLine = false
    // The last token of this level asks for more: an operator, a comma.
    var continues = false
    index = range.lowerBound
    while index < range.upperBound {
      let gap = index
      if skipTrivia() {
        if bytes[gap..<index].contains(UInt8(ascii: "\n")) { newLine = true }
        continue
      }
      let byte = bytes[index]
      var isOperator = false
      var name: Substring = ""
      if byte == UInt8(ascii: "\"") {
        skipString(hashes: 0)
      } else if byte == UInt8(ascii: "#") {
        let hashes = count(of: UInt8(ascii: "#"), from: index)
        index += hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { skipString(hashes: hashes) } else { name = word() }
      } else if Self.isWordStart(byte) {
        name = word()
      } else if Self.isOperator(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
        index += 1
        while index < bytes.count, Self.isOperator(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        isOperator = true
      } else {
        index += 1
      }
      if depth == 0 {
        if Self.statementKeywords.contains(name) || byte == UInt8(ascii: ";") { return false }
        let continuation = isOperator || name == "else" || name == "catch"
        if statements == 0 || (newLine && !continues && !continuation) { statements += 1 }
        if statements > 1 { return false }
        continues = isOperator
      }
      newLine = false
      if "{([".utf8.contains(byte) { depth += 1 }
      if "})]".utf8.contains(byte) {
        depth -= 1
        if depth == 0 { continues = false }
      }
    }
    return statements == 1
  }

  private static let statementKeywords: Set<Substring> = [
    "let", "var", "guard", "return", "throw", "defer", "do", "for", "while", "repeat", "break", "continue", "func",
  ]

  /// The offset of the `{` in `range` whose matching `}` is at `close`.
  mutating func openBrace(in range: Range<Int>, matching close: Int) -> Int? {
    var opens: [Int] = []
    index = range.lowerBound
    while index < min(range.upperBound, close + 1) {
      if skipTrivia() { continue }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        skipString(hashes: 0)
      case UInt8(ascii: "#"):
        let hashes = count(of: UInt8(ascii: "#"), from: index)
        index += hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { skipString(hashes: hashes) }
      case UInt8(ascii: "{"):
        opens.append(index)
        index += 1
      case UInt8(ascii: "}"):
        let open = opens.popLast()
        if index == close { return open }
        index += 1
      default:
        index += 1
      }
    }
    return nil
  }

  /// Skips white space and comments (nested block comments too); true when it skipped any.
  private mutating func skipTrivia() -> Bool {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if byte == UInt8(ascii: "/"), next(1) == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
        var depth = 0
        repeat {
          if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        } while depth > 0 && index < bytes.count
      } else {
        break
      }
    }
    return index > start
  }

  /// Skips a string literal that starts at `index` (its opening quote), after `hashes` `#`s.
  private mutating func skipString(hashes: Int) {
    let multiline = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
        index += 1 + hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          index += 1
          skipInterpolation()
        } else {
          index += 1
        }
      } else if byte == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        if count(of: UInt8(ascii: "\""), from: index) >= quotes, count(of: UInt8(ascii: "#"), from: index + quotes) >= hashes {
          index += quotes + hashes
          return
        }
        index += 1
      } else if byte == UInt8(ascii: "\n"), !multiline {
        return
      } else {
        index += 1
      }
    }
  }

  /// Skips an extended regex literal (`#/.../#`) from its first `/`.
  private mutating func skipRegex(hashes: Int) {
    index += 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
      } else if bytes[index] == UInt8(ascii: "/"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
        index += 1 + hashes
        return
      } else {
        index += 1
      }
    }
  }

  /// Skips the code of an interpolation, up to and past its closing parenthesis.
  private mutating func skipInterpolation() {
    var depth = 1
    while index < bytes.count {
      if skipTrivia() { continue }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        skipString(hashes: 0)
      } else if byte == UInt8(ascii: "#"), next(1) == UInt8(ascii: "\"") || next(1) == UInt8(ascii: "#") {
        let hashes = count(of: UInt8(ascii: "#"), from: index)
        index += hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { skipString(hashes: hashes) }
      } else {
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        }
        index += 1
      }
    }
  }

  private mutating func word() -> Substring {
    let start = index
    while index < bytes.count, Self.isWordStart(bytes[index]) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
      index += 1
    }
    return Substring(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func peekWord() -> Substring {
    var copy = self
    return copy.word()
  }

  private func next(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func count(of byte: UInt8, from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] == byte { end += 1 }
    return end - start
  }

  private static func isWordStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private static func isOperator(_ byte: UInt8) -> Bool {
    "=-+!*/%<>&|^~?".utf8.contains(byte)
  }
}
