import Foundation

/// A known-wrong version of a lab's code: `Mutants/<Module>/<slug>.patch`, as small as its bug.
///
/// Two lines for people, then a unified diff (`git diff -U1`) of the solution file it changes (the
/// given file, for a lab of kind tests), named from the workbook's folder:
/// ```
/// bug: decodes the body without looking at the status code.
/// hint: An HTTP error can carry a decodable body. Check statusCode first.
///
/// --- a/Solutions/Lab01NetworkingSeam/UserAPI.swift
/// +++ b/Solutions/Lab01NetworkingSeam/UserAPI.swift
/// @@ -39,4 +39,3 @@ public struct UserAPI: Sendable {
///      let (data, response) = try await networking.data(for: request)
/// -    guard let http = response as? HTTPURLResponse else { throw UserAPIError.notHTTP }
/// ...
/// ```
/// `git apply Mutants/<Module>/<slug>.patch` puts the bug in place; `git apply -R` takes it out.
///
/// A third line, `rejected-by: hang` (or `crash`), marks a bug whose very nature is to hang (or
/// crash) the tests: `verify` accepts that way of rejecting it for this mutant only. Every other
/// mutant must fail a test by an expectation or a thrown error, in the test about its bug.
public struct Mutant: Sendable, Equatable {
  /// How a mutant may be rejected other than by a failing test, when that is the bug's nature.
  public enum Rejection: String, Sendable, Equatable, CaseIterable {
    case hang, crash
  }

  public let slug: String
  /// The `.patch` file.
  public let file: URL
  public let bug: String
  public let hint: String
  /// `rejected-by:`: the bug hangs or crashes the tests by its nature; `nil` for every other bug,
  /// which a test must reject by an expectation or a thrown error.
  public let rejectedBy: Rejection?
  /// What it changes, file by file (paths from the workbook's folder).
  let patches: [FilePatch]
  /// The files it changes, relative to the lab's ``Layout/mutatedFolder(of:)`` (`UserAPI.swift`).
  public let replaces: [String]

  /// The lab's mutants, by slug; a malformed file is reported as an error naming it.
  public static func all(for lab: Lab, in catalog: Catalog) throws -> [Mutant] {
    let mutants = Layout.mutantsFolder(of: lab)
    let folder = catalog.url(mutants)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    if let old = names.first(where: { $0.hasSuffix(".swift") }) {
      let path = "\(mutants)/\(old)"
      throw WorkbookError.usage(
        "\(path) is a whole-file mutant, a form the workbook no longer reads: convert it with \(Layout.mutantConverter) \(path)")
    }
    return try names.filter { $0.hasSuffix(".patch") }.map { name in
      try Mutant(file: folder.appendingPathComponent(name), lab: lab, catalog: catalog)
    }
  }

  init(file: URL, lab: Lab, catalog: Catalog) throws {
    let source = catalog.relativePath(file.path)
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    let preamble = text.split(separator: "\n").prefix { !$0.hasPrefix("--- ") }
    func field(_ key: String) -> String? {
      preamble.first { $0.hasPrefix("\(key):") }.map { $0.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) }
    }
    do {
      patches = try FilePatch.parse(text, in: source)
    } catch let problem as FilePatch.Problem {
      throw WorkbookError.usage("\(problem.message) (\(Layout.authoring), \"Mutants\", says how to write one)")
    }
    guard !patches.isEmpty else {
      throw WorkbookError.usage("\(source) has no patch ('--- a/<file>', '+++ b/<file>', '@@' hunks): see \(Layout.authoring), \"Mutants\"")
    }
    let mutated = Layout.mutatedFolder(of: lab)
    replaces = try patches.map { patch in
      guard let path = Catalog.relativePath(catalog.url(patch.path).path, in: catalog.url(mutated)) else {
        throw WorkbookError.usage("\(source) changes \(patch.path); a mutant of \(lab.module) changes files in \(mutated)")
      }
      return path
    }
    self.file = file
    self.slug = file.deletingPathExtension().lastPathComponent
    self.bug = field("bug") ?? "(no 'bug:' line)"
    self.hint = field("hint") ?? "(no 'hint:' line)"
    if let value = field("rejected-by") {
      guard let rejection = Rejection(rawValue: value) else {
        let allowed = Rejection.allCases.map(\.rawValue).joined(separator: " or ")
        throw WorkbookError.usage(
          "\(source): 'rejected-by: \(value)' is not a way a suite rejects a mutant (\(allowed); leave the line out when a test rejects it)"
        )
      }
      self.rejectedBy = rejection
    } else {
      self.rejectedBy = nil
    }
  }

  /// The files this mutant changes, with the bug in them: by path relative to the lab's
  /// ``Layout/mutatedFolder(of:)``, read from `folder` (that folder in the workbook, unless told otherwise).
  func mutatedFiles(of folder: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    for (path, patch) in zip(replaces, patches) {
      let original = folder.appendingPathComponent(path)
      guard let text = try? String(contentsOf: original, encoding: .utf8) else {
        throw DoesNotApply(mutant: self, path: patch.path, detail: "the file is missing")
      }
      do {
        files[path] = try patch.apply(to: text)
      } catch let problem as FilePatch.Problem {
        throw DoesNotApply(mutant: self, path: patch.path, detail: problem.message)
      }
    }
    return files
  }

  /// A mutant whose patch no longer matches the file it changes (the file changed since).
  struct DoesNotApply: Error, CustomStringConvertible {
    let mutant: Mutant
    let path: String
    let detail: String

    var description: String {
      "mutant \(mutant.slug) no longer applies to \(path): \(detail)"
    }
  }
}
