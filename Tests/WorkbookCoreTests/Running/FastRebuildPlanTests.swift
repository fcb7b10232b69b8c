import Foundation
import Testing

@testable import WorkbookCore

/// Which recorded commands the fast rebuild replays, read from a manifest SwiftPM 6.3.1 wrote on
/// Linux for a check of Lab 01 (`Manifests/linux-lab01.yaml`, paths shortened to `/w`), and from
/// variants of it in the shapes the plan must refuse.
@Suite("FastRebuildPlan: what a body edit needs run again")
struct FastRebuildPlanTests {
  private let scratch = "/w/.build/workbook/check"
  private let debug = "/w/.build/workbook/check/x86_64-unknown-linux-gnu/debug"
  private let compileName = "C.Lab01NetworkingSeam-x86_64-unknown-linux-gnu-debug.module"
  private let linkName = "C.DIWorkbookPackageTests-x86_64-unknown-linux-gnu-debug.test"

  @Test func theManifest_isReadCommandByCommand_withItsArgumentsAsWritten() throws {
    let manifest = try Self.linux()

    let compile = try #require(manifest.commands[compileName], "the lab's compile is a command of the manifest")
    #expect(compile.tool == "shell")
    #expect(compile.arguments.prefix(3) == ["/opt/swift/usr/bin/swiftc", "-module-name", "Lab01NetworkingSeam"])
    #expect(compile.inputs.contains("/w/Labs/Lab01NetworkingSeam/UserAPI.swift"))
    #expect(compile.outputs.contains("\(debug)/Modules/Lab01NetworkingSeam.swiftmodule"))
    #expect(compile.description == "Compiling Swift Module 'Lab01NetworkingSeam' (6 sources)")
    #expect(manifest.commands["PackageStructure"]?.otherFields["allow-missing-inputs"] == "true")
  }

  @Test func aBodyEdit_replaysTheLabsCompileAndTheLinkOnly() throws {
    let plan = try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: Self.linux(), scratch: scratch)

