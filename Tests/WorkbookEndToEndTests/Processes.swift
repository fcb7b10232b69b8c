import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes on this machine whose command line mentions a path: what a check of the scratch
/// workbook left running (SwiftPM, compilers and the test binary all name its `.build`).
///
/// ```swift
/// #expect(Processes.mentioning(bench.url(".build").path).isEmpty)
/// ```
enum Processes {
  struct Entry: CustomStringConvertible {
    let pid: Int32
    let command: String
    var description: String { "\(pid) \(command.prefix(160))" }
  }

  static func mentioning(_ path: String) -> [Entry] {
    all().filter { $0.command.contains(path) && $0.pid != getpid() }
  }

  /// The processes still mentioning `path` once none do, or once `limit` passes: a killed process
  /// can linger a moment before the kernel lets it go, so the check waits for the condition (never
  /// a fixed time) and gives up at the bound.
  static func remaining(mentioning path: String, within limit: Duration = .seconds(2)) async -> [Entry] {
    let deadline = ContinuousClock.now + limit
    var left = mentioning(path)
    while !left.isEmpty, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
      left = mentioning(path)
    }
    return left
  }

  static func kill(_ entries: [Entry]) {
    for entry in entries { _ = sendKill(entry.pid) }
  }

  private static func sendKill(_ pid: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.kill(pid, SIGKILL)
    #else
      Darwin.kill(pid, SIGKILL)
    #endif
  }

  private static func all() -> [Entry] {
    #if os(Linux)
      // /proc/<pid>/cmdline: the arguments, NUL-separated (proc(5)); no procps needed.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.compactMap { name in
        guard let pid = Int32(name), let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return nil }
        let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
        return command.isEmpty ? nil : Entry(pid: pid, command: command)
      }
    #else
      // macOS: ps(1) is part of the base system.
      let text = (try? Shell.run(["ps", "-A", "-o", "pid=", "-o", "command="], in: URL(fileURLWithPath: "/"))) ?? ""
      return text.split(separator: "\n").compactMap { line in
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " "), let pid = Int32(trimmed[..<space]) else { return nil }
        return Entry(pid: pid, command: String(trimmed[space...].drop { $0 == " " }))
      }
    #endif
  }
}
