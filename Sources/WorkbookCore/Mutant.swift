import Foundation

/// A known-wrong variant of one solution file: `Mutants/<Module>/<slug>.swift`.
///
/// The file starts with three comment lines:
/// ```swift
/// // replaces: UserAPI.swift
/// // bug: decodes the body without looking at the status code.
/// // hint: An HTTP error can carry a decodable body. Check statusCode first.
/// ```
public struct Mutant: Sendable, Equatable {
  public let slug: String
  public let file: URL
  /// The file it stands in for, relative to the lab's `mutatedFolder` (`Solutions/<Module>/`).
  public let replaces: String
  public let bug: String
  public let hint: String

  /// The lab's mutants, by slug; a malformed file is reported as an error naming it.
  public static func all(for lab: Lab, in catalog: Catalog) throws -> [Mutant] {
    let folder = catalog.url("Mutants/\(lab.module)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      try Mutant(file: folder.appendingPathComponent(name))
    }
  }

  init(file: URL) throws {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    func field(_ key: String) -> String? {
      text.split(separator: "\n", maxSplits: 10).lazy
        .first { $0.hasPrefix("// \(key):") }
        .map { $0.dropFirst(key.count + 4).trimmingCharacters(in: .whitespaces) }
    }
    guard let replaces = field("replaces"), !replaces.isEmpty else {
      throw WorkbookError.usage("mutant \(file.path) has no '// replaces: File.swift' line")
    }
    self.file = file
    self.slug = file.deletingPathExtension().lastPathComponent
    self.replaces = replaces
    self.bug = field("bug") ?? "(no '// bug:' line)"
    self.hint = field("hint") ?? "(no '// hint:' line)"
  }
}
