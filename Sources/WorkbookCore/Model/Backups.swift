import Foundation

/// The learner's copies of one lab kept by `reset` and `restore`: ``Layout/backup(_:of:)``,
/// numbered from 1, the newest last.
///
/// ```swift
/// let backups = Backups(catalog: catalog, lab: lab)
/// let kept = try backups.keep()   // a copy of Labs/<module>, unless the newest backup is the same
/// try backups.putBack(backups.newest!)
/// ```
struct Backups {
  let catalog: Catalog
  let lab: Lab

  /// Where a backup of the lab's folder went, or why none was made.
  enum Kept: Equatable {
    /// A new backup, at this path (relative to the workbook's folder).
    case new(String)
    /// The folder is the same as the newest backup, which already holds it.
    case sameAsNewest(String)
    /// There was no folder to keep.
    case nothing
  }

  /// The lab's backups, oldest first, as paths relative to the workbook's folder.
  var all: [String] {
    numbers.map { Layout.backup($0, of: lab) }
  }

  /// The numbers of the lab's backups, in order.
  private var numbers: [Int] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.url(Layout.backups).path)) ?? []
    return names.compactMap { name in
      name.hasPrefix(lab.module + "-") ? Int(name.dropFirst(lab.module.count + 1)) : nil
    }
    .sorted()
  }

  var newest: String? { all.last }

  /// Copies the lab's folder into a new backup, unless the newest backup holds the same files.
  func keep() throws -> Kept {
    let source = catalog.url(Layout.learnerFolder(of: lab))
    guard FileManager.default.fileExists(atPath: source.path) else { return .nothing }
    if let newest, Self.sameFiles(source, catalog.url(newest)) { return .sameAsNewest(newest) }
    let backup = Layout.backup((numbers.last ?? 0) + 1, of: lab)
    try FileManager.default.createDirectory(at: catalog.url(Layout.backups), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: catalog.url(backup))
    return .new(backup)
  }

  /// Replaces the lab's folder with the backup at `path`.
  func putBack(_ path: String) throws {
    let target = catalog.url(Layout.learnerFolder(of: lab))
    try? FileManager.default.removeItem(at: target)
    try FileManager.default.copyItem(at: catalog.url(path), to: target)
  }

  /// True when the lab's folder holds exactly the files of the backup at `path`.
  func isSame(as path: String) -> Bool {
    Self.sameFiles(catalog.url(Layout.learnerFolder(of: lab)), catalog.url(path))
  }

  /// Same relative paths with the same bytes, every file (not only Swift: a learner's notes count).
  static func sameFiles(_ one: URL, _ other: URL) -> Bool {
    contents(of: one) == contents(of: other)
  }

  private static func contents(of folder: URL) -> [String: Data]? {
    let base = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return nil }
    var files: [String: Data] = [:]
    for case let path as String in enumerator {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
      files[path] = FileManager.default.contents(atPath: base + "/" + path) ?? Data()
    }
    return files
  }
}
