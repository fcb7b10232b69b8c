import Foundation

/// The linker `clang` runs for the link's last job, as clang plans it, so that ``DirectLink``
/// runs `ld.lld` without clang in front of it (clang's start and planning are about 10 ms of the
/// link, measured on Swift 6.3.1, Linux, 2 cores).
///
/// The plan is what `clang <the job's arguments> -###` prints on standard error: a few lines
/// about clang itself (`clang version`, `Target:`, `Thread model:`, `InstalledDir:`), then one
/// line per job, each argument in double quotes with `"`, `\` and `$` escaped by a backslash
/// (`Command::Print` and `llvm::sys::printArg` in swiftlang/llvm-project,
/// clang/lib/Driver/Job.cpp and llvm/lib/Support/Program.cpp). clang reads response files
/// (`@file`) while it starts, so the plan holds their contents: it stands only while they do.
///
/// Besides its arguments and environment, clang's plan depends on which files exist where it
/// looks (the GCC installation it picks, the C runtime's objects, the library folders it keeps):
/// ``planned(by:scratch:)`` names each file and folder of the plan outside the build folder, and
/// their folders, for ``DirectLink`` to stamp.
///
/// Linux only, as ``DriverJobs``.
///
/// ```swift
/// let linker = ClangJobs.linker(of: clangJob, in: root, environment: environment, scratch: scratch)
/// // ["/opt/swift/usr/bin/ld.lld", "--hash-style=gnu", ...]
/// ```
enum ClangJobs {
  /// The one job `clang` plans for `arguments` (a link: the linker), or `nil` when it cannot be
  /// run as printed: clang failed or printed something unknown here (a warning, a configuration
  /// file), planned other than one job, named a program that is not an absolute path to a file,
  /// or passed a response file of its own.
  static func linker(of arguments: [String], in directory: URL, environment: [String: String?], scratch: URL) -> [String]? {
    #if os(Linux)
      guard arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent == "clang" }) == true, !arguments.contains("-###")
      else { return nil }
      let output = scratch.appendingPathComponent("clang-jobs.log")
      defer { try? FileManager.default.removeItem(at: output) }
      guard
        let ended = try? Subprocess.run(arguments + ["-###"], in: directory, environment: environment, output: output, timeLimit: 60),
        ended == .exited(0), let printed = FileManager.default.contents(atPath: output.path)
      else { return nil }
      return job(in: String(decoding: printed, as: UTF8.self))
    #else
      return nil
    #endif
  }

  /// The one job in what `clang -###` printed, or `nil` (see ``linker(of:in:environment:scratch:)``).
  static func job(in printed: String) -> [String]? {
    let about = ["clang version ", "Target: ", "Thread model: ", "InstalledDir: "]
    var jobs: [[String]] = []
    for line in printed.split(separator: "\n", omittingEmptySubsequences: true) {
      if about.contains(where: { line.hasPrefix($0) }) { continue }
      guard line.hasPrefix(" \""), let words = words(of: String(line)) else { return nil }
      jobs.append(words)
    }
    guard jobs.count == 1, let job = jobs.first, let program = job.first, program.hasPrefix("/"),
      FileManager.default.isExecutableFile(atPath: program), !job.dropFirst().contains(where: { $0.hasPrefix("@") })
    else { return nil }
    return job
  }

  /// The words of one printed job: each in double quotes, a backslash keeping the next character,
  /// separated by one space. `nil` for anything else.
  static func words(of line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var quoted = false
    var escaped = false
    var expectingSpace = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if quoted {
        if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
          words.append(word)
          word = ""
          expectingSpace = true
        } else {
          word.append(character)
        }
      } else if character == " " {
        expectingSpace = false
      } else if character == "\"" && !expectingSpace {
        quoted = true
      } else {
        return nil
      }
    }
    guard !quoted, !escaped, !words.isEmpty else { return nil }
    return words
  }

  /// The paths outside `scratch` that `job` names (as a word, or after `-L`), and the folder of
  /// each: what clang looked for when it planned it.
  static func planned(by job: [String], scratch: URL) -> [String] {
    let scratchPath = scratch.resolvingSymlinksInPath().path + "/"
    var paths = Set<String>()
    for word in job {
      let path = word.hasPrefix("-L/") ? String(word.dropFirst(2)) : word
      guard path.hasPrefix("/") else { continue }
      // As written: clang asked for this path (`..` and all); its folder, in case it was absent.
      let url = URL(fileURLWithPath: path)
      guard !(url.resolvingSymlinksInPath().path + "/").hasPrefix(scratchPath) else { continue }
      paths.insert(path)
      paths.insert(url.deletingLastPathComponent().path)
    }
    return paths.sorted()
  }
}
