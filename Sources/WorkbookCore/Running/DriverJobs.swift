import Foundation

/// The programs `swiftc` runs to link the test product, as the driver plans them, so that the fast
/// rebuild runs them without the driver: on Linux `swift-autolink-extract` then `clang` (which
/// runs the linker). The driver spends about as long starting and planning as the link itself
/// takes (issue 37: 0.07 s of a 0.7 s check, measured on Swift 6.3.1, Linux, 2 cores).
///
/// The plan is what `swiftc <the recorded link's arguments> -###` prints (swift-driver's
/// `-driver-print-jobs`: one line per job, each argument `spm_shellEscaped()` and joined by
/// spaces; `SwiftDriverExecutor.description(of:forceResponseFiles:)` in swiftlang/swift-driver,
/// Sources/SwiftDriverExecution/SwiftDriverExecutor.swift, 6.0 to 6.3). It depends on the
/// arguments, the toolchain and the environment alone, which the fast rebuild's record already
/// holds to be as recorded, plus the stamps of the programs it names.
///
/// Linux only: on macOS the link is Apple's `ld` through `clang`, which this project cannot run
/// here to compare; there the driver links, as SwiftPM recorded it.
///
/// ```swift
/// let jobs = DriverJobs.plan(of: link, in: root, environment: environment, scratch: scratch)
/// // [["/usr/bin/swift-autolink-extract", ...], ["/usr/bin/clang", "-fuse-ld=lld", ...]]
/// ```
enum DriverJobs {
  /// Whether `command` is a link this knows how to plan: `swiftc ... -emit-executable`.
  static func isLink(_ command: BuildManifest.Command) -> Bool {
    #if os(Linux)
      command.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent == "swiftc" } == true
        && command.arguments.contains("-emit-executable") && !command.arguments.contains("-###")
    #else
      false
    #endif
  }

  /// The driver's jobs for `command`, or `nil` when they cannot be replayed as printed: the
  /// driver failed, or a job uses a response file it wrote in a temporary folder (it does for a
  /// command line too long for the system) or an environment of its own (both printed after a
  /// `#`), or names a program that is not an absolute path to a file, or a response file
  /// outside `scratch`.
  static func plan(of command: BuildManifest.Command, in directory: URL, environment: [String: String?], scratch: URL) -> [[String]]? {
    guard isLink(command) else { return nil }
    let output = scratch.appendingPathComponent("driver-jobs.log")
    defer { try? FileManager.default.removeItem(at: output) }
    guard
      let ended = try? Subprocess.run(
        command.arguments + ["-###"], in: directory, environment: environment, output: output, timeLimit: 60),
      ended == .exited(0), let printed = FileManager.default.contents(atPath: output.path)
    else { return nil }
    let scratchPath = scratch.resolvingSymlinksInPath().path + "/"
    var jobs: [[String]] = []
    for line in String(decoding: printed, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
      guard let job = words(of: String(line)), let program = job.first, program.hasPrefix("/"),
        FileManager.default.isExecutableFile(atPath: program), !job.contains("#"),
        job.allSatisfy({
          !$0.hasPrefix("@") || URL(fileURLWithPath: String($0.dropFirst())).resolvingSymlinksInPath().path.hasPrefix(scratchPath)
        })
      else { return nil }
      jobs.append(job)
    }
    return jobs.isEmpty ? nil : jobs
  }

  /// The words of one printed job, as a POSIX shell reads what `spm_shellEscaped()` wrote: blanks
  /// separate words, `'...'` is literal, and a backslash outside quotes keeps the next character
  /// (`'\''` is a quote inside a quoted word). `nil` for what that never writes: a double quote,
  /// a `$` or backquote outside single quotes, an unclosed quote.
  static func words(of line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if quoted {
        if character == "'" { quoted = false } else { word.append(character) }
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "\"" || character == "$" || character == "`" {
        return nil
      } else {
        inWord = true
        if character == "'" {
          quoted = true
        } else if character == "\\" {
          escaped = true
        } else {
          word.append(character)
        }
      }
    }
    guard !quoted, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
