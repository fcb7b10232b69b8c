import Foundation

/// Reads what `swift test` printed: compiler errors, the test that was running when the process
/// died, and each failed expectation with its file and line (which the xUnit files leave out).
struct ConsoleLog {
  let lines: [Substring]

  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  var builtSuccessfully: Bool { lines.contains { $0.hasPrefix("Build complete!") } }

  /// `/path/File.swift:12:5: error: message`, each once, in the order printed.
  var compilerErrors: [Diagnostic] {
    var seen = Set<String>()
    var errors: [Diagnostic] = []
    for line in lines {
      guard let range = line.range(of: ": error: "),
        let diagnostic = Self.location(in: line[..<range.lowerBound], message: line[range.upperBound...])
      else { continue }
      if seen.insert(diagnostic.location + diagnostic.message).inserted { errors.append(diagnostic) }
    }
    return errors
  }

  /// A test that printed that it started and never that it ended.
  var unfinishedTest: String? {
    var open: [String] = []
    for line in lines {
      if let name = Self.swiftTestingName(line, after: "◇ Test "), line.hasSuffix(" started.") {
        open.append(name)
      } else if let name = Self.swiftTestingName(line, after: "✔ Test ") ?? Self.swiftTestingName(line, after: "✘ Test ") {
        open.removeAll { $0 == name }
      } else if let name = Self.xctestName(line), line.hasSuffix("' started.") {
        open.append(name)
      } else if let name = Self.xctestName(line), line.contains("' passed") || line.contains("' failed") {
        open.removeAll { $0 == name }
      }
    }
    return open.last
  }

  var reportedSignal: Int32? {
    guard let line = lines.last(where: { $0.contains("unexpected signal code") }) else { return nil }
    return Int32(line.split(separator: " ").last.map { $0.filter(\.isNumber) } ?? "")
  }

  /// Failed expectations by test name (`profile_asksForJSON()` or `test_login_...`), in order.
  var issuesByTest: [String: [Diagnostic]] {
    var issues: [String: [Diagnostic]] = [:]
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      // Swift Testing: ✘ Test name() recorded an issue at File.swift:12:5: Expectation failed: ...
      if let name = Self.swiftTestingName(line, after: "✘ Test "), line.contains(" recorded an issue"),
        let swiftFile = line.range(of: ".swift:"), let at = line[..<swiftFile.lowerBound].range(of: " at ", options: .backwards)
      {
        // A parameterized test adds "with 1 argument status → 404" before " at File.swift:...".
        let rest = line[at.upperBound...]
        let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let lineNumber = Int(parts[1]) else { continue }
        var message = parts[3].trimmingCharacters(in: .whitespaces)
        // The expectation's own message follows on "↳" lines, after an optional "±" diff.
        while index < lines.count, lines[index].hasPrefix("↳ ") || lines[index].hasPrefix("± ") {
          message += "\n" + lines[index].dropFirst(2)
          index += 1
        }
        issues[name, default: []].append(Diagnostic(file: String(parts[0]), line: lineNumber, message: message))
        continue
      }
      // XCTest: /path/File.swift:12: error: -[Module.Class test_name] : XCTAssertEqual failed: ...
      if let range = line.range(of: ": error: -["), let close = line[range.upperBound...].range(of: "] : ") {
        let name = line[range.upperBound..<close.lowerBound].split(separator: " ").last.map(String.init) ?? ""
        if let diagnostic = Self.location(in: line[..<range.lowerBound], message: line[close.upperBound...]) {
          issues[name, default: []].append(diagnostic)
        }
      }
    }
    return issues
  }

  private static func location(in prefix: Substring, message: Substring) -> Diagnostic? {
    let parts = prefix.split(separator: ":")
    guard parts.count >= 2, parts[0].hasSuffix(".swift") || parts[0].hasSuffix("Package.swift"),
      let line = Int(parts[1])
    else { return nil }
    return Diagnostic(file: String(parts[0]), line: line, message: String(message))
  }

  private static func swiftTestingName(_ line: Substring, after marker: String) -> String? {
    guard let range = line.range(of: marker) else { return nil }
    let rest = line[range.upperBound...]
    guard let close = rest.firstIndex(of: ")") else { return nil }
    return String(rest[...close])
  }

  private static func xctestName(_ line: Substring) -> String? {
    guard line.hasPrefix("Test Case '"), let open = line.range(of: " "), let close = line.range(of: "]'") else { return nil }
    return String(line[open.upperBound..<close.lowerBound])
  }
}
