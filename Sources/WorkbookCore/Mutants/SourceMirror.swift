import Foundation

/// A copy of a lab's code in a build folder, with some files' text replaced (a mutant's bug, or
/// the switched code of all mutants) or added: the folder `WORKBOOK_LAB_SOURCES` points the
/// manifest at, for check's bug hunt and for verify.
///
/// A file is written only when its bytes differ, and then with a fresh modification time, so the
/// incremental build recompiles exactly the files that changed (a copied file would keep its old
/// time, and the build could miss the change).
///
/// ```swift
/// try SourceMirror.write(catalog.url(Layout.mutatedFolder(of: lab)), into: folder, replacing: try mutant.mutatedFiles(of: code))
/// ```
enum SourceMirror {
  /// - Parameter replacing: text by path relative to `source`; a path `source` lacks is added.
  static func write(_ source: URL, into target: URL, replacing replaced: [String: String] = [:]) throws {
    let manager = FileManager.default
    var wanted: [String: Data] = [:]
    for file in Fingerprint.swiftFiles(in: source) {
      wanted[relative(file, to: source)] = try Data(contentsOf: file)
    }
    for (path, text) in replaced { wanted[path] = Data(text.utf8) }
    for file in Fingerprint.swiftFiles(in: target) where wanted[relative(file, to: target)] == nil {
      try manager.removeItem(at: file)
    }
    for (path, bytes) in wanted {
      let destination = target.appendingPathComponent(path)
      if (try? Data(contentsOf: destination)) == bytes { continue }
      try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: destination, options: .atomic)
    }
  }

  /// A file found below `folder`, relative to it (its name, should the two ever disagree).
  static func relative(_ file: URL, to folder: URL) -> String {
    Catalog.relativePath(file.path, in: folder) ?? file.lastPathComponent
  }
}
