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

  /// The stamp of `path`, or `nil` when it does not exist.
  init?(path: String) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
    size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
    inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
  }
}
