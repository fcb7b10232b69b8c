import Foundation

/// Makes the next build recompile the learner's changed files, whatever the incremental build
/// believes.
///
/// Measured here (Swift 6.3.1, Linux): a file put back to an earlier content (`git reset`,
/// `reset`, an undo) right after a check was, in 6 of 8 tries, not recompiled by the next build.
/// llbuild ran the driver, the driver emitted the module, and the object file kept the previous
/// code: the check printed the previous verdict. Touching the file was not enough. So each
/// changed file's object, dependency and swiftdeps files are removed before the build: the
/// driver then has no choice but to compile it (a lab's file compiles in a fraction of a second).
///
/// ```swift
/// StaleObjects.forget(["/w/Labs/Lab01NetworkingSeam/UserAPI.swift"], of: "Lab01NetworkingSeam", below: scratch)
/// ```
enum StaleObjects {
  /// Removes `File.swift.o`, `File.d`, `File.swiftdeps` of each file in `files` from the
  /// `<target>.build` folders below `scratch` (`<scratch>/<triple>/debug/<target>.build`, the layout
  /// SwiftPM's output file map gives on Linux and macOS alike).
  static func forget(_ files: [String], of target: String, below scratch: URL) {
    guard !files.isEmpty else { return }
    let manager = FileManager.default
    let triples = (try? manager.contentsOfDirectory(atPath: scratch.path)) ?? []
    for triple in triples {
      let folder = scratch.appendingPathComponent("\(triple)/debug/\(target).build")
      guard manager.fileExists(atPath: folder.path) else { continue }
      for file in files {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        for output in ["\(name).o", "\(stem).d", "\(stem).swiftdeps", "\(stem).dia"] {
          try? manager.removeItem(at: folder.appendingPathComponent(output))
        }
      }
    }
  }

  /// Removes the compiler's outputs and incremental state of each target in `targets` below
  /// `scratch` (objects, `.d`, `.dia`, `.swiftdeps`, `.priors` in `<target>.build`, and the
  /// target's `.swiftmodule`), so the next build compiles both afresh. What SwiftPM itself wrote
  /// when it planned the build (`output-file-map.json`, `sources`, `include`) stays: a build it
  /// does not plan again fails without them ("unable to load output file map").
  ///
  /// Verify builds one mutant after another in one folder, rewriting a lab's files within moments.
  /// Measured here (Swift 6.3.1, Linux): after Lab 05's mutants that write their own `==`, the next
  /// mutant (with the derived `==` back) failed to link, because the test target's objects still
  /// called the previous mutant's `==`; the driver had judged them up to date. Removing only the
  /// lab's changed files (`forget`) does not reach the test target, so a mutant built apart starts
  /// both targets' compiles from nothing (a few seconds, a handful of mutants a run).
  ///
  /// ```swift
  /// StaleObjects.forgetTargets(["Lab05ViewModels", "Lab05ViewModelsTests"], below: scratch)
  /// ```
  static func forgetTargets(_ targets: [String], below scratch: URL) {
    let manager = FileManager.default
    let compilerOutputs: Set = ["o", "d", "dia", "swiftdeps", "priors"]
    let triples = (try? manager.contentsOfDirectory(atPath: scratch.path)) ?? []
    for triple in triples {
      let debug = scratch.appendingPathComponent("\(triple)/debug")
      for target in targets {
        let folder = debug.appendingPathComponent("\(target).build")
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        where compilerOutputs.contains(URL(fileURLWithPath: name).pathExtension) {
          try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
        try? manager.removeItem(at: debug.appendingPathComponent("Modules/\(target).swiftmodule"))
      }
    }
  }
}
