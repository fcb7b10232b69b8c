import Foundation

/// A copy of a lab's code in a build folder, optionally with one file swapped for a mutant: the
/// folder `WORKBOOK_LAB_SOURCES` points the manifest at, for check's bug hunt and for verify.
///
/// A file is written only when its bytes differ, and then with a fresh modification time, so the
/// incremental build recompiles exactly the files that changed (a copied file would keep its old
/// time, and the build could skip the swap).
///
/// ```swift
/// try SourceMirror.write(catalog.url("Solutions/Lab01NetworkingSeam"), into: folder, swapping: mutant)
/// ```
enum SourceMirror {
  static func write(_ source: URL, into target: URL, swapping mutant: Mutant?) throws {
    let manager = FileManager.default
    let replaced = mutant.map { source.appendingPathComponent($0.replaces).standardizedFileURL.path }
    if let mutant, let replaced, !manager.fileExists(atPath: replaced) {
      throw WorkbookError.usage("mutant \(mutant.file.path) replaces \(mutant.replaces), which \(source.path) does not have")
    }
    var wanted: [String: URL] = [:]
    for file in Fingerprint.swiftFiles(in: source) {
      wanted[relative(file, to: source)] = file.standardizedFileURL.path == replaced ? mutant?.file ?? file : file
    }
    for file in Fingerprint.swiftFiles(in: target) where wanted[relative(file, to: target)] == nil {
      try manager.removeItem(at: file)
    }
    for (path, origin) in wanted {
      let destination = target.appendingPathComponent(path)
      let bytes = try Data(contentsOf: origin)
      if (try? Data(contentsOf: destination)) == bytes { continue }
      try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: destination, options: .atomic)
    }
  }

  private static func relative(_ file: URL, to folder: URL) -> String {
    String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
  }
}
