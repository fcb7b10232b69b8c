import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One test's result, as `swift test --xunit-output` wrote it.
public struct TestResult: Equatable, Sendable, Codable {
  /// `Lab01NetworkingSeamTests.Task2UserAPITests`
  public let suite: String
  /// `profile_asksForJSON()`
  public let name: String
  /// The failure messages; empty when the test passed.
  public let failures: [String]

  public var passed: Bool { failures.isEmpty }

  /// The task a test belongs to, from its suite's `TaskN` prefix (`0` when it has none).
  public var task: Int {
    let type = suite.split(separator: ".").last.map(String.init) ?? suite
    guard type.hasPrefix("Task") else { return 0 }
    return Int(type.dropFirst(4).prefix { $0.isNumber }) ?? 0
  }
}

/// Reads the xUnit files of one `swift test --xunit-output FILE` run: `FILE` (XCTest) and
/// `FILE-swift-testing.xml` (Swift Testing). Either may be missing when a framework had no tests.
public enum TestReport {
  public static func files(for xunit: URL) -> [URL] {
    let swiftTesting = xunit.deletingPathExtension().path + "-swift-testing." + xunit.pathExtension
    return [xunit, URL(fileURLWithPath: swiftTesting)]
  }

  /// Removes both files, so a run that dies before writing them cannot be read as a stale pass.
  public static func removeFiles(for xunit: URL) {
    for file in files(for: xunit) { try? FileManager.default.removeItem(at: file) }
  }

  /// The results in both files, or `nil` when neither exists (the run ended before reporting).
  public static func read(_ xunit: URL) -> [TestResult]? {
    let existing = files(for: xunit).filter { FileManager.default.fileExists(atPath: $0.path) }
    guard !existing.isEmpty else { return nil }
    var results: [TestResult] = []
    for file in existing {
      guard let parser = XMLParser(contentsOf: file) else { return nil }
      let collector = Collector()
      parser.delegate = collector
      guard parser.parse() else { return nil }
      results += collector.results
    }
    return results
  }
}

private final class Collector: NSObject, XMLParserDelegate {
  var results: [TestResult] = []
  private var current: (suite: String, name: String, failures: [String])?

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch element {
    case "testcase":
      current = (attributes["classname"] ?? "", attributes["name"] ?? "", [])
    case "failure", "error":
      current?.failures.append(attributes["message"] ?? "failed")
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    guard element == "testcase", let current else { return }
    results.append(TestResult(suite: current.suite, name: current.name, failures: current.failures))
    self.current = nil
  }
}
