import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a Swift Testing run wrote to `swift test --event-stream-output-path FILE`: JSON lines
/// written by the test process itself, so they survive a crash of that process, a killed
/// SwiftPM, output buffering and console glyph changes (SF Symbols on a Mac with SF Pro).
///
/// The record shapes (`{"kind":"test"|"event","payload":{...}}`) are swift-testing's ABI
/// (Sources/Testing/ABI/Encoded in swiftlang/swift-testing); fields this reader does not need are
/// ignored, and a line it cannot decode (a torn last line after a crash) is skipped.
///
/// ```swift
/// let stream = EventStream(contentsOf: file)
/// stream.results        // every test that ended, with its failures
/// stream.unfinished     // tests that started and never ended: the crash or hang is among them
/// ```
public struct EventStream: Sendable {
  /// Every test function the run knew about, by ID.
  public private(set) var tests: [String: TestResult.Name] = [:]
  /// Test function IDs in the order they started.
  public private(set) var started: [String] = []
  public private(set) var ended: Set<String> = []
  /// Failing issues (not warnings, not known issues) by test function ID.
  public private(set) var issues: [String: [Diagnostic]] = [:]
  public private(set) var runStarted = false
  public private(set) var runEnded = false

  public init(contentsOf file: URL) {
    self.init(FileManager.default.contents(atPath: file.path) ?? Data())
  }

  /// Lines are found with `memchr`, and a test case's start and end (two lines for every case of
  /// every test, with the case's arguments spelled out: two thirds of a parameterized suite's
  /// stream, which nothing here reads) are skipped before decoding. A megabyte of stream took
  /// 80 ms of a check's CPU in the debug build `./workbook` runs, split byte by byte and decoded whole.
  public init(_ data: Data) {
    let decoder = JSONDecoder()
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      guard let base = bytes.baseAddress else { return }
      var start = 0
      while start < bytes.count {
        let end = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start).map { UnsafeRawPointer($0) - base } ?? bytes.count
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        start = end + 1
        guard !line.isEmpty, !Self.isTestCaseEvent(line),
          let record = try? decoder.decode(Record.self, from: Data(line))
        else { continue }
        read(record)
      }
    }
  }

  /// `"kind":"testCaseStarted"` or `"kind":"testCaseEnded"`: inside a JSON string a quote is
  /// escaped (`\"`), so these bytes are the record's own kind, never a message's text.
  static func isTestCaseEvent(_ line: UnsafeRawBufferPointer) -> Bool {
    guard let base = line.baseAddress else { return false }
    let needle = testCaseKind
    var from = 0
    while from + needle.count <= line.count,
      let found = memchr(base + from, Int32(UInt8(ascii: "C")), line.count - from)
    {
      let at = UnsafeRawPointer(found) - base
      let start = at - testCaseAnchor
      if start >= 0, start + needle.count <= line.count,
        needle.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, $0.count) == 0 })
      {
        return true
      }
      from = at + 1
    }
    return false
  }

  private static let testCaseKind = Array(#""kind":"testCase"#.utf8)
  /// Where the `C` the search looks for sits in ``testCaseKind``.
  private static let testCaseAnchor = testCaseKind.firstIndex(of: UInt8(ascii: "C"))!

  /// Each test that ended: passed when it recorded no failing issue.
  public var results: [TestResult] {
    started.filter { ended.contains($0) }.compactMap { id in
      tests[id].map { TestResult(suite: $0.suite, name: $0.name, failures: issues[id]?.map(\.message) ?? []) }
    }
  }

  /// Tests that started and did not end, in the order they started.
  public var unfinished: [String] {
    started.filter { !ended.contains($0) }
  }

  /// Failing issues keyed by `TestResult.id`, for printing a failure with its file and line.
  public var issuesByResult: [String: [Diagnostic]] {
    var byResult: [String: [Diagnostic]] = [:]
    for (id, diagnostics) in issues {
      guard let name = tests[id] else { continue }
      byResult["\(name.suite)/\(name.name)"] = diagnostics
    }
    return byResult
  }

  private mutating func read(_ record: Record) {
    let payload = record.payload
    switch (record.kind, payload.kind) {
    case ("test", "function"):
      guard let id = payload.id else { return }
      tests[id] = TestResult.Name(testID: id, name: payload.name)
    case ("event", "runStarted"):
      runStarted = true
    case ("event", "runEnded"):
      runEnded = true
    case ("event", "testStarted"):
      guard let id = payload.testID, tests[id] != nil, !started.contains(id) else { return }
      started.append(id)
    case ("event", "testEnded"), ("event", "testSkipped"):
      guard let id = payload.testID, tests[id] != nil else { return }
      ended.insert(id)
      if payload.kind == "testSkipped", !started.contains(id) { started.append(id) }
    case ("event", "issueRecorded"):
      guard let id = payload.testID, let issue = payload.issue, issue.isFailing else { return }
      // The "difference" line (`removed [Optional("99")]`) restates the expectation's two sides,
      // in Swift's debug spelling: the learner reads the expectation and the test's own words.
      let texts = (payload.messages ?? []).filter { $0.symbol != "difference" }.map(\.text)
      let location = issue.sourceLocation
      issues[id, default: []].append(
        Diagnostic(
          file: location?.path ?? "", line: location?.line ?? 0,
          message: texts.isEmpty ? "Issue recorded" : RoomText.terminalLines(texts.joined(separator: "\n"))))
    default:
      break
    }
  }

  private struct Record: Decodable {
    let kind: String
    let payload: Payload
  }

  private struct Payload: Decodable {
    let kind: String?
    let id: String?
    let name: String?
    let testID: String?
    let issue: Issue?
    let messages: [Message]?
  }

  private struct Issue: Decodable {
    let isKnown: Bool?
    let isFailure: Bool?
    let severity: String?
    let sourceLocation: SourceLocation?

    /// Swift 6.0/6.1 streams have neither `isFailure` nor `severity`: every unknown issue fails.
    var isFailing: Bool {
      isKnown != true && (isFailure ?? (severity.map { $0 == "error" } ?? true))
    }
  }

  private struct SourceLocation: Decodable {
    let filePath: String?
    let _filePath: String?
    let fileID: String?
    let line: Int?

    var path: String? { filePath ?? _filePath ?? fileID }
  }

  /// One line of an issue's message; `symbol` is swift-testing's `ABI.EncodedMessage.Symbol`
  /// (`fail`, `difference`, `details`, ...: Sources/Testing/ABI/Encoded/ABI.EncodedMessage.swift).
  private struct Message: Decodable {
    let symbol: String?
    let text: String
  }
}
