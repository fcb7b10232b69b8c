import Foundation

/// One lab's code with its mutants built in, each switched on at run time by `WORKBOOK_MUTANT`
/// ("mutant schemata"): one build serves every mutant.
///
/// The original and the mutated file are compared member by member (``SwiftOutline``). Each body
/// a mutant changes becomes a `switch` over the running mutant, with a case per mutant that
/// changes it and the original body as the default:
/// ```swift
/// public func load() async {
/// switch workbookMutantSwitch {
/// case "Lab11YourTests/skips-the-loading-state":
///   errorMessage = nil
///   do { ... }
/// default:
///   errorMessage = nil
///   state = .loading
///   do { ... }
/// }
/// }
/// ```
/// The whole body is copied rather than the changed lines, so a `guard`, a `let` or a `defer` in
/// it keeps its scope. A member the mutant adds (a stored property, a helper, a type) is added for
/// every run, under a name the original does not declare around it, so no original code can
/// reach it; a member it removes is kept, when no code of the mutant names it. Comments do not
/// count. Any other change (a declaration changed, an extension or an enum case added or removed)
/// cannot be switched: that mutant is left out, with the reason, and needs a build of its own.
///
/// ```swift
/// let schemata = MutantSchemata(module: lab.module, originals: files, mutants: mutated)
/// for (path, text) in schemata.files { try text.write(...) }
/// ```
struct MutantSchemata: Sendable {
  /// The environment variable the generated code reads: `<Module>/<slug>`, or empty for none.
  static let environmentKey = "WORKBOOK_MUTANT"
  /// The file the generated code adds to the lab's code.
  static let switchFile = "WorkbookMutantSwitch.swift"

  /// The files that differ from the original, by path relative to the lab's code folder, and the
  /// switch itself.
  private(set) var files: [String: String] = [:]
  /// The slugs that are switched.
  private(set) var switched: [String] = []
  /// The slugs that are not, with why.
  private(set) var apart: [String: String] = [:]
  /// Where each mutant's code is in the generated files, for blaming a compiler error on it.
  private(set) var regions: [Region] = []

  struct Region: Equatable, Sendable {
    let path: String
    let lines: ClosedRange<Int>
    let slug: String
  }

  /// What a mutant changes in one file, in the original's terms.
  private struct Changes {
    /// Body index to the mutated inside, and whether it has a `return` of its own.
    var bodies: [(body: Int, inside: String, returns: Bool)] = []
    /// Container index to the members added there.
    var additions: [(container: Int, name: Substring, text: String)] = []
    /// Names of removed members, kept in the switched code.
    var removed: Set<Substring> = []
    /// A stored property's initial value changed: where the original's is, and the new one.
    var initializers: [(range: Range<Int>, value: String)] = []
  }

  /// What comparing two versions of a container found.
  private enum Verdict {
    case switchable
    case apart(String)
    /// A declaration visible in its file only changed: give the mutant's its own name and compare again.
    case rename(Substring)
  }

