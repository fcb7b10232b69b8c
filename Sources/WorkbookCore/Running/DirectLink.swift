import Foundation

/// The link's driver jobs (``DriverJobs``: `swift-autolink-extract`, then `clang`) cut to what a
/// body edit needs: the linker alone. `swift-autolink-extract` writes the same bytes when every
/// object's autolink entries are the ones it read last time (``AutolinkEntries``), so it is left
/// out while they are and the file it wrote is as it was; `clang` only plans and starts
/// `ld.lld`, so its plan (``ClangJobs``) is run directly while what clang planned from is as it
/// was: its arguments, among them that file's entries; the files and folders it looked at; the
/// environment, which the fast rebuild's record holds. Together about 35 ms of a 0.5 s check
/// (Swift 6.3.1, Linux, 2 cores): `swift-autolink-extract` 24 ms, clang's start 10 ms.
///
/// Recorded after a SwiftPM build, beside the driver's jobs; any doubt and the jobs run as the
/// driver planned them: an object whose entries changed (an `import` added), the autolink file
/// rewritten, a file or folder clang looked at changed.
///
/// ```swift
/// let direct = DirectLink(jobs: jobs, in: root, environment: environment, scratch: scratch)
/// if let (jobs, refreshed) = direct?.shortcut(for: jobs) { ... run jobs; keep refreshed ... }
/// ```
struct DirectLink: Codable, Equatable {
  /// An object `swift-autolink-extract` reads: its stamp, and the hash of its entries with it.
  struct Object: Codable, Equatable {
    var stamp: FileStamp
    var entries: String
  }

  /// Each object the autolink job reads, by path.
  var objects: [String: Object]
  /// The file the autolink job writes, and the hash of what it wrote.
  var autolinkFile: String
  var autolinkContent: String
  /// The linker as clang runs it, the autolink file's entries in its arguments; `nil` when
  /// clang's plan could not be read (then clang runs).
  var linker: [String]?
  /// Each file and folder clang's plan names outside the build folder, with its stamp (`nil`: absent).
  var planned: [String: FileStamp?]

  /// The jobs to run instead of `jobs` (the ones this was recorded from), and this record brought
  /// up to date (the stamps of objects rewritten with the same entries); `nil` when the autolink
  /// job would not write the same file: then every job runs, and this record is dropped.
  func shortcut(for jobs: [[String]]) -> (jobs: [[String]], refreshed: DirectLink)? {
    guard let autolink = Self.autolinkJob(jobs), autolink.output == autolinkFile, Set(autolink.inputs) == Set(objects.keys),
      let clang = jobs.last
    else { return nil }
    var refreshed = self
    for (path, object) in objects where FileStamp(path: path) != object.stamp {
      guard let stamp = FileStamp(path: path), let entries = AutolinkEntries.hash(ofObjectAt: path), entries == object.entries
      else { return nil }
      refreshed.objects[path] = Object(stamp: stamp, entries: entries)
    }
    guard let written = FileManager.default.contents(atPath: autolinkFile), Fingerprint.hash(of: written) == autolinkContent
    else { return nil }
    if let linker, planned.allSatisfy({ FileStamp(path: $0.key) == $0.value }) {
      return ([linker], refreshed)
    }
    return ([clang], refreshed)
  }

  /// The autolink job of `jobs` (exactly two: it, then clang): its inputs, its output and where
  /// that is among its arguments.
  private static func autolinkJob(_ jobs: [[String]]) -> (inputs: [String], output: String, outputIndex: Int)? {
    guard jobs.count == 2, let job = jobs.first, job.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) == "swift-autolink-extract",
      jobs[1].first.map({ URL(fileURLWithPath: $0).lastPathComponent }) == "clang"
    else { return nil }
    var inputs: [String] = []
    var output: (String, Int)?
    var index = 1
    while index < job.count {
      let argument = job[index]
      if argument == "-o", output == nil, index + 1 < job.count {
        output = (job[index + 1], index + 1)
        index += 2
        continue
      }
      guard argument.hasPrefix("/") else { return nil }
      inputs.append(argument)
      index += 1
    }
    guard let output, !inputs.isEmpty else { return nil }
    return (inputs, output.0, output.1)
  }
}

extension DirectLink {
  /// The shortcut for `jobs` (the autolink job, then clang), recorded now, or `nil` when they are
  /// not of that shape, or the autolink file is not what the autolink job writes from the objects
  /// as they are (run again here, into a file of its own, to see it).
  init?(jobs: [[String]], in directory: URL, environment: [String: String?], scratch: URL) {
    #if os(Linux)
      guard let autolink = Self.autolinkJob(jobs), let clang = jobs.last,
        let written = FileManager.default.contents(atPath: autolink.output)
      else { return nil }
      var objects: [String: Object] = [:]
      for input in autolink.inputs {
        guard let stamp = FileStamp(path: input), let entries = AutolinkEntries.hash(ofObjectAt: input) else { return nil }
        objects[input] = Object(stamp: stamp, entries: entries)
      }
      let check = scratch.appendingPathComponent("autolink-check")
      let log = scratch.appendingPathComponent("autolink-check.log")
      defer { for file in [check, log] { try? FileManager.default.removeItem(at: file) } }
      var again = jobs[0]
      again[autolink.outputIndex] = check.path
      guard let ended = try? Subprocess.run(again, in: directory, environment: environment, output: log, timeLimit: 60),
        ended == .exited(0), FileManager.default.contents(atPath: check.path) == written
      else { return nil }
      self.objects = objects
      autolinkFile = autolink.output
      autolinkContent = Fingerprint.hash(of: written)
      linker = ClangJobs.linker(of: clang, in: directory, environment: environment, scratch: scratch)
      var planned: [String: FileStamp?] = [:]
      for path in linker.map({ ClangJobs.planned(by: $0, scratch: scratch) }) ?? [] { planned[path] = FileStamp(path: path) }
      self.planned = planned
    #else
      return nil
    #endif
  }
}
