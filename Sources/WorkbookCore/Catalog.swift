import Foundation

/// One lab as `labs.json` lists it.
public struct Lab: Codable, Sendable, Equatable {
  public let number: Int
  public let module: String
  public let title: String
  public let chapter: String
  public let minutes: Int
  /// `"tests"` for a lab whose suite the learner writes (Lab 11); absent for the others.
  public var kind: String? = nil

  /// `01`, `02`, ...: how the labs are numbered in folders, chapters and output.
  public var tag: String { number < 10 ? "0\(number)" : "\(number)" }
  public var testTarget: String { module + "Tests" }

  /// The learner writes this lab's tests: its code is given and its mutants must be caught.
  public var writesTests: Bool { kind == "tests" }
  /// The learner's copy: the code to finish, or (kind tests) the tests to write.
  public var learnerFolder: String { "Labs/\(module)" }
  /// Where the suite's sources are: `Tests/<module>Tests`, or the learner's `Labs/<module>`.
  public var suiteFolder: String { writesTests ? "Labs/\(module)" : "Tests/\(testTarget)" }
  /// The code a mutant replaces a file of: the solution, or the given code of a lab of kind tests.
  public var mutatedFolder: String { writesTests ? "Given/\(module)" : "Solutions/\(module)" }
  /// What a verdict depends on besides the learner's folder, for knowing when it is stale.
  var verdictInputs: [String] {
    writesTests ? ["Labs/\(module)", "Given/\(module)", "Mutants/\(module)"] : ["Labs/\(module)", "Tests/\(testTarget)"]
  }
}

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
    let file = root.appendingPathComponent("labs.json")
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw WorkbookError.usage("cannot read \(file.path): run the workbook from the workbook's folder (the one with Package.swift)")
    }
    let listed: [Lab]
    do {
      listed = try JSONDecoder().decode([Lab].self, from: data)
    } catch {
      throw WorkbookError.usage("labs.json is not valid: \(error)")
    }
    labs = listed.filter { lab in
      [lab.learnerFolder, lab.writesTests ? lab.mutatedFolder : lab.suiteFolder].contains {
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

  public func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// `path` relative to the workbook's folder when it is inside it (what people read, and what
  /// the manifest takes as a target path); otherwise `path` unchanged.
  public func relativePath(_ path: String) -> String {
    let root = root.standardizedFileURL.path
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

/// A failure the tool reports to the user in one line, with the exit code it documents.
public enum WorkbookError: Error, CustomStringConvertible {
  /// A bad verb, lab or option: exit code 2.
  case usage(String)
  /// Something the tool itself could not do (a missing `swift`, an unwritable folder): exit code 3.
  case environment(String)

  public var description: String {
    switch self {
    case .usage(let message), .environment(let message): message
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .environment: 3
    }
  }
}
