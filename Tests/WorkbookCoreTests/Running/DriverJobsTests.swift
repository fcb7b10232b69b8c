import Foundation
import Testing

@testable import WorkbookCore

/// The link's jobs as the driver prints them (`swiftc ... -###`), read back into arguments.
@Suite("DriverJobs: the link's programs, as the driver plans them")
struct DriverJobsTests {
  @Test(arguments: [
    (
      "/opt/swift/usr/bin/clang -fuse-ld=lld -Xlinker '-rpath=$ORIGIN' -o /w/a.out",
      ["/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-Xlinker", "-rpath=$ORIGIN", "-o", "/w/a.out"]
    ),
    ("a 'it'\\''s' b", ["a", "it's", "b"]),
    ("a  'two words'\tc", ["a", "two words", "c"]),
    ("a\\ b ''", ["a b", ""]),
    ("", []),
  ])
  func aPrintedJob_readsBackAsItsArguments(line: String, words: [String]) {
    #expect(DriverJobs.words(of: line) == words)
  }

  /// What `spm_shellEscaped()` never writes is not guessed at.
  @Test(arguments: ["a \"b c\"", "a $HOME", "a `b`", "a 'open", "a \\"])
  func aLineAShellWouldReadDifferently_isNotRead(line: String) {
    #expect(DriverJobs.words(of: line) == nil)
  }

  /// The toolchain this runs on plans a link of objects that need not exist; on Linux its jobs
  /// are absolute programs, the last one writing the product.
  @Test func theToolchainsLinkPlan_isRead() throws {
    #if os(Linux)
      guard let swift = XcodeTestTools.swiftOnPath(ProcessInfo.processInfo.environment["PATH"]) else { return }
      let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("driver-jobs-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      var link = BuildManifest.Command()
      link.tool = "shell"
      link.arguments = [
        bin.appendingPathComponent("swiftc").path, "-o", scratch.path + "/T.xctest", "-emit-executable", scratch.path + "/a.o",
        "-Xlinker", "-rpath=$ORIGIN",
      ]
      let jobs = try #require(DriverJobs.plan(of: link, in: scratch, environment: [:], scratch: scratch))
      #expect(jobs.allSatisfy { $0.first?.hasPrefix("/") == true }, "Expected absolute programs: \(jobs)")
      #expect(jobs.last?.contains(scratch.path + "/T.xctest") == true, "Expected the last job to write the product: \(jobs)")
      #expect(jobs.last?.contains("-rpath=$ORIGIN") == true, "Expected the quoted argument read back whole: \(jobs)")
    #endif
  }

  @Test func onlyASwiftcLink_isPlanned() {
    var compile = BuildManifest.Command()
    compile.arguments = ["/usr/bin/swiftc", "-module-name", "M", "-c", "a.swift"]
    var signing = BuildManifest.Command()
    signing.arguments = ["/usr/bin/codesign", "-emit-executable"]
    #expect(!DriverJobs.isLink(compile) && !DriverJobs.isLink(signing))
  }
}
