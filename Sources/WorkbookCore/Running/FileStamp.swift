import Foundation

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
  init?(path: String) {
    let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { return nil }
    size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
    inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
  }
}
