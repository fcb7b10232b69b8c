import Foundation

/// What `workbook doctor` decides from what it found (``DoctorProbes``) and from one check of
/// the first lab (``LabTrial``): each requirement met or not, with what to do, and the one line
/// a facilitator asks for. Pure: the unit tests feed probes as data.
///
/// ```swift
/// let findings = Doctor.findings(for: probes)
/// let verdict = Doctor.verdict(findings, trial: .ran(passing: 0, total: 30, seconds: 14))
/// say(verdict.lastLine)   // "ready: Swift 6.1.2, Lab 01 checks in 14 s"
/// ```
enum Doctor {
  /// The oldest toolchain and macOS the workbook supports (README, "Requirements").
  static let minimumSwift = [6, 0]
  static let minimumMacOS = 15
  /// What a learner's builds take, with room to spare: on Linux the tool's build is 58 MB and the
  /// first check's 72 MB; every lab, Lab 11's hunt and a macOS toolchain's larger objects add to it.
  static let minimumFreeBytes: Int64 = 2_000_000_000

  /// One requirement, met or not.
  struct Finding: Equatable, Sendable {
    enum Level: Equatable, Sendable {
      /// Met.
      case ok
      /// Worth knowing, does not stop the day.
      case note
      /// Not met: the laptop is not ready until it is fixed.
      case problem
    }

    let level: Level
    /// What was found: `Swift 6.1.2`, `git: not found`.
    let what: String
    /// What to do about it (empty when met).
    var fix = ""

    var symbol: String {
      switch level {
      case .ok: "✓"
      case .note: "!"
      case .problem: "✗"
      }
    }
  }

  /// The one check of the first lab, as it went.
  enum LabTrial: Equatable, Sendable {
    /// Built, and its tests ran (a starter's fail: that is expected); `seconds` is a check as the
    /// learner's loop runs it, `firstBuild` the first check's, when this one built from nothing.
    case ran(passing: Int, total: Int, seconds: Double, firstBuild: Double? = nil)
    /// The compiler found no XCTest or Testing module: the Command Line Tools alone.
    case missingTestFramework(String)
    /// The learner's copy does not compile (their edit, most likely).
    case doesNotCompile(String)
    /// The tests crashed or hung.
    case crashedOrHung(String)
    /// The lab's folder is gone.
    case folderMissing
    /// Not tried: a problem above stops it (no usable Swift), or `--no-check`.
    case skipped(String)
    /// The check could not be run at all (another check holds the lock, an unexpected error).
    case couldNotRun(String)
  }

  struct Verdict: Equatable, Sendable {
    /// The problems, each with what to do, in the order found.
    let problems: [Finding]
    /// `ready: Swift 6.1.2, Lab 01 checks in 14 s` or `not ready: 2 problems, each with what to do above`.
    let lastLine: String
    /// 0 ready, 1 not ready, 3 the doctor could not finish its own check.
    let exitCode: Int32
  }

  /// Each requirement in the order the day meets them: the system, the toolchain, git, the clone, the disk.
  static func findings(for probes: DoctorProbes) -> [Finding] {
    var findings: [Finding] = []
    if case .macOS(let version) = probes.system {
      findings.append(macOS(version))
      findings.append(contentsOf: xcode(probes))
    } else if case .linux(let wsl) = probes.system {
      findings.append(Finding(level: .ok, what: wsl ? "Linux in WSL" : "Linux"))
      if wsl, probes.root.hasPrefix("/mnt/") {
        findings.append(
          Finding(
            level: .note, what: "the workbook is on a Windows drive (\(probes.root)): builds there are several times slower",
            fix: "clone it into your Linux home instead: cd ~ && git clone <the workbook's URL> di-workbook"))
      }
    } else {
      findings.append(
        Finding(
          level: .problem, what: "an operating system the workbook tool does not run on",
          fix: "use macOS 15 with Xcode 16, Linux, or WSL on Windows (see the README, \"On Windows\")"))
    }
    findings.append(swift(probes))
    findings.append(git(probes.git))
    findings.append(clone(probes))
    findings.append(disk(probes.freeBytes))
    return findings
  }

  static func macOS(_ version: [Int]) -> Finding {
    let shown = version.map(String.init).joined(separator: ".")
    guard let major = version.first, major >= minimumMacOS else {
      return Finding(
        level: .problem, what: "macOS \(shown): the labs need macOS \(minimumMacOS) or later (they use Mutex)",
        fix:
          "update macOS (System Settings > General > Software Update); if this Mac cannot run macOS 15, pair with someone on the day, or use a Linux machine"
      )
    }
    return Finding(level: .ok, what: "macOS \(shown)")
  }

