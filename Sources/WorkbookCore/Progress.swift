import Foundation

/// What the last check of a lab found, and for which version of the learner's files.
public struct LabRecord: Codable, Sendable, Equatable {
  public enum Verdict: String, Codable, Sendable {
    case ran, doesNotCompile, crashed, timedOut
  }

  /// The learner's files (and the suite) when this was recorded; a different one means stale.
  public var fingerprint: String
  public var verdict: Verdict
  public var tests: Int
  public var passing: Int
  /// The first failure's task, or `nil` when nothing failed.
  public var failingTask: Int?
  /// Each learner file's hash at that check, to know which files changed since.
  public var files: [String: String]? = nil
  /// For a lab of kind tests: how many mutants it has, and how many the learner's tests caught.
  public var mutants: Int? = nil
  public var mutantsCaught: Int? = nil

  /// `3 of 5 bugs caught`, for a lab of kind tests whose suite passes on the given code and that
  /// was hunted; `nil` otherwise.
  public var bugsCaught: String? {
    guard let mutants, let mutantsCaught, verdict == .ran, passing == tests else { return nil }
    return "\(mutantsCaught) of \(mutants) bugs caught"
  }

  public var isDone: Bool {
    verdict == .ran && tests > 0 && passing == tests && (mutants.map { $0 > 0 && mutantsCaught == $0 } ?? true)
  }
}

/// The learner's progress: `.workbook/progress.json`, git-ignored, one record per lab, and per
/// lab what the room may see of the work on it (`activity`).
public struct Progress: Codable, Sendable {
  public var labs: [String: LabRecord] = [:]
  /// By lab module: kept across checks (the verdict in `labs` is replaced on each one).
  public var activity: [String: LabActivity] = [:]

  public init() {}

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    labs = try container.decode([String: LabRecord].self, forKey: .labs)
    // Absent from files written before the room existed.
    activity = try container.decodeIfPresent([String: LabActivity].self, forKey: .activity) ?? [:]
  }

  static func file(in catalog: Catalog) -> URL { catalog.url(".workbook/progress.json") }

  /// The progress file, or a fresh progress when there is none. A file that cannot be read is
  /// moved aside (never silently lost: it may be the only record of a day's work) and `notify`
  /// says where it went and what to do.
  public static func load(from catalog: Catalog, notify: (String) -> Void = Self.warn) -> Progress {
    let file = file(in: catalog)
    guard FileManager.default.fileExists(atPath: file.path) else { return Progress() }
    do {
      return try WorkbookJSON.decoder.decode(Progress.self, from: try Data(contentsOf: file))
    } catch {
      let aside = Self.asideName(for: file)
      let relative = catalog.relativePath(file.path)
      if (try? FileManager.default.moveItem(at: file, to: aside)) != nil {
        notify(
          "\(relative) could not be read (\(Self.reason(error))); moved it to \(catalog.relativePath(aside.path)) and started afresh. "
            + "Your code in Labs/ is untouched: swift run workbook check <lab> records each lab again.")
      } else {
        notify("\(relative) could not be read (\(Self.reason(error))) nor moved aside: delete it, then check your lab again.")
      }
      return Progress()
    }
  }

  public func save(to catalog: Catalog) throws {
    let file = Self.file(in: catalog)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try WorkbookJSON.encoder.encode(self).write(to: file, options: .atomic)
  }

  public static func warn(_ message: String) {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
  }

  /// `progress.corrupt.json`, or `progress.corrupt-2.json` and up when that is taken.
  private static func asideName(for file: URL) -> URL {
    let folder = file.deletingLastPathComponent()
    var candidate = folder.appendingPathComponent("progress.corrupt.json")
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = folder.appendingPathComponent("progress.corrupt-\(number).json")
      number += 1
    }
    return candidate
  }

  private static func reason(_ error: any Error) -> String {
    if error is DecodingError { return "not valid progress JSON" }
    return "unreadable"
  }
}

/// A fingerprint of a lab's learner copy and suite: FNV-1a over every file's path and bytes.
/// Cheap enough to compute for every lab on every overview, so a verdict is never stale.
public enum Fingerprint {
  public static func of(_ lab: Lab, in catalog: Catalog) -> String {
    var hash = fnvOffset
    for folder in lab.verdictInputs {
      // A mutant is a `.patch`: a changed mutant changes the verdict of a lab of kind tests.
      for file in swiftFiles(in: catalog.url(folder), orEnding: "patch") {
        mix(file.path.utf8, into: &hash)
        mix((try? Data(contentsOf: file)) ?? Data(), into: &hash)
      }
    }
    return String(hash, radix: 16)
  }

  /// The hash of each `.swift` file below `folder`, by path.
  public static func files(in folder: URL) -> [String: String] {
    var hashes: [String: String] = [:]
    for file in swiftFiles(in: folder) {
      var hash = fnvOffset
      mix((try? Data(contentsOf: file)) ?? Data(), into: &hash)
      hashes[file.path] = String(hash, radix: 16)
    }
    return hashes
  }

  private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325

  private static func mix(_ bytes: some Sequence<UInt8>, into hash: inout UInt64) {
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
  }

  /// Every `.swift` file below `folder` (and every file ending in `other`), sorted by path.
  public static func swiftFiles(in folder: URL, orEnding other: String = "swift") -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" || $0.pathExtension == other }
      .sorted { $0.path < $1.path }
  }
}
