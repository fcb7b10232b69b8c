import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what `swift test` printed: compiler errors and warnings, the runtime's trap line, and
/// XCTest's own lines (`Test Case '...' passed`), which are the one record of an XCTest suite:
/// without `--parallel`, `swift test --xunit-output` writes no XCTest file. Swift Testing's results
/// come from its event stream instead (`EventStream`), never from its console glyphs.
struct ConsoleLog {
  let lines: [Substring]
  /// How many lines the run printed in all, the ones no reader looks at included.
  let lineCount: Int

  /// Decodes lossily: invalid UTF-8 in a test's output never hides the rest of the log.
  init(_ data: Data) {
    (lines, lineCount) = data.withUnsafeBytes { Self.read($0) }
  }

  init(_ text: String) {
    var text = text
    (lines, lineCount) = text.withUTF8 { Self.read(UnsafeRawBufferPointer($0)) }
  }

  /// `first`, then `second`, read as one log without joining the two (a flood of output is
  /// not copied again): `first` ends with a newline, as a compiler's console does.
  init(_ first: ConsoleLog, then second: ConsoleLog) {
    lines = first.lines + second.lines
    lineCount = first.lineCount + second.lineCount
  }

  /// The lines holding a marker, in the order printed, and how many lines there are in all.
  ///
  /// Only lines a reader below looks at are kept, and the bytes are never walked one by one in
  /// Swift: a test that printed 300,000 lines cost 1 to 3 s a run when each line was split as a
  /// `String` and searched for every marker. `memchr` counts the newlines; each marker is found
  /// over the whole text by `memchr` to its rarest byte and `memcmp` there (`memmem` is a GNU
  /// extension Swift's Glibc module does not show), so a line without a marker costs nothing but
  /// its newline. Linear: after a match the search goes on past the end of its line.
  private static func read(_ bytes: UnsafeRawBufferPointer) -> (lines: [Substring], count: Int) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], 0) }
    let size = bytes.count
    let newline = Int32(UInt8(ascii: "\n"))
    func offset(_ pointer: UnsafeMutableRawPointer) -> Int { UnsafeRawPointer(pointer) - base }
    var count = 0
    var next = 0
    while next < size, let found = memchr(base + next, newline, size - next) {
      count += 1
      next = offset(found) + 1
    }
    if next < size { count += 1 }  // a last line without its newline
    var kept: [Range<Int>] = []
    var keptStarts = Set<Int>()
    for marker in anchoredMarkers {
      var from = marker.anchor
      while from < size, let found = memchr(base + from, Int32(marker.bytes[marker.anchor]), size - from) {
        let start = offset(found) - marker.anchor
        let matches =
          start + marker.bytes.count <= size
          && marker.bytes.withUnsafeBufferPointer { memcmp(base + start, $0.baseAddress!, $0.count) == 0 }
        guard matches else {
          from = offset(found) + 1
          continue
        }
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let lineEnd = memchr(base + start, newline, size - start).map(offset) ?? size
        if keptStarts.insert(lineStart).inserted { kept.append(lineStart..<lineEnd) }
        from = lineEnd + 1 + marker.anchor
      }
    }
    kept.sort { $0.lowerBound < $1.lowerBound }
    let lines = kept.map { range in
      var line = UnsafeRawBufferPointer(rebasing: bytes[range])
      if line.last == UInt8(ascii: "\r") { line = UnsafeRawBufferPointer(rebasing: line.dropLast()) }
      // A kept line may carry a test's own output (a trap's message): no control reaches the screen.
      return Substring(RoomText.terminalLines(String(decoding: line, as: UTF8.self)))
    }
    return (lines, count)
  }

  /// What every reader here looks for; a line with none of these is a test's own output.
  private static let markers = [
    "Build complete!", Diagnostic.xctestUnavailable, ": error: ", ": warning: ", "Test Case '", "unexpected signal code",
    "Could not cast value of type", "Fatal error", "Precondition failed", "Assertion failed",
  ]

  /// Each marker's bytes, and the offset of the byte a search looks for first: the one least
  /// likely in a test's own output (punctuation, then capitals, then rare letters, `q` before `e`).
  private static let anchoredMarkers: [(bytes: [UInt8], anchor: Int)] = markers.map { marker in
    let bytes = Array(marker.utf8)
    let letters = Array("etaoinsrhldcumfpgwybvkxjqz".utf8)
    func commonness(_ byte: UInt8) -> Int {
      if byte == UInt8(ascii: " ") { return 100 }
      if let rank = letters.firstIndex(of: byte) { return 70 - rank }
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { return 40 }
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { return 20 }
      return 10
    }
    let anchor = bytes.indices.min { commonness(bytes[$0]) < commonness(bytes[$1]) } ?? 0
    return (bytes, anchor)
  }

  var builtSuccessfully: Bool { lines.contains { $0.hasPrefix("Build complete!") } }

  /// SwiftPM's refusal to run tests after a successful build on a Mac without Xcode (the Command
  /// Line Tools only): `error: XCTest not available: <reason>` or `error: XCTest not available;
  /// download and install Xcode ...` (`TestError.xctestNotAvailable` / `.xcodeNotInstalled` in
  /// swiftlang/swift-package-manager's Sources/Commands/SwiftTestCommand.swift, lines 68-71 at
  /// swift-6.0-RELEASE, 74-77 at swift-6.2-RELEASE). Never printed on Linux.
  var testFrameworkUnavailable: Diagnostic? {
    for line in lines {
      var text = line.drop { $0 == " " }
      if text.hasPrefix("error: ") { text = text.dropFirst("error: ".count) }
      if text.hasPrefix(Diagnostic.xctestUnavailable) { return Diagnostic(file: "", line: 0, message: String(text)) }
    }
    return nil
  }

  /// `/path/File.swift:12:5: error: message`, each once, in the order printed.
  var compilerErrors: [Diagnostic] { diagnostics(marker: ": error: ") }

  /// `/path/File.swift:12:5: warning: message`, each once, in the order printed.
  var compilerWarnings: [Diagnostic] { diagnostics(marker: ": warning: ") }

  private func diagnostics(marker: String) -> [Diagnostic] {
    var seen = Set<String>()
    var found: [Diagnostic] = []
    for line in lines {
      guard let range = line.range(of: marker),
        let diagnostic = Self.location(in: line[..<range.lowerBound], message: line[range.upperBound...])
      else { continue }
      if seen.insert(diagnostic.location + diagnostic.message).inserted { found.append(diagnostic) }
    }
    return found
  }

  /// The XCTest case that printed that it started and never that it ended (XCTest runs one
  /// test at a time, so on a line-buffered console this is the one).
  var unfinishedXCTest: String? {
    var open: [String] = []
    for line in lines {
      if let test = Self.xctestName(line), line.contains("' started") {
        open.append(test.name)
      } else if let test = Self.xctestName(line), line.contains("' passed") || line.contains("' failed") {
        open.removeAll { $0 == test.name }
      }
    }
    return open.last
  }

  /// `swift test`'s own note that the test process died by a signal.
  var reportedSignal: Int32? {
    guard let line = lines.last(where: { $0.contains("unexpected signal code") }) else { return nil }
    return Int32(line.split(separator: " ").last.map { $0.filter(\.isNumber) } ?? "")
  }

  /// The Swift runtime's last words: `File.swift:12: Fatal error: ...`, `Could not cast value of
  /// type 'A' to 'B'.`, `Precondition failed`, ... The same text on macOS and Linux (the runtime
  /// prints it, not the platform).
  var trap: Trap? {
    for line in lines.reversed() {
      if line.hasPrefix("Could not cast value of type") {
        // Drop the metadata addresses and the module prefixes: "Could not cast value of type
        // 'URLResponse' to 'HTTPURLResponse'."
        var text = String(line).replacingOccurrences(of: #" \(0x[0-9a-f]+\)"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"'(?:\w+\.)+(\w+)'"#, with: "'$1'", options: .regularExpression)
        return Trap(message: text, location: nil)
      }
      for kind in ["Fatal error", "Precondition failed", "Assertion failed"] {
        guard let range = line.range(of: kind + ":") ?? (line.hasSuffix(kind) ? line.range(of: kind) : nil) else { continue }
        var location: String?
        let prefix = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        // `Swift/Array.swift:12:` is the standard library's own line, not a place to look.
        if prefix.hasSuffix(":"), !prefix.hasPrefix("Swift/") { location = String(prefix.dropLast()) }
        return Trap(message: String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces), location: location)
      }
    }
    return nil
  }

  /// Failed XCTest assertions by `TestResult.id`, in order: `File.swift:12: error: -[Module.Class
  /// test_x] : message` (macOS) or `File.swift:12: error: Class.test_x : message` (Linux).
  func xctestIssues(target: String) -> [String: [Diagnostic]] {
    var issues: [String: [Diagnostic]] = [:]
    for line in lines {
      guard let (test, prefix, message) = Self.xctestIssue(line),
        let diagnostic = Self.location(in: prefix, message: Self.splittingXCTestMessage(message))
      else { continue }
      issues["\(test.module ?? target).\(test.type)/\(test.name)", default: []].append(diagnostic)
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
    guard parts.count >= 2, parts[0].hasSuffix(".swift"),
      let line = Int(parts[1])
    else { return nil }
    return Diagnostic(file: String(parts[0]), line: line, message: String(message))
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
