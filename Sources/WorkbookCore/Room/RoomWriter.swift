import Foundation

/// Writes one learner's record into the room folder, as `<learner>.json`, atomically: the
/// bytes go to a hidden temporary file in the same folder, which is then renamed over the old
/// record. A reader (the facilitator's view, polling a network share) sees the old record or
/// the new one, never half of one. Readers ignore hidden files, so a temporary file left by a
/// writer that died is never read.
///
/// ```swift
/// try RoomWriter(folder: URL(fileURLWithPath: "/Volumes/share/room")).write(record)
/// ```
public struct RoomWriter: Sendable {
  public let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  public func file(for learner: String) -> URL {
    folder.appendingPathComponent("\(learner).json")
  }

  public func write(_ record: LearnerRecord) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw WorkbookError.environment("the room folder \(folder.path) is not there (is the share mounted?)")
    }
    let target = file(for: record.learner)
    // Same folder, so the rename stays on one file system and is atomic (rename(2)).
    let temporary = folder.appendingPathComponent(".\(record.learner).\(UUID().uuidString).tmp")
    do {
      try WorkbookJSON.encoder.encode(record).write(to: temporary)
    } catch {
      throw WorkbookError.environment("cannot write in the room folder \(folder.path): \(error.localizedDescription)")
    }
    guard rename(temporary.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw WorkbookError.environment("cannot replace \(target.path): \(reason)")
    }
  }

  /// Removes the learner's record; `false` when there was none or it could not be removed.
  @discardableResult
  public func remove(learner: String) -> Bool {
    (try? FileManager.default.removeItem(at: file(for: learner))) != nil
  }
}
