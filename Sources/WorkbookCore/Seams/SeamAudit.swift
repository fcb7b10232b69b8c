import Foundation

/// The seam audit of one lab: finds, in the lab's Swift files, each hidden dependency its
/// `labs.json` entry lists (``LabSeam``), outside the files allowed to reach for it.
///
/// `check` audits the learner's folder and shows each finding under the verdict; `verify` audits
/// the solution and the given code, which must have none, and the list itself (``problems()``).
///
/// ```swift
/// let audit = SeamAudit(lab: lab, catalog: catalog)
/// for finding in audit.findings(inFolder: Layout.learnerFolder(of: lab)) {
///   print(finding.location, finding.expression, finding.seam.instead)
/// }
/// ```
public struct SeamAudit: Sendable {
  public let lab: Lab
  public let catalog: Catalog

  public init(lab: Lab, catalog: Catalog) {
    self.lab = lab
    self.catalog = catalog
  }

  /// The lab's rules the tool knows.
  var rules: [(rule: SeamRule, seam: LabSeam)] {
    (lab.seams ?? []).compactMap { seam in seam.known.map { ($0, seam) } }
  }

  /// The findings in the Swift files below `folder` (relative to the workbook's folder), by file
  /// (``Fingerprint/swiftFiles(in:orEnding:)`` sorts them) then place in the file.
  public func findings(inFolder folder: String) -> [SeamFinding] {
    guard !(lab.seams ?? []).isEmpty else { return [] }
    let root = catalog.url(folder)
    return Fingerprint.swiftFiles(in: root).flatMap { file -> [SeamFinding] in
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
      let inLab = Catalog.relativePath(file.path, in: root) ?? file.lastPathComponent
      return findings(in: text, file: inLab, shownAs: "\(folder)/\(inLab)")
    }
  }

  /// The findings in `text`, the file at `path` inside the lab's folder, shown as `shownAs`.
  func findings(in text: String, file path: String, shownAs: String) -> [SeamFinding] {
    // Most files name none of the rules' words: those are not tokenized (half the audit's cost).
    let rules = rules.filter { !$0.seam.allows(path) && $0.rule.keyWords.contains(where: text.contains) }
    guard !rules.isEmpty else { return [] }
    let tokens = SeamTokenizer.tokens(of: text)
    let bytes = Array(text.utf8)
    var found: [(start: Int, finding: SeamFinding)] = []
    for (rule, seam) in rules {
      for match in rule.matches(in: tokens) {
        let finding = SeamFinding(
          file: shownAs, line: tokens[match.first].line, expression: Self.expression(match, tokens: tokens, bytes: bytes),
          seam: seam, chapter: seam.chapter ?? lab.chapter)
        found.append((tokens[match.first].start, finding))
      }
    }
    // By place in the file; two rules never match at the same token.
    return found.sorted { $0.start < $1.start }.map(\.finding)
  }

  /// The matched code as written; a call cut at its `(` gets its arguments when they are short.
  private static func expression(_ match: SeamRule.Match, tokens: [SeamTokenizer.Token], bytes: [UInt8]) -> String {
    var last = match.last
    if tokens[last].text == "(" {
      var depth = 0
      var end = last
      while end < tokens.count, end - last < 20, tokens[end].line == tokens[match.first].line {
        if tokens[end].text == "(" { depth += 1 }
        if tokens[end].text == ")" { depth -= 1 }
        if depth == 0 { break }
        end += 1
      }
      if end < tokens.count, tokens[end].text == ")", depth == 0 { last = end }
    }
    let text = String(decoding: bytes[tokens[match.first].start..<tokens[last].end], as: UTF8.self)
    let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return tokens[last].text == "(" ? oneLine + "...)" : oneLine
  }

  /// What `verify` holds against the lab: any finding in its reference code (`Solutions/`, and
  /// `Given/` for a lab of kind tests) or in its starter (a learner's first check would show it),
  /// and any problem of its list (``problems(referenceFolders:)``).
  public func contractProblems() -> [String] {
    let folders = [Layout.solutionFolder(of: lab)] + (lab.writesTests ? [Layout.givenFolder(of: lab)] : [])
    let found = (folders + [Layout.learnerFolder(of: lab)]).flatMap { findings(inFolder: $0) }.map { finding in
      "\(lab.module): \(finding.location) reaches for \(finding.expression), a hidden dependency (\(finding.seam.rule)): "
        + "use \(finding.seam.instead), or list the file under that rule's \"allowedIn\" in labs.json if this is its job"
    }
    return found + problems(referenceFolders: folders)
  }

  /// What is wrong with the lab's list, for `verify`: a rule the tool does not know, a section
  /// its chapter does not have, and an allowance that matches nothing in the reference code
  /// (the file is gone, or no longer reaches for that dependency: a stale rule).
  public func problems(referenceFolders: [String]) -> [String] {
    var out: [String] = []
    for seam in lab.seams ?? [] {
      guard let rule = seam.known else {
        let known = SeamRule.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        out.append("labs.json: Lab \(lab.tag) lists the seam rule \"\(seam.rule)\", which the tool does not know. Use one of \(known).")
        continue
      }
      let chapter = seam.chapter ?? lab.chapter
      if !Self.headings(of: catalog.url(chapter)).contains(seam.section) {
        out.append(
          "labs.json: Lab \(lab.tag)'s rule \"\(seam.rule)\" points to the section \"\(seam.section)\", which \(chapter) does not have. "
            + "Name a heading of the chapter as written.")
      }
      for path in seam.allowedIn ?? [] {
        let texts = referenceFolders.compactMap { try? String(contentsOf: catalog.url("\($0)/\(path)"), encoding: .utf8) }
        if texts.isEmpty {
          out.append(
            "labs.json: Lab \(lab.tag) allows \"\(seam.rule)\" in \(path), which is in none of \(referenceFolders.joined(separator: ", ")). "
              + "Remove the allowance or fix the file's name.")
        } else if !texts.contains(where: { !rule.matches(in: SeamTokenizer.tokens(of: $0)).isEmpty }) {
          out.append(
            "labs.json: Lab \(lab.tag) allows \"\(seam.rule)\" in \(path), but its reference code has none: the allowance is stale. Remove it."
          )
        }
      }
    }
    return out
  }

  /// The chapter's headings, without their `#`s.
  private static func headings(of chapter: URL) -> Set<String> {
    guard let text = try? String(contentsOf: chapter, encoding: .utf8) else { return [] }
    var inFence = false
    var out: Set<String> = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      out.insert(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
    }
    return out
  }
}