  /// - Parameters:
  ///   - originals: the text of each file the mutants change, by relative path.
  ///   - mutants: each mutant's slug and its mutated files (path to text), in order.
  init(module: String, originals: [String: String], mutants: [(slug: String, files: [String: String])]) {
    var outlines: [String: SwiftOutline] = [:]
    for (path, text) in originals { outlines[path] = SwiftOutline(text) }
    // Each mutant on its own, then against the others, then the code.
    var found: [(slug: String, changes: [String: Changes])] = []
    for (number, mutant) in mutants.enumerated() {
      switch Self.changes(of: mutant.files, number: number, in: outlines) {
      case .success(let changes): found.append((mutant.slug, changes))
      case .failure(let problem): apart[mutant.slug] = problem.reason
      }
    }
    let names = originals.mapValues { Self.identifiers(in: [$0]) }
    for (slug, changes) in found {
      if let reason = Self.conflict(of: slug, changes, with: found, originalNames: names) { apart[slug] = reason }
    }
    var cases: [String: [Int: [Case]]] = [:]
    var values: [String: [Range<Int>: [Case]]] = [:]
    var added: [String: [Int: [(slug: String, text: String)]]] = [:]
    for (slug, changes) in found where apart[slug] == nil {
      switched.append(slug)
      for (path, change) in changes {
        for body in change.bodies {
          cases[path, default: [:]][body.body, default: []].append(Case(slug: slug, inside: body.inside, returns: body.returns))
        }
        for value in change.initializers {
          values[path, default: [:]][value.range, default: []].append(Case(slug: slug, inside: value.value, returns: true))
        }
        // Two mutants that add the same member share it.
        for addition in change.additions where !(added[path]?[addition.container] ?? []).contains(where: { $0.text == addition.text }) {
          added[path, default: [:]][addition.container, default: []].append((slug, addition.text))
        }
      }
    }
    for path in Set(cases.keys).union(added.keys).union(values.keys) {
      guard let outline = outlines[path] else { continue }
      files[path] = generate(
        path: path, outline: outline, cases: cases[path] ?? [:], values: values[path] ?? [:], additions: added[path] ?? [:],
        module: module)
    }
    if !switched.isEmpty { files[Self.switchFile] = Self.switchSource }
  }

  private struct Unswitchable: Error {
    let reason: String
  }

