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

/// The learner's progress: `.workbook/progress.json`, git-ignored, one record per lab.
public struct Progress: Codable, Sendable {
  public var labs: [String: LabRecord] = [:]

  static func file(in catalog: Catalog) -> URL { catalog.url(".workbook/progress.json") }

  public static func load(from catalog: Catalog) -> Progress {
    guard let data = try? Data(contentsOf: file(in: catalog)),
      let progress = try? JSONDecoder().decode(Progress.self, from: data)
    else { return Progress() }
    return progress
  }

  public func save(to catalog: Catalog) throws {
    let file = Self.file(in: catalog)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: file, options: .atomic)
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