  /// The selected developer folder and its test frameworks: Xcode, not only the Command Line Tools.
  static func xcode(_ probes: DoctorProbes) -> [Finding] {
    guard let folder = probes.developerFolder else {
      return [
        Finding(
          level: .problem, what: "no developer tools selected (xcode-select -p found none)",
          fix: "install Xcode 16 or later from the App Store, open it once, then: sudo xcode-select -s /Applications/Xcode.app")
      ]
    }
    let others = probes.installedXcodes.filter { !folder.hasPrefix($0) }
    let choose =
      others.isEmpty
      ? "install Xcode 16 or later from the App Store, open it once, then: sudo xcode-select -s /Applications/Xcode.app"
      : "select an Xcode 16 or later: sudo xcode-select -s \(others[0]) (installed here: \(others.joined(separator: ", ")))"
    if folder.contains("CommandLineTools") || probes.hasXCTest == false {
      return [
        Finding(
          level: .problem,
          what: "\(folder) is selected: the Command Line Tools alone have no XCTest and no Swift Testing",
          fix: choose)
      ]
    }
    return [Finding(level: .ok, what: "developer tools: \(folder), with XCTest")]
  }

  static func swift(_ probes: DoctorProbes) -> Finding {
    guard let text = probes.swiftVersion else {
      return Finding(
        level: .problem, what: "swift: not found on the PATH",
        fix: isMac(probes)
          ? "install Xcode 16 or later, open it once, then: sudo xcode-select -s /Applications/Xcode.app"
          : "install Swift 6.0 or later (https://www.swift.org/install) and put its usr/bin on the PATH")
    }
    guard let version = version(inSwiftOutput: text) else {
      return Finding(
        level: .problem, what: "swift: its version could not be read (\(firstLine(text)))",
        fix: "run swift --version; Swift 6.0 or later is needed")
    }
    let shown = version.map(String.init).joined(separator: ".")
    guard isAtLeast(version, minimumSwift) else {
      let from = probes.developerFolder.map { " (from \($0))" } ?? ""
      let others = probes.installedXcodes.filter { folder in probes.developerFolder.map { !$0.hasPrefix(folder) } ?? true }
      let fix =
        isMac(probes)
        ? (others.isEmpty
          ? "install Xcode 16 or later, then: sudo xcode-select -s /Applications/Xcode.app"
          : "an older Xcode is selected; select a newer one: sudo xcode-select -s \(others[0]) (installed here: \(others.joined(separator: ", ")))")
        : "install Swift 6.0 or later (https://www.swift.org/install) and put it first on the PATH"
      return Finding(level: .problem, what: "Swift \(shown)\(from): the workbook needs Swift 6.0 or later", fix: fix)
    }
    return Finding(level: .ok, what: "Swift \(shown)")
  }

  static func git(_ text: String?) -> Finding {
    guard let text else {
      return Finding(
        level: .problem, what: "git: not found",
        fix: "install git (macOS: xcode-select --install, or it comes with Xcode; Ubuntu: sudo apt-get install git)")
    }
    return Finding(level: .ok, what: firstLine(text))
  }

  static func clone(_ probes: DoctorProbes) -> Finding {
    guard probes.hasGitFolder else {
      return Finding(
        level: .problem, what: "this copy has no .git folder (a ZIP download?): reset cannot put a starter back",
        fix:
          "clone it instead: git clone <the workbook's URL> di-workbook (no network: git clone di-workbook.bundle di-workbook from the facilitator's USB stick)"
      )
    }
    guard probes.git != nil else {
      return Finding(level: .note, what: "a .git folder: reset can use it once git is installed")
    }
    guard probes.hasStarterCommit else {
      return Finding(
        level: .problem, what: "the .git folder has no commit git can read: reset cannot put a starter back",
        fix: "clone the workbook again into a new folder and work there")
    }
    return Finding(level: .ok, what: "a git clone: reset can put any starter back")
  }

  static func disk(_ bytes: Int64?) -> Finding {
    guard let bytes else { return Finding(level: .note, what: "free disk space: could not be read", fix: "make sure about 2 GB are free") }
    let shown = gigabytes(bytes)
    guard bytes >= minimumFreeBytes else {
      return Finding(
        level: .problem, what: "\(shown) free: the builds need about \(gigabytes(minimumFreeBytes))",
        fix: "free some space (an old Xcode simulator runtime or DerivedData is often several GB)")
    }
    return Finding(level: .ok, what: "\(shown) free")
  }

  /// What the check of the first lab says, as a finding.
  static func finding(for trial: LabTrial, lab: String, check: String, reset: String) -> Finding {
    switch trial {
    case .ran(let passing, let total, let seconds, let firstBuild):
      let state = passing == 0 ? "0 of \(total) passing, as a starter should" : "\(passing) of \(total) passing"
      let first = firstBuild.map { "; the build before it took \(shown($0))" } ?? ""
      return Finding(level: .ok, what: "Lab \(lab) builds and its tests run: \(state) (a check: \(shown(seconds))\(first))")
    case .missingTestFramework(let message):
      return Finding(
        level: .problem, what: "Lab \(lab)'s tests cannot build: \(message)",
        fix: "the Command Line Tools alone cannot run tests: install Xcode 16 or later, then sudo xcode-select -s /Applications/Xcode.app")
    case .doesNotCompile(let message):
      return Finding(
        level: .problem, what: "Lab \(lab) does not compile: \(message)",
        fix: "see where: \(check); if you edited it, \(reset) puts the starter back")
    case .crashedOrHung(let message):
      return Finding(level: .problem, what: "Lab \(lab)'s tests \(message)", fix: "see why: \(check); show it to the facilitator")
    case .folderMissing:
      return Finding(level: .problem, what: "Lab \(lab)'s folder is missing", fix: "\(reset) puts the starter back")
    case .skipped(let reason):
      return Finding(level: .note, what: "Lab \(lab) not checked: \(reason)")
    case .couldNotRun(let message):
      return Finding(
        level: .problem, what: "Lab \(lab) could not be checked: \(message)", fix: "run the doctor again; if it says the same, \(check)")
    }
  }

