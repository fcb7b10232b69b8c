import Foundation
import Testing

@testable import WorkbookCore

/// The linker as `clang -###` plans it, read back into arguments.
@Suite("ClangJobs: the linker clang would start, as it prints it")
struct ClangJobsTests {
  static let printed = """
    clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6)
    Target: x86_64-unknown-linux-gnu
    Thread model: posix
    InstalledDir: /opt/swift/usr/bin
     "/bin/sh" "-pie" "-o" "/w/T.xctest" "-L/usr/lib/gcc/x86_64-linux-gnu/12" "-rpath=\\$ORIGIN" "a \\"quoted\\" \\\\ word"

    """

  @Test func theOneJob_readsBackAsItsArguments() {
    #expect(
      ClangJobs.job(in: Self.printed)
        == ["/bin/sh", "-pie", "-o", "/w/T.xctest", "-L/usr/lib/gcc/x86_64-linux-gnu/12", "-rpath=$ORIGIN", "a \"quoted\" \\ word"])
  }

  /// What clang would do differently from its plan, or what is not known here, is not replayed.
  @Test(arguments: [
    ("a warning", "clang: warning: argument unused during compilation: '-g'\n"),
    ("a configuration file", "Configuration file: /opt/swift/usr/bin/clang.cfg\n"),
    ("a second job", " \"/bin/sh\" \"-c\" \"true\"\n"),
    ("a response file", " \"/bin/sh\" \"@/tmp/args.rsp\"\n"),
  ])
  func aPlanWithMoreThanTheLinker_isNotRead(what: String, extra: String) {
    #expect(ClangJobs.job(in: Self.printed + extra) == nil, "\(what)")
  }

  @Test func aRelativeOrMissingProgram_isNotRun() {
    #expect(ClangJobs.job(in: " \"ld.lld\" \"-o\" \"a\"\n") == nil)
    #expect(ClangJobs.job(in: " \"/nowhere/ld.lld\" \"-o\" \"a\"\n") == nil)
    #expect(ClangJobs.job(in: "InstalledDir: /opt\n") == nil, "no job at all")
  }

  @Test(arguments: [" \"a\"\"b\"", " \"open", " unquoted", " \"a\" b", " \"a\\"])
  func aLineClangNeverPrints_isNotRead(line: String) {
    #expect(ClangJobs.words(of: line) == nil)
  }

  @Test func whatClangLookedAt_isEveryPathOutsideTheBuildFolder_andItsFolder() {
    let scratch = URL(fileURLWithPath: "/w/.build")
    let job = ["/opt/bin/ld.lld", "-o", "/w/.build/T.xctest", "/lib/crt1.o", "-L/usr/lib/gcc/12", "-L/w/.build/debug", "-lc", "-m"]
    #expect(
      ClangJobs.planned(by: job, scratch: scratch) == [
        "/lib", "/lib/crt1.o", "/opt/bin", "/opt/bin/ld.lld", "/usr/lib/gcc", "/usr/lib/gcc/12",
      ])
  }

  /// The toolchain this runs on plans a link of an object (clang looks for it, not into it): on
  /// Linux, one job, the linker, writing the product; an object missing is clang's error, no plan.
  @Test func theToolchainsClang_plansItsLinker() throws {
    #if os(Linux)
      guard let swift = XcodeTestTools.swiftOnPath(ProcessInfo.processInfo.environment["PATH"]) else { return }
      let clang = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("clang")
      guard FileManager.default.isExecutableFile(atPath: clang.path) else { return }
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("clang-jobs-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let link = [clang.path, "-pie", scratch.path + "/a.o", "-Xlinker", "-rpath=$ORIGIN", "-o", scratch.path + "/T.xctest"]
      #expect(ClangJobs.linker(of: link, in: scratch, environment: [:], scratch: scratch) == nil, "a.o does not exist yet")
      try Data().write(to: scratch.appendingPathComponent("a.o"))
      let linker = try #require(ClangJobs.linker(of: link, in: scratch, environment: [:], scratch: scratch))
      #expect(linker.contains(scratch.path + "/T.xctest") && linker.contains("-rpath=$ORIGIN"), "\(linker)")
    #endif
  }
}
