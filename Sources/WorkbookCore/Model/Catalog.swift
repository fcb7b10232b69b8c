import Foundation

/// The labs of a workbook checkout, read from its `labs.json`.
///
/// ```swift
/// let catalog = try Catalog(root: workbookRoot)
/// let lab = try catalog.lab(named: "1")   // also "01", "Lab01NetworkingSeam", "networkingseam"
/// ```
public struct Catalog: Sendable {
  public let root: URL
  /// The labs present in this checkout (listed in `labs.json`, with a `Labs/` folder or, when the
  /// learner deleted that, the suite or given code it belongs to), in order.
  public let labs: [Lab]

  public init(root: URL) throws {
    self.root = root
    let file = root.appendingPathComponent(Layout.catalog)
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw WorkbookError.usage("cannot read \(file.path): run the workbook from the workbook's folder (the one with \(Layout.manifest))")
    }
    let listed: [Lab]
    do {
      listed = try JSONDecoder().decode([Lab].self, from: data)
    } catch {
      throw WorkbookError.usage("\(Layout.catalog) is not valid: \(error)")
    }
    labs = listed.filter { lab in
      [Layout.learnerFolder(of: lab), lab.writesTests ? Layout.mutatedFolder(of: lab) : Layout.suiteFolder(of: lab)].contains {
        FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
      }
    }
    .sorted { $0.number < $1.number }
  }

  /// The lab a learner means by `name`: a number (`3`, `03`), a module name, or part of one.
  public func lab(named name: String) throws -> Lab {
    let wanted = name.lowercased()
    if let number = Int(wanted), let lab = labs.first(where: { $0.number == number }) { return lab }
    if let lab = labs.first(where: { $0.module.lowercased() == wanted }) { return lab }
    let partial = labs.filter { $0.module.lowercased().contains(wanted) }
    if partial.count == 1, let lab = partial.first { return lab }
    let choices = labs.map { "\($0.number) (\($0.module))" }.joined(separator: ", ")
    throw WorkbookError.usage("no lab '\(name)'. Choose one of: \(choices)")
  }

  /// A path of ``Layout``, or any path relative to the workbook's folder, made absolute.
  public func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// `path` relative to the workbook's folder when it is inside it (what people read, and what
  /// the manifest takes as a target path); otherwise `path` unchanged.
  public func relativePath(_ path: String) -> String {
    Self.relativePath(path, in: root) ?? path
  }

  /// `path` relative to `folder`, or `nil` when it is not inside it: the one way the workbook
  /// makes a path relative.
  ///
  /// Both are compared as written (`..` and `.` taken out) and, failing that, with symbolic
  /// links resolved: macOS reaches `/tmp` and `/var` through `/private`, and a path may have
  /// been written either way.
  ///
  /// ```swift
  /// Catalog.relativePath("/w/Labs/Lab01NetworkingSeam/UserAPI.swift", in: URL(fileURLWithPath: "/w/Labs"))
  /// // "Lab01NetworkingSeam/UserAPI.swift"
  /// ```
  static func relativePath(_ path: String, in folder: URL) -> String? {
    let file = URL(fileURLWithPath: path)
    return inside(file.standardizedFileURL.path, folder.standardizedFileURL.path)
      ?? inside(file.resolvingSymlinksInPath().path, folder.resolvingSymlinksInPath().path)
  }

  private static func inside(_ path: String, _ folder: String) -> String? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }
}
