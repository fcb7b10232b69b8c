import Foundation

/// A compiler error or warning, or a failed expectation, with where to look.
public struct Diagnostic: Equatable, Sendable, Codable {
  public let file: String
  public let line: Int
  public let message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var location: String { "\(file):\(line)" }

  /// `no such module 'XCTest'` or `'Testing'` from the compiler, or SwiftPM's "XCTest not
  /// available" after a build: a Mac with the Command Line Tools only, which ship neither
  /// framework (swift-testing and XCTest come with Xcode).
  public var isMissingTestFramework: Bool {
    message.hasPrefix("no such module 'XCTest'") || message.hasPrefix("no such module 'Testing'")
      || message.hasPrefix(Self.xctestUnavailable)
  }

  /// How SwiftPM's two "no XCTest here" errors begin (see `ConsoleLog.testFrameworkUnavailable`).
  static let xctestUnavailable = "XCTest not available"
}