    #expect(plan.compile.arguments[2] == "Lab01NetworkingSeam")
    #expect(
      plan.replays.map(\.description) == ["Linking ./.build/workbook/check/x86_64-unknown-linux-gnu/debug/DIWorkbookPackageTests.xctest"])
    #expect(plan.interfaces == ["\(debug)/Modules/Lab01NetworkingSeam.swiftmodule"], "the interface the test module was built on")
    #expect(plan.sources.count == 6 && plan.sources.allSatisfy { $0.hasPrefix("/w/Labs/Lab01NetworkingSeam/") })
  }

  @Test func whatThePlanReadsAndDoesNotWrite_isStamped_theLabsObjectsAreNot() throws {
    let plan = try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: Self.linux(), scratch: scratch)

    #expect(plan.stamped.contains("\(debug)/Lab01NetworkingSeamTests.build/Task1LiveAdapterTests.swift.o"), "the suite's objects")
    #expect(plan.stamped.contains("\(debug)/DIWorkbookPackageTests.product/Objects.LinkFileList"))
    #expect(plan.stamped.contains("/opt/swift/usr/bin/swiftc"), "the compiler: a new toolchain is not a body edit")
    #expect(!plan.stamped.contains("\(debug)/Lab01NetworkingSeam.build/UserAPI.swift.o"), "the compile writes the lab's objects")
    #expect(!plan.stamped.contains { $0.hasPrefix("/w/Labs/") }, "the learner's sources are compared by content, not stamped")
  }

  @Test func theSuitesModule_hasNoPlan_itsObjectsFeedTheTestDiscovery() throws {
    // On Linux the discovered tests are read from the suite's objects by a tool of SwiftPM's own:
    // unless the caller says the module is a test module whose discovery it accounts for (a lab
    // of kind tests), an edit to a test is not replayed.
    #expect(throws: FastRebuildPlan.Refusal.self) {
      try FastRebuildPlan(module: "Lab01NetworkingSeamTests", manifest: Self.linux(), scratch: scratch)
    }
  }

  @Test func aTestModuleEdit_whereTheDiscoveryIsAccountedFor_replaysItsCompileAndTheLink_andComparesItsInterface() throws {
    let plan = try FastRebuildPlan(
      module: "Lab01NetworkingSeamTests", manifest: Self.linux(), scratch: scratch, objectsFeedTestDiscovery: true)

    #expect(plan.compile.arguments[2] == "Lab01NetworkingSeamTests")
    #expect(
      plan.replays.map(\.description) == ["Linking ./.build/workbook/check/x86_64-unknown-linux-gnu/debug/DIWorkbookPackageTests.xctest"],
      "the link only: the discovery is not replayed, and the discovered tests' compile reads only the interface")
    #expect(
      plan.interfaces == ["\(debug)/Modules/Lab01NetworkingSeamTests.swiftmodule"],
      "the interface must come out as recorded: the discovery's output follows from it")
    #expect(plan.sources.contains("/w/Tests/Lab01NetworkingSeamTests/Task1LiveAdapterTests.swift"))
    #expect(
      plan.sources.allSatisfy { $0.hasPrefix("/w/Tests/Lab01NetworkingSeamTests/") }, "the suite's sources, the ones the learner edits")
    #expect(!plan.products.contains { $0.contains("DiscoveredTests.derived/") }, "what the discovery writes is not the plan's")
  }

  @Test func aTestModuleWhoseInterfaceNoCommandReads_hasNoPlan_theDiscoveryWouldGoUnchecked() throws {
    var manifest = try Self.linux()
    let interface = "\(debug)/Modules/Lab01NetworkingSeamTests.swiftmodule"
    for name in manifest.commands.keys where manifest.commands[name]?.inputs.contains(interface) == true {
      manifest.commands[name]?.inputs.removeAll { $0 == interface }
    }

    #expect(throws: FastRebuildPlan.Refusal.self) {
      try FastRebuildPlan(module: "Lab01NetworkingSeamTests", manifest: manifest, scratch: scratch, objectsFeedTestDiscovery: true)
    }
  }

  @Test func theLabsModule_withTheDiscoveryAccountedFor_isPlannedAsBefore() throws {
    let plain = try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: Self.linux(), scratch: scratch)
    let asked = try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: Self.linux(), scratch: scratch, objectsFeedTestDiscovery: true)

    #expect(plain == asked, "the discovery reads only test modules' objects: nothing else changes")
  }

  @Test func aDownstreamCommandOfAnUnknownKind_meansSwiftPMsPath() throws {
    var manifest = try Self.linux()
    manifest.commands["strip"] = .init(tool: "clang", inputs: ["\(debug)/DIWorkbookPackageTests.xctest"], outputs: ["\(debug)/stripped"])

    #expect(throws: FastRebuildPlan.Refusal.self) {
      try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: manifest, scratch: scratch)
    }
  }

  @Test func aCommandWithAnEnvironmentOrAFolderOfItsOwn_meansSwiftPMsPath() throws {
    for field in ["env", "working-directory"] {
      var manifest = try Self.linux()
      manifest.commands[linkName]?.otherFields[field] = "\"x\""
      #expect(throws: FastRebuildPlan.Refusal.self, "a link with \(field)") {
        try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: manifest, scratch: scratch)
      }
    }
  }

  @Test func aModuleThatIsNotCompiledHere_hasNoPlan() throws {
    #expect(throws: FastRebuildPlan.Refusal.self) {
      try FastRebuildPlan(module: "Lab02MockNetworking", manifest: Self.linux(), scratch: scratch)
    }
  }

  @Test func aSigningStepAfterTheLink_isReplayedAfterIt() throws {
    // SwiftPM signs an executable after linking it on macOS (LLBuildManifestBuilder+Product.swift,
    // swift-6.0-RELEASE, `shouldCodeSign`): a shell command that reads the linked binary.
    var manifest = try Self.linux()
    manifest.commands["C.sign"] = .init(
      tool: "shell", inputs: ["\(debug)/DIWorkbookPackageTests.xctest"], outputs: ["<signed>"], arguments: ["codesign", "x"],
      description: "Applying debug entitlements")

    let plan = try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: manifest, scratch: scratch)

    #expect(plan.replays.map(\.description).last == "Applying debug entitlements", "the signing comes after the link it reads")
    #expect(plan.replays.count == 2)
  }

  @Test func aManifestInAnUnknownShape_isUnreadable() {
    for text in ["commands:\n  \"a\":\n    tool: shell\n    args: not json\n", "commands:\n  no quotes:\n", "client:\n  name: basic\n"] {
      #expect(throws: BuildManifest.Unreadable.self, "\(text)") { try BuildManifest(text: text) }
    }
  }

  @Test func aDictionaryField_isKeptUnderItsKey() throws {
    let text = "commands:\n  \"a\":\n    tool: shell\n    args: [\"x\"]\n    env:\n      \"K\": \"v\"\n  \"b\":\n    tool: phony\n"
    let manifest = try BuildManifest(text: text)
    #expect(manifest.commands["a"]?.otherFields["env"]?.contains("\"K\": \"v\"") == true)
    #expect(manifest.commands["b"]?.otherFields.isEmpty == true, "a field ends with its command")
  }

  static func linux() throws -> BuildManifest {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Manifests/linux-lab01.yaml")
    return try BuildManifest(contentsOf: file)
  }
}
