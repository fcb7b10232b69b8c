import Foundation

/// Runs a helper command (git, pgrep) to completion and returns what it printed.
///
/// ```swift
/// let status = try Shell.run(["git", "status", "--porcelain"], in: root)
/// ```
enum Shell {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  @discardableResult
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:], allowFailure: Bool = false
  ) throws -> String {
    let process = Process()
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // Read before waiting: a full pipe would otherwise stall the child forever.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    if process.terminationStatus != 0 && !allowFailure {
      throw Failure(description: "\(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus)): \(text)")
    }
    return text
  }
}
