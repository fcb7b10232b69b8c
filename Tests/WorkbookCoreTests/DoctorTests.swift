import Testing

@testable import WorkbookCore

/// `workbook doctor`'s decisions, from probes written as data: each laptop a workshop meets, and
/// what the doctor says about it (``Doctor``). The probing itself (``DoctorProbes/gather(root:)``)
/// runs end to end in `DoctorEndToEndTests`.
@Suite("doctor: what a laptop needs, and what to do when it lacks it")
struct DoctorTests {
  static let xcode = "/Applications/Xcode.app/Contents/Developer"
  static let swift61 = "swift-driver version: 1.120.5 Apple Swift version 6.1.2 (swiftlang-6.1.2.1.2 clang-1700.0.13.5)\nTarget: arm64"

  /// A Mac that is ready: macOS 15, Xcode 16.4 selected, a clone, plenty of disk.
  static func readyMac() -> DoctorProbes {
    DoctorProbes(
      system: .macOS([15, 3, 1]), developerFolder: xcode, installedXcodes: [xcode], hasXCTest: true, swiftVersion: swift61,
      git: "git version 2.39.5 (Apple Git-154)", root: "/Users/ada/di-workbook", hasGitFolder: true, hasStarterCommit: true,
      freeBytes: 40_000_000_000)
  }

  static func readyLinux() -> DoctorProbes {
    DoctorProbes(
      system: .linux(wsl: false), swiftVersion: "Swift version 6.0.3 (swift-6.0.3-RELEASE)\nTarget: x86_64-unknown-linux-gnu",
      git: "git version 2.43.0", root: "/home/ada/di-workbook", hasGitFolder: true, hasStarterCommit: true,
      freeBytes: 12_000_000_000)
  }

  func problems(_ probes: DoctorProbes) -> [Doctor.Finding] {
    Doctor.findings(for: probes).filter { $0.level == .problem }
  }

  @Test func aReadyMac_hasNoProblem_andTheLastLineNamesSwiftAndTheCheck() {
    let findings = Doctor.findings(for: Self.readyMac())
    #expect(findings.allSatisfy { $0.level == .ok }, "Expected every requirement met, got \(findings)")
    let verdict = Doctor.verdict(
      findings, trial: .ran(passing: 0, total: 30, seconds: 0.8, firstBuild: 31), swift: Doctor.shownVersion(Self.swift61), lab: "01")
    #expect(verdict == Doctor.Verdict(problems: [], lastLine: "ready: Swift 6.1.2, Lab 01 checks in 0.8 s", exitCode: 0))
  }

  @Test func aReadyLinux_hasNoProblem() {
    #expect(problems(Self.readyLinux()).isEmpty)
    #expect(Doctor.reasonNotToBuild(Self.readyLinux()) == nil, "Expected the doctor to build Lab 01 on a ready machine")
  }

  @Test(arguments: [[14, 7, 2], [13, 6]])
  func macOSBefore15_isAProblem_thatSaysToUpdateOrPair(version: [Int]) {
    var probes = Self.readyMac()
    probes.system = .macOS(version)
    let found = problems(probes)
    #expect(found.count == 1 && found[0].what.hasPrefix("macOS \(version[0])"), "\(found)")
    #expect(found.first?.fix.contains("pair with someone") == true, "Expected a way through the day for a Mac that cannot update")
    #expect(Doctor.reasonNotToBuild(probes) != nil, "Mutex needs macOS 15: building Lab 01 would only fail")
  }

  @Test func theCommandLineToolsAlone_areAProblem_thatNamesXcode() {
    var probes = Self.readyMac()
    probes.developerFolder = "/Library/Developer/CommandLineTools"
    probes.hasXCTest = false
    probes.installedXcodes = []
    let found = problems(probes)
    #expect(found.count == 1 && found[0].what.contains("no XCTest"), "\(found)")
    #expect(found.first?.fix.contains("sudo xcode-select -s /Applications/Xcode.app") == true)
    #expect(Doctor.reasonNotToBuild(probes) != nil)
  }

  @Test func theCommandLineToolsSelected_withAnXcodeInstalled_saysToSelectIt() {
    var probes = Self.readyMac()
    probes.developerFolder = "/Library/Developer/CommandLineTools"
    probes.hasXCTest = false
    probes.installedXcodes = ["/Applications/Xcode-16.2.app/Contents/Developer"]
    #expect(problems(probes).first?.fix.contains("sudo xcode-select -s /Applications/Xcode-16.2.app/Contents/Developer") == true)
  }

  @Test func anOldXcodeSelected_isAProblem_thatNamesTheNewerOne() {
    var probes = Self.readyMac()
    probes.developerFolder = "/Applications/Xcode-15.4.app/Contents/Developer"
    probes.installedXcodes = [Self.xcode, "/Applications/Xcode-15.4.app/Contents/Developer"]
    probes.swiftVersion = "Apple Swift version 5.10 (swiftlang-5.10.0.13 clang-1500.3.9.4)"
    let found = problems(probes)
    #expect(found.count == 1 && found[0].what.hasPrefix("Swift 5.10 (from /Applications/Xcode-15.4.app"), "\(found)")
    #expect(found.first?.fix.contains("sudo xcode-select -s \(Self.xcode)") == true, "\(found)")
  }

  @Test func noSwift_isAProblem_andLab01IsNotBuilt() {
    var probes = Self.readyLinux()
    probes.swiftVersion = nil
    #expect(problems(probes).map(\.what) == ["swift: not found on the PATH"])
    #expect(problems(probes).first?.fix.contains("swift.org/install") == true)
    #expect(Doctor.reasonNotToBuild(probes) != nil)
  }

