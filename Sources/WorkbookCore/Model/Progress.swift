import Foundation

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

  static func file(in catalog: Catalog) -> URL { catalog.url(Layout.progress) }

  /// The progress file, or a fresh progress when there is none. A file that cannot be read is
  /// moved aside (never silently lost: it may be the only record of a day's work) and `notify`
  /// says where it went and what to do.
  public static func load(from catalog: Catalog, notify: (String) -> Void = Self.warn) -> Progress {
    let file = file(in: catalog)
    guard FileManager.default.fileExists(atPath: file.path) else { return Progress() }
    do {
      return try WorkbookJSON.decoder.decode(Progress.self, from: try Data(contentsOf: file))
    } catch {
      let aside = Self.aside(in: catalog)
      let relative = catalog.relativePath(file.path)
      if (try? FileManager.default.moveItem(at: file, to: aside)) != nil {
        notify(
          "\(relative) could not be read (\(Self.reason(error))); moved it to \(catalog.relativePath(aside.path)) and started afresh. "
            + "Your code in \(Layout.labs)/ is untouched: swift run workbook check <lab> records each lab again.")
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

  /// The first of `Layout.corruptProgress(1)`, `(2)`, ... that is not taken.
  private static func aside(in catalog: Catalog) -> URL {
    var number = 1
    while FileManager.default.fileExists(atPath: catalog.url(Layout.corruptProgress(number)).path) { number += 1 }
    return catalog.url(Layout.corruptProgress(number))
  }

  private static func reason(_ error: any Error) -> String {
    if error is DecodingError { return "not valid progress JSON" }
    return "unreadable"
  }
}
