import Foundation

/// How long a lab's first check will build, from a figure of this machine rather than a guess:
/// `./workbook` writes how many seconds it took to build the tool from nothing
/// (``Layout/toolBuildSeconds``), and a lab's first build is measured against that.
///
/// The ratio is measured, Swift 6.3.1 Linux, 2 cores (`scripts/bench.sh first`, which prints
/// both): the first `./workbook check 1` took 1.20 of the first `./workbook`'s tool build at load
/// 4 to 6 (31.2 s after 26 s) and 0.63 at load 10 to 13 (25.8 s after 41 s), with the tool built
/// without an index store; before that, with it, 0.88 on a quiet machine (25.6 s after 29.1 s).
/// The estimate takes the highest, 1.2, and rounds up to 5 s: a little long is a promise kept.
/// A bug hunt's first build (Lab 11) was not measured against it, so it gets no figure.
///
/// ```swift
/// FirstBuildEstimate.seconds(toolBuild: 28)        // 35
/// FirstBuildEstimate(catalog: catalog).seconds     // nil: the tool was built some other way
/// ```
struct FirstBuildEstimate {
  /// A lab's first build over the tool's, measured (see above).
  static let ratio = 1.2

  let catalog: Catalog

  /// This machine's tool build, in seconds; `nil` when `./workbook` did not build it from nothing.
  var toolBuild: Int? {
    guard let data = FileManager.default.contents(atPath: catalog.url(Layout.toolBuildSeconds).path) else { return nil }
    return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)).flatMap { $0 > 0 ? $0 : nil }
  }

  /// The first build's estimate on this machine, when there is a figure to tell it from.
  var seconds: Int? { toolBuild.map(Self.seconds(toolBuild:)) }

  static func seconds(toolBuild: Int) -> Int {
    let estimate = Double(toolBuild) * ratio
    return max(5, Int((estimate / 5).rounded(.up)) * 5)
  }

  /// What the first check says before it builds `lab`.
  func line(for lab: Lab, hunts: Bool) -> String {
    let what =
      hunts
      ? "the first bug hunt builds Lab \(lab.tag)'s feature with every bug in"
      : "the first check builds Lab \(lab.tag) and its tests"
    let later = hunts ? "later hunts take a few seconds" : "later checks take a second or two"
    // The ratio was measured on a lab's check, not on a hunt's build: a hunt gets no figure.
    guard !hunts, let seconds, let toolBuild else { return "  (\(what); \(later))" }
    return "  (\(what): about \(seconds) s on this machine, which built the tool in \(toolBuild) s; \(later))"
  }
}
