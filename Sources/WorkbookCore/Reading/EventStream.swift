import Foundation

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

  public init(_ data: Data) {
    let decoder = JSONDecoder()
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let record = try? decoder.decode(Record.self, from: line) else { continue }
      read(record)
    }
  }

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
          message: texts.isEmpty ? "Issue recorded" : texts.joined(separator: "\n")))
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
