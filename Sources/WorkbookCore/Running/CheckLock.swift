import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One check at a time in a workbook folder: a second `workbook` (another terminal, a `watch`
/// beside a `check`) waits, says so, then gives its own verdict on its own build.
///
/// The lock file is `.workbook/locks/<name>.lock`, outside every scratch folder: SwiftPM 6.2 and
/// later replace `<scratch>/.lock` by an atomic rename (Sources/Basics/FileSystem in
/// swiftlang/swift-package-manager), so a lock held on that file excludes nothing, and a
/// deleted `.build` would take a lock inside it along. `flock` exists on Linux and Darwin alike.
/// It is held only for the closure: a `watch` that is waiting for a save holds nothing. The file
/// is opened close-on-exec: an `flock` belongs to the open file, so without `O_CLOEXEC` every
/// `swift test` the check starts (and whatever outlives it) would hold the lock too, and the next
/// check would wait for a stray process instead of this one.
///
/// ```swift
/// let report = try CheckLock.holding("check", in: catalog) { try runChecks() }
/// ```
enum CheckLock {
  static func holding<T>(_ name: String, in catalog: Catalog, _ body: () throws -> T) throws -> T {
    let lock = catalog.url(Layout.lock(name))
    try FileManager.default.createDirectory(at: lock.deletingLastPathComponent(), withIntermediateDirectories: true)
    let path = lock.path
    let descriptor = openFile(at: path)
    guard descriptor >= 0 else {
      throw WorkbookError.environment("cannot create \(catalog.relativePath(path)): is the workbook folder writable?")
    }
    defer { close(descriptor) }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      say("another \(name) is running in this folder (another terminal?); waiting for it to finish ...")
      guard flock(descriptor, LOCK_EX) == 0 else {
        throw WorkbookError.environment("cannot lock \(catalog.relativePath(path)): \(String(cString: strerror(errno)))")
      }
    }
    return try body()
  }

  /// Opens (or creates) the lock file, close-on-exec in the same call: a process another thread
  /// starts between an `open` and a later `fcntl` would otherwise inherit the lock.
  static func openFile(at path: String) -> Int32 {
    open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
  }
}
