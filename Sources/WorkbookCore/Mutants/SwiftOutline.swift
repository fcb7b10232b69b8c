/// The declarations of a Swift source file, as far as mutant switching needs them: the file and
/// each type body are containers of members (declarations), and each member may have bodies (of a
/// function, initializer, deinitializer, accessor or computed property) and a container (a type's).
/// A closure's or a local function's body is part of the body around it.
///
/// Not a parser: a lexer that knows comments, strings (raw, multi-line, interpolated) and brackets,
/// and tells a declaration by its keyword. That is enough to compare two versions of a file member
/// by member (``signature(of:)``, without comments and bodies) and body by body (``inside(_:)``).
///
/// ```swift
/// let outline = SwiftOutline(text)
/// for member in outline.containers[0].members { print(member.keyword, member.name) }
/// ```
struct SwiftOutline {
  /// A body, by the UTF-8 offsets of its braces.
  struct Body: Equatable {
    let open: Int
    let close: Int
    /// Nothing but comments and white space between the braces.
    let isEmpty: Bool
    /// A function with `->`, a getter: a body of one expression is its value.
    let returnsValue: Bool
  }

  /// The file (container 0) or a type's body.
  struct Container: Equatable {
    /// `file`, or the type's keyword: `struct`, `class`, `enum`, `actor`, `extension`, `protocol`.
    let keyword: Substring
    /// The offset of the closing brace (of the end, for the file).
    let close: Int
    let members: [Member]
  }

  /// One declaration, from its first attribute or modifier to its last character.
  struct Member: Equatable {
    let range: Range<Int>
    /// `func`, `var`, `struct`, `import`, `case`, `#if`, ...
    let keyword: Substring
    /// The declared name: `load`, `init`, `State`; the extended type of an extension.
    let name: Substring
    /// Indexes into ``SwiftOutline/bodies``.
    let bodies: [Int]
    /// Index into ``SwiftOutline/containers``, for a type.
    let container: Int?
  }

  let bytes: [UInt8]
  let bodies: [Body]
  let containers: [Container]

  init(_ text: String) {
    bytes = Array(text.utf8)
    var lexer = SwiftLexer(bytes: bytes)
    (bodies, containers) = lexer.outline()
  }

  /// What is between a body's braces.
  func inside(_ body: Body) -> String {
    String(decoding: bytes[(body.open + 1)..<body.close], as: UTF8.self)
  }

  /// The body is one expression (its value is the result, without `return`).
  func isSingleExpression(_ body: Body) -> Bool {
    var lexer = SwiftLexer(bytes: bytes)
    return lexer.isSingleExpression((body.open + 1)..<body.close)
  }

  func text(_ member: Member) -> String {
    text(member.range)
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// A member's code without comments, with white space runs as one space, and without the inside
  /// of its bodies and of its type's body: equal signatures, equal declarations.
  func signature(of member: Member) -> String {
    var skipped = member.bodies.map { bodies[$0].open + 1..<bodies[$0].close }
    if let container = member.container, let open = openBrace(of: member, closing: containers[container].close) {
      skipped.append(open + 1..<containers[container].close)
    }
    var lexer = SwiftLexer(bytes: bytes)
    return lexer.normalized(member.range, skipping: skipped.sorted { $0.lowerBound < $1.lowerBound })
  }

  /// A stored property: `var` or `let` without bodies.
  func isStored(_ member: Member) -> Bool {
    (member.keyword == "var" || member.keyword == "let") && member.bodies.isEmpty && member.container == nil
  }

  /// A stored property's initial value, after its `=`.
  func initializer(of member: Member) -> Range<Int>? {
    guard isStored(member) else { return nil }
    var lexer = SwiftLexer(bytes: bytes)
    return lexer.assignment(in: member.range).map { $0 + 1..<member.range.upperBound }
  }

  /// A member's signature up to its initial value.
  func head(of member: Member) -> String {
    let end = initializer(of: member)?.lowerBound ?? member.range.upperBound
    var lexer = SwiftLexer(bytes: bytes)
    return lexer.normalized(member.range.lowerBound..<end, skipping: [])
  }

  /// Visible in this file only: `private` or `fileprivate` (not just its setter), or inside a type
  /// that is.
  func isFileLocal(_ member: Member) -> Bool {
    var member = member
    while true {
      let words = signature(of: member).split(whereSeparator: { !$0.isLetter && $0 != "(" })
      if words.contains(where: { $0 == "private" || $0 == "fileprivate" }) { return true }
      guard let owner = owner(ofContainerHolding: member) else { return false }
      member = owner
    }
  }

  /// The members named `name`, in every container.
  func members(named name: Substring) -> [Member] {
    containers.flatMap { $0.members.filter { $0.name == name } }
  }

  /// The type whose body holds `member`, or nil at file level.
  private func owner(ofContainerHolding member: Member) -> Member? {
    guard let index = containers.firstIndex(where: { $0.members.contains(member) }), index > 0 else { return nil }
    return containers.flatMap(\.members).first { $0.container == index }
  }

  /// The text with every use of the identifier `name` (outside comments and string text, inside
  /// interpolations too) spelled `replacement`.
  func renaming(_ name: Substring, to replacement: String) -> String {
    var lexer = SwiftLexer(bytes: bytes)
    return String(decoding: lexer.renaming(Array(name.utf8), to: Array(replacement.utf8)), as: UTF8.self)
  }

  /// The opening brace that matches the closing brace at `close`, inside `member`.
  private func openBrace(of member: Member, closing close: Int) -> Int? {
    var lexer = SwiftLexer(bytes: bytes)
    return lexer.openBrace(in: member.range, matching: close)
  }
}
