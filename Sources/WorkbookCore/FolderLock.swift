import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a work folder, held for the life of one command, so two `verify` runs
/// (or a `watch` and a `check`) never swap files under each other's build. Released when the
/// process ends, however it ends.
///
/// ```swift
/// try FolderLock.hold(catalog.url(".build/workbook/verify"), for: "verify")
/// ```
enum FolderLock {
  /// Folders this process already holds: flock locks belong to an open file, so locking the
  /// same folder twice from one process through a second descriptor would wait on itself.
  private static let held = Mutex<Set<String>>([])

  static func hold(_ folder: URL, for command: String) throws {
    guard held.withLock({ $0.insert(folder.path).inserted }) else { return }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else { throw WorkbookError.environment("cannot create a lock in \(folder.path)") }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      say("waiting for another \(command) in this workbook to finish ...")
      guard flock(descriptor, LOCK_EX) == 0 else { throw WorkbookError.environment("cannot lock \(folder.path)") }
    }
    // The descriptor stays open on purpose: the lock lasts until the process exits.
  }
}
