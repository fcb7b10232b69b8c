import Foundation

/// Which linker the tool's own build folders ask for. The check and the hunt link the test
/// product after every body edit, so on Linux they ask for LLVM's `lld` where the toolchain ships
/// it beside its `swiftc` (this project's Swift 6.3.1 toolchain does, as `usr/bin/ld.lld`): it
/// links the same product a third faster than gold, the default (issue 37, measured). Plain
/// `swift test`, Xcode and verify keep the default, and macOS keeps Apple's linker.
///
/// ```swift
/// if Linker.lldBesideSwift { arguments += Linker.lldArguments }   // ["-Xswiftc", "-use-ld=lld"]
/// ```
enum Linker {
  /// What a `swift build` or `swift test` is told to link with lld (swiftc's `-use-ld`, which
  /// SwiftPM passes on to the link: the recorded link, which the fast rebuild replays, then
  /// runs `ld.lld` too).
  static let lldArguments = ["-Xswiftc", "-use-ld=lld"]

  /// Whether the `swift` on PATH has `ld.lld` beside it (never on macOS). Looked up once.
  static let lldBesideSwift: Bool = {
    #if os(Linux)
      guard let swift = XcodeTestTools.swiftOnPath(ProcessInfo.processInfo.environment["PATH"]) else { return false }
      let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
      return FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("ld.lld").path)
    #else
      return false
    #endif
  }()
}
