import Foundation

/// The change a mutant makes to one file: the hunks of a unified diff (`git diff -U1`), read
/// from the lines between `--- a/<path>` and the next file or the end.
///
/// Applying it finds each hunk's old lines (context and removed) in the file, at the line the
/// hunk names or the nearest place after the previous hunk where they all match exactly, as
/// `git apply` does; a hunk whose old lines are nowhere is an error naming it.
///
/// ```swift
/// let patch = try FilePatch.parse(text, in: "Mutants/Lab01NetworkingSeam/ignores-status-code.patch").first!
/// let mutated = try patch.apply(to: String(contentsOf: solutionFile, encoding: .utf8))
/// ```
struct FilePatch: Sendable, Equatable {
  /// The file, relative to the workbook's folder: `Solutions/Lab01NetworkingSeam/UserAPI.swift`.
  let path: String
  let hunks: [Hunk]

  struct Hunk: Sendable, Equatable {
    /// 1-based, as in `@@ -40,2 +40 @@`.
    let oldStart: Int
    /// The hunk's lines without their first character: ` ` context, `-` removed, `+` added.
    let old: [String]
    let new: [String]
    /// The first removed or added line, for messages.
    var firstChange: String {
      let removed = Set(old).subtracting(new)
      return old.first(where: removed.contains) ?? new.first(where: { !old.contains($0) }) ?? old.first ?? ""
    }
  }

  /// Why a patch does not apply, or is not a patch.
  struct Problem: Error, Equatable {
    let message: String
  }

  /// The file patches of a unified diff; `source` names it in errors.
  static func parse(_ text: String, in source: String) throws -> [FilePatch] {
    var patches: [FilePatch] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    if lines.last == "" { lines.removeLast() }
    while true {
      // Anything before a file's '---' line is text for people (the bug, the hint, git's headers).
      while let line = lines.first, !line.hasPrefix("--- ") { lines.removeFirst() }
      guard let header = lines.popFirst() else { break }
      guard let target = lines.popFirst(), target.hasPrefix("+++ ") else {
        throw Problem(message: "\(source): expected '--- a/<file>' and '+++ b/<file>', found '\(header)'")
      }
      let path = try Self.path(header, in: source)
      guard try Self.path(target, in: source) == path else {
        throw Problem(message: "\(source): '\(header)' and '\(target)' name different files; a mutant changes a file in place")
      }
      var hunks: [Hunk] = []
      while let line = lines.first, line.hasPrefix("@@") {
        lines.removeFirst()
        hunks.append(try hunk(line, body: &lines, in: source))
      }
      if hunks.isEmpty { throw Problem(message: "\(source): no '@@' hunk for \(path)") }
      patches.append(FilePatch(path: path, hunks: hunks))
    }
    return patches
  }

  private static func path(_ line: String, in source: String) throws -> String {
    var path = String(line.dropFirst(4))
    if let tab = path.firstIndex(of: "\t") { path = String(path[..<tab]) }
    guard path.hasPrefix("a/") || path.hasPrefix("b/") else {
      throw Problem(message: "\(source): '\(line)' adds or removes a whole file; a mutant changes an existing file")
    }
    return String(path.dropFirst(2))
  }

  private static func hunk(_ header: String, body lines: inout ArraySlice<String>, in source: String) throws -> Hunk {
    // @@ -oldStart[,oldCount] +newStart[,newCount] @@ optional text
    let fields = header.split(separator: " ")
    func range(_ prefix: Character) -> (start: Int, count: Int)? {
      guard let field = fields.first(where: { $0.first == prefix }) else { return nil }
      let numbers = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard let start = numbers.first ?? nil else { return nil }
      return (start, numbers.count > 1 ? numbers[1] ?? -1 : 1)
    }
    guard fields.first == "@@", let oldRange = range("-"), let newRange = range("+"), oldRange.count >= 0, newRange.count >= 0 else {
      throw Problem(message: "\(source): '\(header)' is not a hunk header (@@ -line,count +line,count @@)")
    }
    var old: [String] = []
    var new: [String] = []
    while old.count < oldRange.count || new.count < newRange.count, let line = lines.popFirst() {
      // An empty line is an empty context line whose leading space an editor trimmed.
      switch line.first {
      case " ", nil:
        old.append(String(line.dropFirst()))
        new.append(String(line.dropFirst()))
      case "-": old.append(String(line.dropFirst()))
      case "+": new.append(String(line.dropFirst()))
      case "\\": continue  // "\ No newline at end of file"
      default:
        throw Problem(message: "\(source): '\(line)' in the hunk '\(header)' starts with none of ' ', '-', '+'")
      }
    }
    while lines.first?.hasPrefix("\\") == true { lines.removeFirst() }
    guard old.count == oldRange.count, new.count == newRange.count else {
      throw Problem(
        message:
          "\(source): the hunk '\(header)' has \(old.count) old and \(new.count) new lines; its header says \(oldRange.count) and \(newRange.count)"
      )
    }
    return Hunk(oldStart: oldRange.start, old: old, new: new)
  }

  /// `text` with every hunk applied.
  func apply(to text: String) throws -> String {
    let endsWithNewline = text.hasSuffix("\n")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if endsWithNewline { lines.removeLast() }
    var output: [String] = []
    var cursor = 0
    var shift = 0
    for (number, hunk) in hunks.enumerated() {
      // A hunk with no old lines inserts after line oldStart; any other starts at line oldStart.
      let expected = max(cursor, (hunk.old.isEmpty ? hunk.oldStart : hunk.oldStart - 1) + shift)
      guard let start = Self.nearest(hunk.old, in: lines, from: cursor, around: expected) else {
        throw Problem(
          message:
            "hunk \(number + 1) of \(hunks.count), near line \(hunk.oldStart), does not match: the lines around '\(hunk.firstChange.trimmingCharacters(in: .whitespaces))' are not there"
        )
      }
      output += lines[cursor..<start]
      output += hunk.new
      cursor = start + hunk.old.count
      shift = start - (hunk.old.isEmpty ? hunk.oldStart : hunk.oldStart - 1)
    }
    output += lines[cursor...]
    return output.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }

  /// The index at which `wanted` matches `lines`, at or after `floor`, nearest to `expected`.
  private static func nearest(_ wanted: [String], in lines: [String], from floor: Int, around expected: Int) -> Int? {
    let last = lines.count - wanted.count
    guard last >= floor else { return nil }
    func matches(_ start: Int) -> Bool {
      start >= floor && start <= last && lines[start..<start + wanted.count].elementsEqual(wanted)
    }
    let expected = min(max(expected, floor), last)
    for distance in 0...max(expected - floor, last - expected) {
      if matches(expected + distance) { return expected + distance }
      if distance > 0, matches(expected - distance) { return expected - distance }
    }
    return nil
  }
}
