import Foundation

/// Reads learners' records from the room folder (or from files handed over for
/// `report --merge`), keeping the ones that validate and naming every file it skips.
///
/// Never trusts the folder: only regular files named `*.json` (not hidden: writers' temporary
/// files are), at most `maxFileSize` bytes each, each decoded and validated on its own, so one
/// bad file costs only itself. A learner found twice (the same file merged twice, an old and a
/// new report) is kept once: the newest record.
///
/// ```swift
/// let reader = RoomReader(validator: RecordValidator(knownModules: modules, now: Date()))
/// let reading = try reader.read(folder: URL(fileURLWithPath: "/Volumes/share/room"))
/// for skipped in reading.skipped { say("skipped \(skipped.file): \(skipped.reason)") }
/// ```
public struct RoomReader: Sendable {
  /// A file that was not used, and why.
  public struct Skipped: Sendable, Equatable {
    public let file: String
    public let reason: String
  }

  /// What a read found.
  public struct Reading: Sendable {
    /// One per learner, sorted by learner id.
    public var records: [LearnerRecord] = []
    public var skipped: [Skipped] = []
    /// Records dropped because a newer one of the same learner was read.
    public var duplicates = 0
  }

  public static let maxFileSize = 64 * 1024
  /// A folder with more files than this is read in part (by name), and says so.
  public static let maxFiles = 2_000

  public let validator: RecordValidator

  public init(validator: RecordValidator) {
    self.validator = validator
  }

  /// Every record in `folder`; throws only when the folder itself cannot be listed.
  public func read(folder: URL) throws -> Reading {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw WorkbookError.usage("cannot read the room folder \(folder.path): is it there, and mounted? (\(error.localizedDescription))")
    }
    let candidates = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    var reading = read(files: candidates.prefix(Self.maxFiles).map { folder.appendingPathComponent($0) }, followLinks: false)
    if candidates.count > Self.maxFiles {
      reading.skipped.append(Skipped(file: folder.lastPathComponent, reason: "more than \(Self.maxFiles) files; read the first by name"))
    }
    return reading
  }

  /// The records in `files`. `followLinks`: a file named on the command line may be a link;
  /// one found in the shared folder is not followed (it could point anywhere on this machine).
  public func read(files: [URL], followLinks: Bool = true) -> Reading {
    var reading = Reading()
    var newest: [String: LearnerRecord] = [:]
    for file in files {
      switch record(in: followLinks ? file.resolvingSymlinksInPath() : file) {
      case .success(let record):
        if let kept = newest[record.learner] {
          reading.duplicates += 1
          if record.updatedAt <= kept.updatedAt { continue }
        }
        newest[record.learner] = record
      case .failure(let skipped):
        reading.skipped.append(Skipped(file: file.lastPathComponent, reason: skipped.reason))
      }
    }
    reading.records = newest.values.sorted { $0.learner < $1.learner }
    return reading
  }

  /// One file's record, or why it is skipped.
  public func record(in file: URL) -> Result<LearnerRecord, RecordValidator.Rejected> {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    guard let attributes else { return .failure(.init(reason: "cannot be read")) }
    // Not a FIFO (opening one waits forever), a device or a link: a regular file only.
    guard attributes[.type] as? FileAttributeType == .typeRegular else { return .failure(.init(reason: "not a regular file")) }
    if let size = attributes[.size] as? NSNumber, size.intValue > Self.maxFileSize {
      return .failure(.init(reason: "larger than \(Self.maxFileSize / 1024) KB"))
    }
    guard let handle = try? FileHandle(forReadingFrom: file) else { return .failure(.init(reason: "cannot be read")) }
    defer { try? handle.close() }
    // The size is checked again on what is read: the file may have grown since.
    let data: Data
    do {
      // `nil` is the end of the file: an empty file, skipped below as not JSON.
      data = try handle.read(upToCount: Self.maxFileSize + 1) ?? Data()
    } catch {
      return .failure(.init(reason: "cannot be read"))
    }
    guard data.count <= Self.maxFileSize else { return .failure(.init(reason: "larger than \(Self.maxFileSize / 1024) KB")) }
    let decoded: LearnerRecord
    do {
      decoded = try WorkbookJSON.decoder.decode(LearnerRecord.self, from: data)
    } catch {
      return .failure(.init(reason: "not a workbook report (\(Self.describe(error)))"))
    }
    do {
      return .success(try validator.validated(decoded))
    } catch {
      return .failure(error)
    }
  }

  /// A decoding error in a few words, with the field it is about.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "unreadable" }
    func path(_ context: DecodingError.Context, _ extra: CodingKey? = nil) -> String {
      let keys = context.codingPath + (extra.map { [$0] } ?? [])
      let text = keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
      return RoomText.clipped(text.isEmpty ? "the file" : text, to: 60)
    }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)) has the wrong type"
    case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
    case .dataCorrupted(let context): return context.codingPath.isEmpty ? "not JSON" : "\(path(context)) is not valid"
    @unknown default: return "unreadable"
    }
  }
}
