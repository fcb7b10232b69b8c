import Foundation

/// Who this workbook checkout is in the room, and which room: `.workbook/room.json`.
///
/// The id is made once, at the first `room join` (or `report --json`), and kept after
/// `room leave`, so joining again, or a report file handed over later, is the same learner.
///
/// ```swift
/// var membership = RoomMembership.load(from: catalog) ?? RoomMembership(name: "Ada")
/// membership.folder = "/Volumes/share/room"
/// try membership.save(to: catalog)
/// ```
public struct RoomMembership: Codable, Sendable, Equatable {
  /// A random UUID string: the learner's key in the room.
  public var learner: String
  public var name: String
  /// The room folder, absolute; `nil` when not in a room.
  public var folder: String?

  public init(learner: String = UUID().uuidString, name: String, folder: String? = nil) {
    self.learner = learner
    self.name = name
    self.folder = folder
  }

  static func file(in catalog: Catalog) -> URL { catalog.url(Layout.roomMembership) }

  /// The membership, or `nil` when there is none or its file cannot be read (then a new id is
  /// made on the next join: the old one was only this checkout's key).
  public static func load(from catalog: Catalog) -> RoomMembership? {
    guard let data = try? Data(contentsOf: file(in: catalog)) else { return nil }
    return try? WorkbookJSON.decoder.decode(RoomMembership.self, from: data)
  }

  public func save(to catalog: Catalog) throws {
    let file = Self.file(in: catalog)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try WorkbookJSON.encoder.encode(self).write(to: file, options: .atomic)
  }

  /// The name to show when none is given: `WORKBOOK_LEARNER`, git's user.name, the login.
  public static func defaultName(in catalog: Catalog) -> String {
    if let name = ProcessInfo.processInfo.environment["WORKBOOK_LEARNER"], !name.isEmpty { return name }
    if let name = Git(root: catalog.root).run(["config", "user.name"])?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
      return name
    }
    return ProcessInfo.processInfo.environment["USER"] ?? "learner"
  }

  /// This learner's record, from the progress file's activity.
  public func record(of progress: Progress, at now: Date) -> LearnerRecord {
    LearnerRecord(learner: learner, name: name, updatedAt: now, labs: progress.activity)
  }
}
