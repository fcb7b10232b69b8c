// swift-tools-version:6.0
// The workbook: one library target per lab, one test suite per lab, and the `workbook` tool.
//
// The labs are listed once, in `labs.json`. Each lab's sources come from `Labs/<module>/` (the
// learner's copy) by default, and from `Solutions/<module>/` when the environment has
// `WORKBOOK_SOLUTIONS=1`. The module name is the same either way, so `Tests/<module>Tests/` serves
// both. `WORKBOOK_LABS=Lab01NetworkingSeam,Lab02...` narrows the package to those labs: the
// workbook tool uses it so that a lab that does not compile never hides another lab's verdict.
//
// A lab of kind "tests" (Lab 11) turns this around: the learner writes the suite. Its code is
// given, in `Given/<module>/`, and its test target's sources are `Labs/<module>/` (or
// `Solutions/<module>/`). `WORKBOOK_LAB_SOURCES=<folder>` builds a narrowed lab's code from
// another folder: the tool points it at a copy with one file swapped for a mutant.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: Context.packageDirectory)
let useSolutions = Context.environment["WORKBOOK_SOLUTIONS"] == "1"
let onlyLabs = Context.environment["WORKBOOK_LABS"].map { Set($0.split(separator: ",").map(String.init)) }
// The tool's own unit tests stay out of the learner's test list unless asked for (CI asks).
let withToolTests = Context.environment["WORKBOOK_TOOL_TESTS"] == "1"

struct LabEntry: Decodable {
  let module: String
  let kind: String?
  var writesTests: Bool { kind == "tests" }
}

func labEntries() -> [LabEntry] {
  let file = root.appendingPathComponent("labs.json")
  guard let data = try? Data(contentsOf: file),
    let entries = try? JSONDecoder().decode([LabEntry].self, from: data)
  else {
    // Without the catalogue there are no labs; the tool reports the broken file.
    return []
  }
  return entries.filter { entry in
    if let onlyLabs, !onlyLabs.contains(entry.module) { return false }
    // A lab needs its sources and its suite; a half-added lab is left out, not an error.
    return [codePath(entry), testsPath(entry)].allSatisfy { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
  }
}

let sourceFolder = useSolutions ? "Solutions" : "Labs"
let swappedSources = onlyLabs?.count == 1 ? Context.environment["WORKBOOK_LAB_SOURCES"] : nil

func codePath(_ lab: LabEntry) -> String {
  swappedSources ?? (lab.writesTests ? "Given/\(lab.module)" : "\(sourceFolder)/\(lab.module)")
}

func testsPath(_ lab: LabEntry) -> String {
  lab.writesTests ? "\(sourceFolder)/\(lab.module)" : "Tests/\(lab.module)Tests"
}

let labs = labEntries()

// The tool has no Windows code (posix_spawn, flock, signals, /proc): on Windows the package is
// the labs alone, so `swift test` still builds and runs them (the README says what to type there).
#if os(Windows)
  let toolBuilds = false
#else
  let toolBuilds = true
#endif

// The tool is left out of a narrowed package: checking a lab then builds that lab and nothing else.
var targets: [Target] =
  onlyLabs != nil || !toolBuilds
  ? []
  : [
    .target(name: "WorkbookCore", path: "Sources/WorkbookCore", exclude: ["README.md"]),
    .executableTarget(name: "workbook", dependencies: ["WorkbookCore"], path: "Sources/workbook"),
  ]
for lab in labs {
  targets.append(.target(name: lab.module, path: codePath(lab)))
  targets.append(.testTarget(name: "\(lab.module)Tests", dependencies: [.target(name: lab.module)], path: testsPath(lab)))
}
if withToolTests && onlyLabs == nil && toolBuilds {
  // Running/Manifests: SwiftPM build manifests the fast rebuild's tests read as text, not sources.
  targets.append(
    .testTarget(name: "WorkbookCoreTests", dependencies: ["WorkbookCore"], path: "Tests/WorkbookCoreTests", exclude: ["Running/Manifests"]))
  // End to end: drives the built binary (WORKBOOK_BIN) over the fixture labs in Tests/Fixtures.
  targets.append(.testTarget(name: "WorkbookEndToEndTests", path: "Tests/WorkbookEndToEndTests"))
}

let package = Package(
  name: "DIWorkbook",
  // Mutex (Synchronization) needs macOS 15 / iOS 18. The workbook tool runs where `swift` runs
  // (macOS, Linux; posix_spawn does not exist on tvOS or watchOS); iOS stays for the labs'
  // SwiftUI previews in Xcode, where the tool compiles but refuses to run.
  // Strings, not `.v15`/`.v18`: Swift 6.0.0 (Xcode 16.0) has no such cases (SwiftPM's
  // swift-6.0-RELEASE SupportedPlatforms.swift ends at macOS .v14, iOS .v17; 6.0.1 added them).
  platforms: [.macOS("15.0"), .iOS("18.0")],
  products: onlyLabs != nil || !toolBuilds ? [] : [.executable(name: "workbook", targets: ["workbook"])],
  targets: targets,
  swiftLanguageModes: [.v6]
)
