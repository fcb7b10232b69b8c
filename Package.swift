// swift-tools-version:6.0
// The workbook: one library target per lab, one test suite per lab, and the `workbook` tool.
//
// The labs are listed once, in `labs.json`. Each lab's sources come from `Labs/<module>/` (the
// learner's copy) by default, and from `Solutions/<module>/` when the environment has
// `WORKBOOK_SOLUTIONS=1`. The module name is the same either way, so `Tests/<module>Tests/` serves
// both. `WORKBOOK_LABS=Lab01NetworkingSeam,Lab02...` narrows the package to those labs: the
// workbook tool uses it so that a lab that does not compile never hides another lab's verdict.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: Context.packageDirectory)
let useSolutions = Context.environment["WORKBOOK_SOLUTIONS"] == "1"
let onlyLabs = Context.environment["WORKBOOK_LABS"].map { Set($0.split(separator: ",").map(String.init)) }
let withToolTests = Context.environment["WORKBOOK_TOOL_TESTS"] == "1"

struct LabEntry: Decodable {
  let module: String
}

func labModules() -> [String] {
  let file = root.appendingPathComponent("labs.json")
  guard let data = try? Data(contentsOf: file),
    let entries = try? JSONDecoder().decode([LabEntry].self, from: data)
  else {
    // Without the catalogue there are no labs; the tool reports the broken file.
    return []
  }
  let sourceFolder = useSolutions ? "Solutions" : "Labs"
  return entries.map(\.module).filter { module in
    if let onlyLabs, !onlyLabs.contains(module) { return false }
    // A lab needs its sources and its suite; a half-added lab is left out, not an error.
    let folder = root.appendingPathComponent(sourceFolder).appendingPathComponent(module)
    let suite = root.appendingPathComponent("Tests").appendingPathComponent(module + "Tests")
    return FileManager.default.fileExists(atPath: folder.path) && FileManager.default.fileExists(atPath: suite.path)
  }
}

let labs = labModules()
let sourceFolder = useSolutions ? "Solutions" : "Labs"

// The tool is left out of a narrowed package: checking a lab then builds that lab and nothing else.
var targets: [Target] =
  onlyLabs != nil
  ? []
  : [
    .target(name: "WorkbookCore", path: "Sources/WorkbookCore"),
    .executableTarget(name: "workbook", dependencies: ["WorkbookCore"], path: "Sources/workbook"),
  ]
for lab in labs {
  targets.append(.target(name: lab, path: "\(sourceFolder)/\(lab)"))
  targets.append(.testTarget(name: "\(lab)Tests", dependencies: [.target(name: lab)], path: "Tests/\(lab)Tests"))
}
if withToolTests && onlyLabs == nil {
  targets.append(.testTarget(name: "WorkbookCoreTests", dependencies: ["WorkbookCore"], path: "Tests/WorkbookCoreTests"))
}

let package = Package(
  name: "DIWorkbook",
  // Mutex (Synchronization) needs macOS 15 / iOS 18.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: onlyLabs != nil ? [] : [.executable(name: "workbook", targets: ["workbook"])],
  targets: targets,
  swiftLanguageModes: [.v6]
)