  /// What one mutant changes, file by file, or why it cannot be switched.
  private static func changes(of files: [String: String], number: Int, in outlines: [String: SwiftOutline])
    -> Result<[String: Changes], Unswitchable>
  {
    var found: [String: Changes] = [:]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      guard let before = outlines[path] else { return .failure(Unswitchable(reason: "\(path) is not in the lab's code")) }
      var text = text
      var renamed: Set<Substring> = []
      while true {
        var changes = Changes()
        switch compare(before, 0, SwiftOutline(text), 0, in: path, into: &changes) {
        case .switchable:
          found[path] = changes
        case .apart(let reason):
          return .failure(Unswitchable(reason: reason))
        case .rename(let name) where !renamed.contains(name):
          // Every use in the file is renamed, so the mutant's code sees its own declaration.
          renamed.insert(name)
          text = SwiftOutline(text).renaming(name, to: "\(name)Mutant\(number)")
          continue
        case .rename(let name):
          return .failure(Unswitchable(reason: "it changes the declaration of `\(name)` in \(path) beyond renaming"))
        }
        break
      }
    }
    if found.values.allSatisfy({ $0.bodies.isEmpty && $0.additions.isEmpty && $0.initializers.isEmpty }) {
      return .failure(Unswitchable(reason: "it changes nothing but comments and white space"))
    }
    return .success(found)
  }

  /// Why a mutant's code, beside the others', would not be what it is alone: it names a member it
  /// removed (kept for the original), or a name only another mutant adds (that the original does
  /// not use either), or adds a member another mutant adds differently.
  private static func conflict(
    of slug: String, _ changes: [String: Changes], with all: [(slug: String, changes: [String: Changes])],
    originalNames: [String: Set<Substring>]
  ) -> String? {
    for (path, change) in changes.sorted(by: { $0.key < $1.key }) {
      let words = identifiers(in: change.bodies.map(\.inside) + change.additions.map(\.text) + change.initializers.map(\.value))
      if let name = change.removed.sorted().first(where: words.contains) {
        return "it removes `\(name)` from \(path) and still names it"
      }
      let own = Set(change.additions.map(\.name))
      for (other, otherChanges) in all where other != slug {
        for addition in otherChanges[path]?.additions ?? [] {
          if own.contains(addition.name), !change.additions.contains(where: { $0.text == addition.text }) {
            return "it adds `\(addition.name)` to \(path), as mutant \(other) does differently"
          }
          if !own.contains(addition.name), words.contains(addition.name), originalNames[path]?.contains(addition.name) == false {
            return "it names `\(addition.name)`, which mutant \(other) adds to \(path)"
          }
        }
      }
    }
    return nil
  }

  /// Compares container `old` of `before` with container `new` of `after`, member by member.
  private static func compare(
    _ before: SwiftOutline, _ old: Int, _ after: SwiftOutline, _ new: Int, in path: String, into changes: inout Changes
  ) -> Verdict {
    let oldMembers = before.containers[old].members
    let newMembers = after.containers[new].members
    let pairs = commonSubsequence(oldMembers.map(before.signature(of:)), newMembers.map(after.signature(of:)))
    for (i, j) in pairs {
      for (x, y) in zip(oldMembers[i].bodies, newMembers[j].bodies) where before.inside(before.bodies[x]) != after.inside(after.bodies[y]) {
        changes.bodies.append((x, after.inside(after.bodies[y]), !after.isSingleExpression(after.bodies[y])))
      }
      if let inner = oldMembers[i].container, let innerAfter = newMembers[j].container {
        let verdict = compare(before, inner, after, innerAfter, in: path, into: &changes)
        guard case .switchable = verdict else { return verdict }
      }
    }
    var removed = oldMembers.indices.filter { i in !pairs.contains { $0.0 == i } }.map { oldMembers[$0] }
    var added = newMembers.indices.filter { j in !pairs.contains { $0.1 == j } }.map { newMembers[$0] }
    // A declaration that changed: removed and added under one name.
    for member in added {
      guard let original = removed.first(where: { $0.name == member.name }) else { continue }
      if before.head(of: original) == after.head(of: member), let value = before.initializer(of: original),
        let newValue = after.initializer(of: member)
      {
        changes.initializers.append((value, after.text(newValue)))
        removed.removeAll { $0 == original }
        added.removeAll { $0 == member }
      } else if before.members(named: member.name).allSatisfy(before.isFileLocal) {
        return .rename(member.name)
      } else {
        return .apart("it changes the declaration of `\(member.name)` in \(path), which code in other files can see")
      }
    }
    for member in removed {
      if let reason = unswitchable(member, in: path, container: before.containers[old]) { return .apart("it removes \(reason)") }
      changes.removed.insert(member.name)
    }
    let names = Set(oldMembers.map(\.name))
    for member in added {
      if let reason = unswitchable(member, in: path, container: before.containers[old]) { return .apart("it adds \(reason)") }
      if names.contains(member.name) { return .apart("it declares `\(member.name)` in \(path) a second time") }
      changes.additions.append((old, member.name, after.text(member)))
    }
    return .switchable
  }

  /// Why adding or removing `member` would change what the original code does, or nil.
  private static func unswitchable(_ member: SwiftOutline.Member, in path: String, container: SwiftOutline.Container) -> String? {
    if container.keyword == "protocol" { return "a requirement of a protocol in \(path)" }
    if member.keyword == "extension" { return "an extension in \(path)" }
    if member.keyword == "case" { return "an enum case in \(path)" }
    if member.keyword.hasPrefix("#") { return "a compiler directive (\(member.keyword)) in \(path)" }
    if member.name.isEmpty { return "a declaration without a name in \(path)" }
    return nil
  }

  private static func identifiers(in texts: [String]) -> Set<Substring> {
    var words: Set<Substring> = []
    for text in texts {
      var current = ""
      for character in text + " " {
        if character.isLetter || character.isNumber || character == "_" {
          current.append(character)
        } else if !current.isEmpty {
          words.insert(Substring(current))
          current = ""
        }
      }
    }
    return words
  }

  /// The index pairs of a longest common subsequence of `a` and `b`.
  private static func commonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }

  /// The original text with each changed body replaced by its switch and each added member
  /// before the end of its container; records the regions.
  private mutating func generate(
    path: String, outline: SwiftOutline, cases: [Int: [Case]], values: [Range<Int>: [Case]],
    additions: [Int: [(slug: String, text: String)]], module: String
  ) -> String {
    // Edits by offset: a body's inside replaced, or members inserted before a closing brace.
    var edits: [(offset: Int, body: Int?, value: Range<Int>?, container: Int?)] = cases.keys.map {
      (outline.bodies[$0].open + 1, $0, nil, nil)
    }
    edits += values.keys.map { ($0.lowerBound, nil, $0, nil) }
    edits += additions.keys.map { (outline.containers[$0].close, nil, nil, $0) }
    edits.sort { $0.offset < $1.offset }
    var out = ""
    var line = 1
    var start = 0
    func emit(_ text: String) {
      out += text
      line += text.utf8.count { $0 == UInt8(ascii: "\n") }
    }
    for edit in edits {
      emit(String(decoding: outline.bytes[start..<edit.offset], as: UTF8.self))
      start = edit.offset
      if let number = edit.body, let bodyCases = cases[number] {
        let body = outline.bodies[number]
        let original = Case(slug: "", inside: outline.inside(body), returns: !outline.isSingleExpression(body))
        // A body of one expression is its value; beside a body with `return`s it needs its own.
        let mixed = body.returnsValue && Set((bodyCases + [original]).map(\.returns)).count > 1
        emit("\nswitch workbookMutantSwitch {\n")
        for branch in bodyCases {
          let first = line
          emit("case \"\(module)/\(branch.slug)\":\n")
          emit(branch.statements(returning: mixed))
          regions.append(Region(path: path, lines: first...line, slug: branch.slug))
          emit("\n")
        }
        emit("default:\n")
        emit(original.statements(returning: mixed))
        emit("\n}\n")
        start = body.close
      }
      if let range = edit.value, let valueCases = values[range] {
        // A closure called at once: `switch` is no expression inside some property wrappers' macros.
        emit(" {\nswitch workbookMutantSwitch {\n")
        for branch in valueCases {
          let first = line
          emit("case \"\(module)/\(branch.slug)\": return \(branch.inside)")
          regions.append(Region(path: path, lines: first...line, slug: branch.slug))
          emit("\n")
        }
        emit("default: return \(outline.text(range))\n}\n}()")
        start = range.upperBound
      }
      if let container = edit.container {
        for addition in additions[container] ?? [] {
          emit("\n")
          let first = line
          emit(addition.text)
          regions.append(Region(path: path, lines: first...line, slug: addition.slug))
          emit("\n")
        }
      }
    }
    emit(String(decoding: outline.bytes[start...], as: UTF8.self))
    return out
  }

  /// One version of a body: a mutant's (by slug) or the original.
  private struct Case {
    let slug: String
    let inside: String
    /// It has a `return` of its own, so it is not one expression whose value is the result.
    let returns: Bool

    /// The inside as the statements of a switch case: `break` when there are none, and with
    /// `return` in front when it is one expression among bodies that return.
    func statements(returning: Bool) -> String {
      if SwiftOutline("func f() {\(inside)}").bodies.first?.isEmpty == true { return inside + "break" }
      guard returning, !returns else { return inside }
      let code = inside.drop { $0.isWhitespace }
      return inside.dropLast(code.count) + "return " + code
    }
  }

  /// The generated file that reads which mutant runs. It reads the environment with `getenv`, as
  /// swift-testing's own `Environment.variable(named:)` does on Apple platforms and Linux
  /// (Sources/Testing/Support/Environment.swift), rather than Foundation's `ProcessInfo`: importing
  /// Foundation here would make its members visible to every file of a lab that never imports it.
  static let switchSource = """
    // Generated by the workbook tool for its own builds of a lab's mutants; never part of Labs/,
    // Solutions/ or Given/. The mutant this test process runs: "<Module>/<slug>", or "" for none.
    #if canImport(Darwin)
      import Darwin
    #elseif canImport(Glibc)
      import Glibc
    #elseif canImport(Musl)
      import Musl
    #endif

    let workbookMutantSwitch: String = getenv("\(environmentKey)").flatMap { String(validatingCString: $0) } ?? ""

    """
}