  @Test(arguments: [
    ("Swift version 6.0 (swift-6.0-RELEASE)", true), ("Swift version 6 (swift-6-RELEASE)", true),
    ("Apple Swift version 6.2.1 (swiftlang-6.2.1)", true), ("Swift version 5.10.1 (swift-5.10.1-RELEASE)", false),
  ])
  func swiftVersions_fromSixOn_areEnough(output: String, enough: Bool) {
    var probes = Self.readyLinux()
    probes.swiftVersion = output
    #expect(problems(probes).isEmpty == enough, "\(output): \(problems(probes))")
  }

  @Test func noGit_isAProblem() {
    var probes = Self.readyLinux()
    probes.git = nil
    probes.hasStarterCommit = false
    #expect(problems(probes).map(\.what) == ["git: not found"], "A clone without git is git's problem, said once")
  }

  @Test func aZIPDownload_isAProblem_thatSaysToCloneOrUseTheBundle() {
    var probes = Self.readyMac()
    probes.hasGitFolder = false
    probes.hasStarterCommit = false
    let found = problems(probes)
    #expect(found.count == 1 && found[0].what.contains("reset cannot"), "\(found)")
    #expect(found.first?.fix.contains("git clone di-workbook.bundle") == true)
    #expect(Doctor.reasonNotToBuild(probes) == nil, "Without history, checks still work: only reset does not")
  }

  @Test func littleDisk_isAProblem() {
    var probes = Self.readyLinux()
    probes.freeBytes = 800_000_000
    #expect(problems(probes).map(\.what) == ["0.8 GB free: the builds need about 2.0 GB"])
  }

  @Test func aWorkbookOnAWindowsDrive_inWSL_isANote_notAProblem() {
    var probes = Self.readyLinux()
    probes.system = .linux(wsl: true)
    probes.root = "/mnt/c/Users/ada/di-workbook"
    let findings = Doctor.findings(for: probes)
    #expect(findings.contains { $0.level == .note && $0.fix.contains("Linux home") }, "\(findings)")
    #expect(problems(probes).isEmpty)
  }

  @Test func anotherSystem_isAProblem() {
    var probes = Self.readyLinux()
    probes.system = .other
    #expect(problems(probes).first?.fix.contains("WSL") == true)
  }

  @Test func problems_makeTheLastLine_notReady_exit1() {
    var probes = Self.readyLinux()
    probes.git = nil
    probes.hasGitFolder = false
    let verdict = Doctor.verdict(
      Doctor.findings(for: probes), trial: .ran(passing: 0, total: 30, seconds: 1), swift: "6.0.3", lab: "01")
    #expect(verdict.lastLine == "not ready: 2 problems, each with what to do above" && verdict.exitCode == 1)
  }

  @Test(arguments: [
    (Doctor.LabTrial.missingTestFramework("no such module 'XCTest'"), "install Xcode 16"),
    (.doesNotCompile("Labs/Lab01NetworkingSeam/UserAPI.swift:3: expected '}'"), "swift run workbook reset 1"),
    (.crashedOrHung("crashed"), "swift run workbook check 1"), (.folderMissing, "swift run workbook reset 1"),
  ])
  func aLabThatDoesNotRun_isAProblem_withWhatToDo(trial: Doctor.LabTrial, fix: String) {
    let finding = Doctor.finding(for: trial, lab: "01", check: "swift run workbook check 1", reset: "swift run workbook reset 1")
    #expect(finding.level == .problem && finding.fix.contains(fix), "\(finding)")
    let verdict = Doctor.verdict([finding], trial: trial, swift: "6.1", lab: "01")
    #expect(verdict.exitCode == 1)
  }

  @Test func aCheckThatCouldNotRun_exits3() {
    let trial = Doctor.LabTrial.couldNotRun("cannot create .workbook/locks/check.lock: is the workbook folder writable?")
    let finding = Doctor.finding(for: trial, lab: "01", check: "check 1", reset: "reset 1")
    #expect(Doctor.verdict([finding], trial: trial, swift: "6.1", lab: "01").exitCode == 3)
  }

  @Test func noCheck_isReadyForTheTools_andSaysLab01IsNotProven() {
    let trial = Doctor.LabTrial.skipped("--no-check")
    let verdict = Doctor.verdict(Doctor.findings(for: Self.readyLinux()), trial: trial, swift: "6.0.3", lab: "01")
    #expect(verdict == Doctor.Verdict(problems: [], lastLine: "tools ready: Swift 6.0.3; Lab 01 not checked yet", exitCode: 0))
  }

  @Test func theCheck_readsAsTheDoctorNeedsIt() {
    let test = TestResult(suite: "Lab01NetworkingSeamTests.Task1", name: "a()", failures: ["TODO"])
    #expect(Doctor.trial(.ran([test], issues: [:]), passing: 0, seconds: 2) == .ran(passing: 0, total: 1, seconds: 2))
    let missing = Diagnostic(file: "Tests/Lab01NetworkingSeamTests/A.swift", line: 1, message: "no such module 'XCTest'")
    #expect(Doctor.trial(.doesNotCompile([missing]), passing: 0, seconds: 2) == .missingTestFramework("no such module 'XCTest'"))
    let error = Diagnostic(file: "Labs/Lab01NetworkingSeam/UserAPI.swift", line: 3, message: "expected '}'")
    #expect(
      Doctor.trial(.doesNotCompile([error]), passing: 0, seconds: 2)
        == .doesNotCompile("Labs/Lab01NetworkingSeam/UserAPI.swift:3: expected '}'"))
  }

  @Test func secondsRead_inTenthsBelowTen() {
    #expect(Doctor.shown(0.44) == "0.4 s" && Doctor.shown(12.4) == "12 s")
  }
}