  /// The last line and the exit code, from every finding (the lab's included).
  static func verdict(_ findings: [Finding], trial: LabTrial, swift: String?, lab: String) -> Verdict {
    let problems = findings.filter { $0.level == .problem }
    if case .couldNotRun = trial {
      return Verdict(problems: problems, lastLine: "could not finish: Lab \(lab) could not be checked (see above)", exitCode: 3)
    }
    guard problems.isEmpty else {
      let count = problems.count == 1 ? "1 problem, with what to do above" : "\(problems.count) problems, each with what to do above"
      return Verdict(problems: problems, lastLine: "not ready: \(count)", exitCode: 1)
    }
    let toolchain = swift.map { "Swift \($0)" } ?? "Swift"
    switch trial {
    case .ran(_, _, let seconds, _):
      return Verdict(problems: [], lastLine: "ready: \(toolchain), Lab \(lab) checks in \(shown(seconds))", exitCode: 0)
    default:
      // Lab 01 not checked (--no-check): the tools are fine, the build is not proven.
      return Verdict(problems: [], lastLine: "tools ready: \(toolchain); Lab \(lab) not checked yet", exitCode: 0)
    }
  }

  /// `[6, 1, 2]` from `swift --version`'s `Swift version 6.1.2 (...)` or `Apple Swift version 6.0 (...)`.
  static func version(inSwiftOutput text: String) -> [Int]? {
    guard let range = text.range(of: "Swift version ") else { return nil }
    let rest = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    let parts = rest.split(separator: ".").compactMap { Int($0) }
    return parts.isEmpty ? nil : parts
  }

  /// `6.1.2` for the last line, from `swift --version`'s output.
  static func shownVersion(_ text: String?) -> String? {
    text.flatMap(version(inSwiftOutput:)).map { $0.map(String.init).joined(separator: ".") }
  }

  /// `0.4 s`, `12 s`: tenths below 10 seconds.
  static func shown(_ seconds: Double) -> String {
    seconds < 9.95 ? String(format: "%.1f s", seconds) : "\(Int(seconds.rounded())) s"
  }

  static func gigabytes(_ bytes: Int64) -> String {
    let value = Double(bytes) / 1_000_000_000
    return value >= 10 ? "\(Int(value)) GB" : String(format: "%.1f GB", value)
  }

  /// `[6]` is `[6, 0]`: a missing part counts as 0.
  static func isAtLeast(_ version: [Int], _ minimum: [Int]) -> Bool {
    let count = max(version.count, minimum.count)
    let padded = version + Array(repeating: 0, count: count - version.count)
    let floor = minimum + Array(repeating: 0, count: count - minimum.count)
    return !padded.lexicographicallyPrecedes(floor)
  }

  private static func firstLine(_ text: String) -> String {
    String(text.split(whereSeparator: \.isNewline).first ?? "").trimmingCharacters(in: .whitespaces)
  }

  private static func isMac(_ probes: DoctorProbes) -> Bool {
    if case .macOS = probes.system { return true }
    return false
  }
}

extension Doctor {
  /// Why the first lab is not built, when a finding already says it cannot work; `nil` to build it.
  static func reasonNotToBuild(_ probes: DoctorProbes) -> String? {
    let toolchain = [swift(probes)] + (isMac(probes) ? xcode(probes) : [])
    if toolchain.contains(where: { $0.level == .problem }) { return "fix the developer tools above first" }
    if case .macOS(let version) = probes.system, macOS(version).level == .problem { return "update macOS first" }
    if case .other = probes.system { return "this system cannot run the tool's checks" }
    return nil
  }

  /// The check's outcome as the doctor reads it: whether the laptop builds and runs a lab.
  static func trial(_ outcome: SuiteOutcome, passing: Int, seconds: Double) -> LabTrial {
    switch outcome {
    case .ran(let results, _):
      return .ran(passing: passing, total: results.count, seconds: seconds)
    case .doesNotCompile(let errors):
      if let missing = errors.first(where: \.isMissingTestFramework) { return .missingTestFramework(missing.message) }
      guard let first = errors.first else { return .doesNotCompile("the build failed") }
      return .doesNotCompile("\(first.location): \(first.message)")
    case .crashed:
      return .crashedOrHung("crashed")
    case .timedOut:
      return .crashedOrHung("hung (stopped after the time limit)")
    }
  }
}
