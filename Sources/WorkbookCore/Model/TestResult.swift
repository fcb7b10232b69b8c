import Foundation

/// One test's result.
public struct TestResult: Equatable, Sendable, Codable {
  /// `Lab01NetworkingSeamTests.Task2UserAPITests`
  public let suite: String
  /// `profile_asksForJSON()`
  public let name: String
  /// The failure messages; empty when the test passed.
  public let failures: [String]

  public init(suite: String, name: String, failures: [String]) {
    self.suite = suite
    self.name = name
    self.failures = failures
  }

  public var passed: Bool { failures.isEmpty }

  /// `Suite/name`: one test, across runs (two suites may both have a `placeholder()`).
  public var id: String { "\(suite)/\(name)" }

  /// The task a test belongs to, from its suite type's name: `Task2UserAPITests` or
  /// `Lab08Task2AuthenticationServiceTests` (XCTest classes carry the lab, so console lines name
  /// it); `0` when it has none.
  public var task: Int {
    var type = Substring(suite.split(separator: ".").last ?? Substring(suite))
    if type.hasPrefix("Lab") { type = type.dropFirst(3).drop { $0.isNumber } }
    guard type.hasPrefix("Task") else { return 0 }
    return Int(type.dropFirst(4).prefix { $0.isNumber }) ?? 0
  }

  /// A Swift Testing test's suite and name, from its ID:
  /// `Module.Suite/name(arg:)/File.swift:12:4` → suite `Module.Suite`, name `name(arg:)`.
  public struct Name: Equatable, Sendable {
    public let suite: String
    public let name: String
    /// The ID without its source location: what `swift test --filter` matches.
    public let filterKey: String

    init(testID: String, name: String?) {
      var parts = testID.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      if parts.count > 1, let last = parts.last, last.contains(".swift:") { parts.removeLast() }
      filterKey = parts.joined(separator: "/")
      self.name = name ?? parts.last ?? testID
      // Nested suites are `/`-separated in the ID and `.`-separated as a type name.
      suite = parts.dropLast().joined(separator: ".")
    }
  }
}
