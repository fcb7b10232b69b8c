import Foundation

/// A lab's mutants made ready for one build: those that can be switched are generated into a copy
/// of the lab's code (``MutantSchemata``); the others each need a build of their own ("apart").
///
/// When the switched code does not compile, ``blame(_:in:)`` finds the mutants whose code the
/// errors are in; ``exclude(_:)`` moves them apart, and the next build goes without them.
///
/// ```swift
/// var switched = try SwitchedLab(lab: lab, mutants: Mutant.all(for: lab, in: catalog), code: catalog.url(Layout.mutatedFolder(of: lab)))
/// try switched.write(into: sources)
/// ```
struct SwitchedLab: Sendable {
  let lab: Lab
  let code: URL
  /// The mutants whose patch applies, in order.
  let mutants: [Mutant]
  /// The mutants whose patch no longer applies to the lab's code.
  let broken: [Mutant.DoesNotApply]
  private let mutated: [String: [String: String]]
  private var excluded: [String: String] = [:]
  private(set) var schemata: MutantSchemata

  init(lab: Lab, mutants all: [Mutant], code: URL) {
    self.lab = lab
    self.code = code
    var mutants: [Mutant] = []
    var broken: [Mutant.DoesNotApply] = []
    var mutated: [String: [String: String]] = [:]
    for mutant in all {
      do {
        mutated[mutant.slug] = try mutant.mutatedFiles(of: code)
        mutants.append(mutant)
      } catch let problem as Mutant.DoesNotApply {
        broken.append(problem)
      } catch {
        broken.append(Mutant.DoesNotApply(mutant: mutant, path: mutant.replaces.joined(separator: ", "), detail: "\(error)"))
      }
    }
    self.mutants = mutants
    self.broken = broken
    self.mutated = mutated
    schemata = Self.schemata(lab: lab, code: code, mutants: mutants, mutated: mutated, excluded: [:])
  }

  /// The mutants the switched build holds.
  var switched: [Mutant] {
    mutants.filter { schemata.switched.contains($0.slug) }
  }

  /// The mutants that need a build of their own, with why.
  var apart: [(mutant: Mutant, reason: String)] {
    mutants.compactMap { mutant in (excluded[mutant.slug] ?? schemata.apart[mutant.slug]).map { (mutant, $0) } }
  }

  /// The files `mutant` changes, with its bug in them (for a build of its own).
  func files(of mutant: Mutant) -> [String: String] {
    mutated[mutant.slug] ?? [:]
  }

  /// The value of `WORKBOOK_MUTANT` that switches `mutant` on.
  func switchValue(of mutant: Mutant) -> String {
    "\(lab.module)/\(mutant.slug)"
  }

  /// Moves mutants apart (slug to why) and generates the switched code without them.
  mutating func exclude(_ slugs: [String: String]) {
    excluded.merge(slugs) { old, _ in old }
    schemata = Self.schemata(lab: lab, code: code, mutants: mutants, mutated: mutated, excluded: excluded)
  }

  /// Writes the lab's code, with the switched mutants in it, into `folder`.
  func write(into folder: URL) throws {
    try SourceMirror.write(code, into: folder, replacing: schemata.files)
  }

  /// The switched mutants whose code holds these compiler errors (from a build of the code
  /// written into `folder`), and the errors in no mutant's code: in the lab's own code (the
  /// generated code around the mutants) or elsewhere (the tests).
  func blame(_ errors: [Diagnostic], in folder: URL) -> (mutants: Set<String>, lab: [Diagnostic], elsewhere: [Diagnostic]) {
    var blamed: (mutants: Set<String>, lab: [Diagnostic], elsewhere: [Diagnostic]) = ([], [], [])
    for error in errors {
      guard let file = Catalog.relativePath(error.file, in: folder) else {
        blamed.elsewhere.append(error)
        continue
      }
      if let region = schemata.regions.first(where: { $0.path == file && $0.lines.contains(error.line) }) {
        blamed.mutants.insert(region.slug)
      } else {
        blamed.lab.append(error)
      }
    }
    return blamed
  }

  /// Every switched mutant, with why it goes apart.
  func all(_ reason: String) -> [String: String] {
    Dictionary(uniqueKeysWithValues: switched.map { ($0.slug, reason) })
  }

  private static func schemata(
    lab: Lab, code: URL, mutants: [Mutant], mutated: [String: [String: String]], excluded: [String: String]
  ) -> MutantSchemata {
    let included = mutants.filter { excluded[$0.slug] == nil }
    var originals: [String: String] = [:]
    for path in Set(included.flatMap(\.replaces)) {
      originals[path] = try? String(contentsOf: code.appendingPathComponent(path), encoding: .utf8)
    }
    return MutantSchemata(
      module: lab.module, originals: originals, mutants: included.map { ($0.slug, mutated[$0.slug] ?? [:]) })
  }
}
