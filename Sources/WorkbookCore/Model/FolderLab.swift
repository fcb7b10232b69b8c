import Foundation

/// The lab a folder belongs to: inside `Labs/LabNN…`, `Tests/LabNN…Tests`, `Solutions/LabNN…` or
/// `Given/LabNN…` (or below), that lab. The verbs that take an optional lab (`check`, `watch`,
/// `hint`) take it before the current-lab rule, so a learner in a lab's folder gets the lab they
/// are looking at; at the workbook's root, and anywhere else, there is none.
///
/// ```swift
/// let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
/// FolderLab.of(here, in: catalog)   // Labs/Lab01NetworkingSeam/… -> Lab 01; the root -> nil
/// ```
enum FolderLab {
  /// The folders whose children are named after a lab (`Tests/` by its test target).
  static let parents = [Layout.labs, "Solutions", "Given", "Tests"]

  static func of(_ folder: URL, in catalog: Catalog) -> Lab? {
    guard let relative = Catalog.relativePath(folder.path, in: catalog.root) else { return nil }
    let parts = relative.split(separator: "/").map(String.init)
    guard parts.count >= 2, parents.contains(parts[0]) else { return nil }
    return catalog.labs.first { parts[1] == (parts[0] == "Tests" ? $0.testTarget : $0.module) }
  }

  /// The lab of the folder the tool runs in.
  static func here(in catalog: Catalog) -> Lab? {
    of(URL(fileURLWithPath: FileManager.default.currentDirectoryPath), in: catalog)
  }
}
