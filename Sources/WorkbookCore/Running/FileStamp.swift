import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file's size, inode and modification time: enough to see that a build product was rewritten.
///
/// ```swift
/// let unchanged = FileStamp(path: product.path) == record.stamps[product.path]
/// ```
struct FileStamp: Codable, Equatable {
  var size: UInt64
  var inode: UInt64
  var modified: Double

  /// The stamp of `path` (of the file a symbolic link leads to: a toolchain's `swiftc` is a link
  /// to `swift-frontend`, and an update in place changes only the latter), or `nil` when it does
  /// not exist.
  ///
  /// One `stat(2)`, which follows links itself. `FileManager.attributesOfItem` took 20 to 50 times
  /// as long: it also looks up the owner's and group's names (reading `/etc/passwd` and
  /// `/etc/group` for every file), and a check stamps about 400 files, the watch its lab's
  /// files every 20 ms.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = UInt64(info.st_size)
    inode = UInt64(info.st_ino)
    // The time as Foundation gives it (`Date(seconds:nanoSeconds:)` beside `stat.modificationDate`
    // in swift-foundation's Sources/FoundationEssentials/FileManager/FileManager+Files.swift),
    // so a stamp recorded by an earlier version of the tool still compares equal. The field is
    // `st_mtimespec` in Darwin's `struct stat`, `st_mtim` in glibc's and musl's.
    #if canImport(Darwin)
      let (seconds, nanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
    #else
      let (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
    #endif
    modified = TimeInterval(seconds) - Date.timeIntervalBetween1970AndReferenceDate + TimeInterval(nanoseconds) / 1_000_000_000.0
  }
}
