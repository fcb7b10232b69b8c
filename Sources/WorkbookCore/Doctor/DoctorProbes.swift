import Foundation

/// What `workbook doctor` finds on a laptop, as data: ``Doctor`` decides from it, and the unit
/// tests write it by hand. ``gather(root:)`` asks the system.
///
/// ```swift
/// let probes = DoctorProbes.gather(root: catalog.root)
/// let findings = Doctor.findings(for: probes)
/// ```
struct DoctorProbes: Equatable, Sendable {
  enum System: Equatable, Sendable {
    /// macOS and its version, `[15, 3, 1]`.
    case macOS([Int])
    /// Linux; `true` inside Windows' WSL.
    case linux(wsl: Bool)
    case other
  }

  var system: System
  /// The selected developer folder (`xcode-select -p`), macOS only.
  var developerFolder: String? = nil
  /// The developer folders of the Xcodes in /Applications (`/Applications/Xcode-16.2.app/Contents/Developer`).
  var installedXcodes: [String] = []
  /// Whether `xcrun --find xctest` finds XCTest (macOS only; `nil` elsewhere).
  var hasXCTest: Bool? = nil
  /// What `swift --version` printed, `nil` when there is no `swift` on the PATH.
  var swiftVersion: String?
  /// What `git --version` printed, `nil` when there is no `git`.
  var git: String?
  /// The workbook's folder.
  var root: String
  /// A `.git` folder (or file, in a worktree) at the workbook's root.
  var hasGitFolder: Bool
  /// git can name the commit the starters come from.
  var hasStarterCommit: Bool
  /// Free bytes on the workbook's volume.
  var freeBytes: Int64?

  /// Asks the system. Each command runs with a time limit; a missing one reads as not found.
  static func gather(root: URL) -> DoctorProbes {
    let manager = FileManager.default
    var probes = DoctorProbes(
      system: system(),
      swiftVersion: output(of: ["swift", "--version"], in: root),
      git: output(of: ["git", "--version"], in: root),
      root: root.path,
      hasGitFolder: manager.fileExists(atPath: root.appendingPathComponent(".git").path),
      hasStarterCommit: false,
      freeBytes: (try? manager.attributesOfFileSystem(forPath: root.path)[.systemFreeSize] as? NSNumber)?.int64Value)
    probes.hasStarterCommit = probes.git != nil && probes.hasGitFolder && Git(root: root).starterCommit() != nil
    #if os(macOS)
      // xcode-select(1): "-p, --print-path: Prints the path to the currently selected developer
      // directory" (/Applications/Xcode.app/Contents/Developer, or /Library/Developer/CommandLineTools).
      probes.developerFolder = output(of: ["xcode-select", "-p"], in: root)?.trimmingCharacters(in: .whitespacesAndNewlines)
      // xcrun(1) "--find <tool>": the same question SwiftPM asks for the XCTest runner
      // (UserToolchain.deriveXCTestPath: `xcrun --sdk macosx --find xctest`); the Command Line
      // Tools alone have none.
      probes.hasXCTest = output(of: ["xcrun", "--sdk", "macosx", "--find", "xctest"], in: root) != nil
      let applications = (try? manager.contentsOfDirectory(atPath: "/Applications")) ?? []
      probes.installedXcodes = applications.filter { $0.hasPrefix("Xcode") && $0.hasSuffix(".app") }.sorted().reversed().map {
        "/Applications/\($0)/Contents/Developer"
      }
    #endif
    return probes
  }

  private static func system() -> System {
    #if os(macOS)
      // Foundation's ProcessInfo.operatingSystemVersion: the running macOS (what `sw_vers
      // -productVersion` prints), no process needed.
      let version = ProcessInfo.processInfo.operatingSystemVersion
      return .macOS([version.majorVersion, version.minorVersion, version.patchVersion])
    #elseif os(Linux)
      // WSL's kernels name themselves: /proc/sys/kernel/osrelease reads `...-microsoft-standard-WSL2`
      // (WSL 1: `...-Microsoft`), microsoft/WSL issue 423.
      let release = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? ""
      return .linux(wsl: release.lowercased().contains("microsoft"))
    #else
      return .other
    #endif
  }

  /// What `arguments` printed, or `nil` when it failed, is missing or took over 20 s.
  static func output(of arguments: [String], in folder: URL) -> String? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-doctor-\(getpid())-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    guard let end = try? Subprocess.run(arguments, in: folder, output: file, timeLimit: 20), end == .exited(0) else { return nil }
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}
