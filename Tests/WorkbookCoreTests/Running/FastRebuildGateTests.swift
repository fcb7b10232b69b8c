import Foundation
import Testing

@testable import WorkbookCore

/// When the fast rebuild may run, and when the check must go through `swift test`: on a scratch
/// package laid out as `Manifests/linux-lab01.yaml` describes it (every file it names, empty),
/// with no compiler run. A gate that opens wrongly gives a stale verdict, so each is tried shut.
@Suite("FastRebuild: the gates before a replay")
struct FastRebuildGateTests {
  private let lab = Lab(number: 1, module: "Lab01NetworkingSeam", title: "t", chapter: "docs/01-networking-seam.md", minutes: 5)

  @Test func aBuildThatLlbuildRan_isRecorded_andNothingChangedNeedsNoBuild() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)

    #expect(try package.fast.rebuild(lab) == .built(console: ""), "nothing changed: the test product is current")
  }

  @Test func aBuildThatDidNotWriteLlbuildsDatabase_isNotRecorded() throws {
    let package = try ScratchPackage()
    let before = package.fast.snapshot(of: lab)
    package.fast.record(lab, before: before)  // build.db untouched: not llbuild's build (Swift Build, or none)

    #expect(try package.fast.rebuild(lab) == nil)
  }

  @Test func aSuiteEdit_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    try package.write("// edited", to: "Tests/Lab01NetworkingSeamTests/Task1LiveAdapterTests.swift")

    #expect(try package.fast.rebuild(lab) == nil)
  }

  @Test func theManifestOrTheCatalogEdited_goesThroughSwiftTest() throws {
    for file in ["Package.swift", "labs.json"] {
      let package = try ScratchPackage()
      try package.recordABuild(of: lab)
      try package.write("// edited", to: file)
      #expect(try package.fast.rebuild(lab) == nil, "\(file) edited")
    }
  }

  @Test func aFileAddedToTheLab_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    try package.write("enum Extra {}", to: "Labs/Lab01NetworkingSeam/Extra.swift")

    #expect(try package.fast.rebuild(lab) == nil)
  }

  @Test func aDSStoreFinderDropsIntoTheLab_keepsTheFastPath() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    try package.write("Finder's view settings", to: "Labs/Lab01NetworkingSeam/.DS_Store")

    #expect(try package.fast.rebuild(lab) == .built(console: ""), "a .DS_Store is never a source: nothing to build")
  }

  @Test func aBuildProductRewrittenSinceTheRecord_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    try package.write("other bytes", to: ".build/workbook/check/x86_64-unknown-linux-gnu/debug/DIWorkbookPackageTests.build/runner.swift.o")

    #expect(try package.fast.rebuild(lab) == nil)
  }

  @Test func theLabsObjectOrTheTestProductRewrittenByAnotherBuild_goesThroughSwiftTest() throws {
    for product in ["Lab01NetworkingSeam.build/UserAPI.swift.o", "DIWorkbookPackageTests.xctest"] {
      let package = try ScratchPackage()
      try package.recordABuild(of: lab)
      try package.write("built by someone else", to: ".build/workbook/check/x86_64-unknown-linux-gnu/debug/" + product)
      #expect(try package.fast.rebuild(lab) == nil, "\(product) rewritten")
    }
  }

  @Test func aLabObjectTheCheckRemovedItself_isCompiledAgain_notAReasonForSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    // What `StaleObjects` does before a build: the next compile writes it again.
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent(
        ".build/workbook/check/x86_64-unknown-linux-gnu/debug/Lab01NetworkingSeam.build/UserAPI.swift.o"))

    #expect(try package.fast.rebuild(lab) == .built(console: ""))
  }

  @Test func aSourceWrittenAgainWithItsRecordedContent_isCompiledAgain() throws {
    // A save during the build, undone after it: the content is as recorded, the objects are not.
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    let source = package.root.appendingPathComponent("Labs/Lab01NetworkingSeam/UserAPI.swift")
    let written = try #require(try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate] as? Date)
    try FileManager.default.setAttributes([.modificationDate: written.addingTimeInterval(1)], ofItemAtPath: source.path)

    #expect(try package.fast.rebuild(lab) != .built(console: ""), "the file was written since the build: compile it again")
  }

  @Test func aManifestPlannedAgain_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    try package.write(package.manifest + "\n", to: ".build/workbook/check/debug.yaml")

    #expect(try package.fast.rebuild(lab) == nil)
  }

  @Test func anotherLab_orTheFastRebuildTurnedOff_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    let other = Lab(number: 2, module: "Lab02MockNetworking", title: "t", chapter: "docs/02-mock-networking.md", minutes: 5)
    #expect(try package.fast.rebuild(other) == nil)

    var build = package.fast.build
    build.replaysRecordedBuild = false
    #expect(try FastRebuild(build: build).rebuild(lab) == nil, "a build that does not ask for it (verify's, a mutant's apart)")
  }

  @Test func aSlowBuildStarting_forgetsTheRecord() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    package.fast.forgetRecord()

    #expect(try package.fast.rebuild(lab) == nil)
  }

  // A lab of kind tests (Lab 11's shape), played by the fixture: the learner's edits are to the
  // test module, whose sources here are the fixture's suite.
  private let testsLab = Lab(
    number: 1, module: "Lab01NetworkingSeam", title: "t", chapter: "docs/01-networking-seam.md", minutes: 5, kind: "tests")

  @Test func aLabOfKindTests_isRecordedForItsTestModule_andNothingChangedNeedsNoBuild() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: testsLab)

    #expect(FastRebuildRecord.load(from: Layout.fastRebuild(in: package.fast.build.scratch))?.module == "Lab01NetworkingSeamTests")
    #expect(try package.fast.rebuild(testsLab) == .built(console: ""), "nothing changed: the test product is current")
  }

  @Test func aLabOfKindTests_anEditToTheCodeUnderTest_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: testsLab)
    try package.write("// edited", to: "Labs/Lab01NetworkingSeam/UserAPI.swift")

    #expect(try package.fast.rebuild(testsLab) == nil, "only the test module's sources may change")
  }

  @Test func aLabOfKindTests_aTestFileAdded_goesThroughSwiftTest() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: testsLab)
    try package.write("import Testing", to: "Tests/Lab01NetworkingSeamTests/Task4AddedTests.swift")

    #expect(try package.fast.rebuild(testsLab) == nil)
  }

  @Test func aRecordOfTheLabsModule_isNoRecordOfItsTestModule() throws {
    let package = try ScratchPackage()
    try package.recordABuild(of: lab)
    #expect(try package.fast.rebuild(testsLab) == nil, "recorded for the lab's module, asked for its test module")

    let other = try ScratchPackage()
    try other.recordABuild(of: testsLab)
    #expect(try other.fast.rebuild(lab) == nil, "recorded for the test module, asked for the lab's module")
  }

  /// A package tree with every file the fixture manifest names, and its build folder.
  struct ScratchPackage {
    let root: URL
    let manifest: String
    let fast: FastRebuild

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("fast-rebuild-\(UUID().uuidString)")
      let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Manifests/linux-lab01.yaml")
      // The toolchain is a folder beside the package, so the test runs where /opt/swift is not.
      let toolchain = root.path + "-toolchain/"
      manifest = try String(contentsOf: fixture, encoding: .utf8).replacingOccurrences(of: "\"/w/", with: "\"\(root.path)/")
        .replacingOccurrences(of: "/opt/swift/usr/bin/", with: toolchain)
      var build = SuiteBuild(packageRoot: root, scratch: root.appendingPathComponent(".build/workbook/check"))
      build.replaysRecordedBuild = true
      fast = FastRebuild(build: build)
      let parsed = try BuildManifest(text: manifest)
      for file in Set(parsed.commands.values.flatMap { $0.inputs + $0.outputs }) where file.hasPrefix("/") && !file.hasSuffix("/") {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: file).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: file))
      }
      try write(manifest, to: ".build/workbook/check/debug.yaml")
      try write("[]", to: "labs.json")
      try write("// swift-tools-version:6.0", to: "Package.swift")
    }

    /// What a successful `swift test` leaves: llbuild's database written, the interface there.
    func recordABuild(of lab: Lab) throws {
      let before = fast.snapshot(of: lab)
      try write("database \(UUID())", to: ".build/workbook/check/build.db")
      fast.record(lab, before: before)
      #expect(FileManager.default.fileExists(atPath: fast.build.scratch.appendingPathComponent("workbook-fast-rebuild/record.json").path))
    }

    func write(_ text: String, to path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}
