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
      } else if let test = Self.xctestName(line), line.contains("' started") {
        open.append(test.id)
      } else if let test = Self.xctestName(line), line.contains("' passed") || line.contains("' failed") {
        open.removeAll { $0 == test.id }
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
      // XCTest: File.swift:12: error: -[Module.Class test_x] : ... (macOS) or Class.test_x : ... (Linux)
      if let (test, prefix, message) = Self.xctestIssue(line),
        let diagnostic = Self.location(in: prefix, message: Self.splittingXCTestMessage(message))
      {
        issues[test.name, default: []].append(diagnostic)
      }
    }
    return issues
  }

  /// XCTest's results, read from its `Test Case '...' passed|failed` lines. Without `--parallel`,
  /// `swift test --xunit-output` writes a file for Swift Testing only, so the console is the one
  /// record of an XCTest suite. `target` is the test target, which the Linux lines leave out.
  func xctestResults(target: String) -> [TestResult] {
    var results: [TestResult] = []
    var failures: [String: [String]] = [:]
    for line in lines {
      if let (test, _, message) = Self.xctestIssue(line) {
        failures[test.id, default: []].append(String(message))
        continue
      }
      guard let test = Self.xctestName(line) else { continue }
      let rest = line.drop { $0 != "'" }.dropFirst().drop { $0 != "'" }.dropFirst()
      let verdict = rest.drop { $0 == " " }.prefix { $0.isLetter }
      guard verdict == "passed" || verdict == "failed" else { continue }
      var messages = failures.removeValue(forKey: test.id) ?? []
      if verdict == "failed" && messages.isEmpty { messages = ["failed"] }
      results.append(TestResult(suite: "\(test.module ?? target).\(test.type)", name: test.name, failures: messages))
    }
    return results
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

  /// An XCTest test as its lines name it: `-[Module.Type test_x]` on macOS, `Type.test_x` on Linux.
  struct XCTestName {
    let module: String?
    let type: String
    let name: String
    var id: String { "\(type).\(name)" }

    init?(_ text: Substring) {
      if text.hasPrefix("-["), text.hasSuffix("]") {
        let parts = text.dropFirst(2).dropLast().split(separator: " ")
        guard parts.count == 2 else { return nil }
        let qualified = parts[0].split(separator: ".")
        module = qualified.count > 1 ? String(qualified[0]) : nil
        type = String(qualified.last ?? parts[0])
        name = String(parts[1])
      } else {
        let parts = text.split(separator: ".")
        guard parts.count >= 2, !text.contains(" ") else { return nil }
        module = parts.count > 2 ? String(parts[0]) : nil
        type = String(parts[parts.count - 2])
        name = String(parts[parts.count - 1])
      }
    }
  }

  private static func xctestName(_ line: Substring) -> XCTestName? {
    guard line.hasPrefix("Test Case '") else { return nil }
    let quoted = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
    return XCTestName(quoted)
  }

  /// `XCTAssertEqual failed: ("1") is not equal to ("2") - the test's message`, on two lines.
  private static func splittingXCTestMessage(_ message: Substring) -> Substring {
    guard message.contains(" failed: "), let dash = message.range(of: ") - ") else { return message }
    return message[..<dash.lowerBound] + ")\n" + message[dash.upperBound...]
  }

  /// `File.swift:12: error: <test> : message`: the test, the location part, and the message.
  private static func xctestIssue(_ line: Substring) -> (XCTestName, Substring, Substring)? {
    guard let error = line.range(of: ": error: "), let separator = line[error.upperBound...].range(of: " : "),
      let test = XCTestName(line[error.upperBound..<separator.lowerBound])
    else { return nil }
    return (test, line[..<error.lowerBound], line[separator.upperBound...])
  }
}
