import Foundation

/// Which module of a lab ``FastRebuild`` replays, and which folders it reads for it: the module
/// the learner edits. For most labs that is the lab's own module (`Labs/<module>`); for a lab of
/// kind tests (Lab 11) the learner writes the suite, so it is the lab's test module, and the
/// lab's code is the given code or, in a bug hunt's switched build, the copy with every mutant in
/// (``SuiteBuild/labSources``).
///
/// The guarantee is the same for both: only the replayed module's sources may have changed, its
/// interface must come out byte for byte as recorded, and anything else is SwiftPM's path. A test
/// module has one more reader of its objects on Linux, SwiftPM's test discovery
/// (``FastRebuildPlan/init(module:manifest:scratch:objectsFeedTestDiscovery:)`` says why an
/// unchanged interface leaves its output unchanged).
///
/// ```swift
/// FastRebuildTarget.module(of: lab11)                       // "Lab11YourTestsTests"
/// FastRebuildTarget.sourceFolders(of: lab11, in: switched)  // Labs/…, Solutions/…, Given/…, Tests/…, the switched copy
/// ```
enum FastRebuildTarget {
  /// The module whose compile the fast path replays: where the learner's folder compiles.
  static func module(of lab: Lab) -> String {
    lab.writesTests ? lab.testTarget : lab.module
  }

  /// Whether the replayed module is a test module, whose objects SwiftPM's test discovery reads.
  static func isTestModule(of lab: Lab) -> Bool {
    lab.writesTests
  }

  /// Every folder, relative to the package, a build of `lab` in `build` reads sources from: the
  /// lab's own (``Layout/sourceFolders(of:)``), and the folder that replaces its code when the
  /// build names one (a bug hunt's switched copy). An edit in any of them must be seen: the
  /// snapshot before a build hashes and lists each.
  static func sourceFolders(of lab: Lab, in build: SuiteBuild) -> [String] {
    let folders = Layout.sourceFolders(of: lab)
    guard let replaced = build.labSources, !folders.contains(replaced) else { return folders }
    return folders + [replaced]
  }
}
