import Foundation
import Testing

extension EndToEnd {
  @Suite("./workbook: the launcher that skips SwiftPM once the tool is built")
  struct LauncherTests {
    /// A stand-in for `swift` that logs each call, prints SwiftPM's steps, and "builds" a tool that
    /// echoes its arguments; with `FAKE_SWIFT_FAILS` set it prints a compiler error and fails.
    static let fakeSwift = """
      #!/bin/sh
      echo "swift $*" >> "$FAKE_SWIFT_LOG"
      while [ $# -gt 0 ]; do
        if [ "$1" = "--scratch-path" ]; then scratch="$2"; fi
        shift
      done
      echo "Building for debugging..."
      echo "[1/3] Write sources"
      echo "[2/3] Compiling WorkbookCore Workbook.swift"
      if [ -n "$FAKE_SWIFT_FAILS" ]; then
        echo "Sources/WorkbookCore/Commands/Workbook.swift:3:1: error: expected declaration"
        exit 1
      fi
      echo "[3/3] Linking workbook"
      mkdir -p "$scratch/debug"
      printf '#!/bin/sh\\necho "tool ran: $* (told: $WORKBOOK_COMMAND)"\\n' > "$scratch/debug/workbook"
      chmod +x "$scratch/debug/workbook"
      """

    @Test("./workbook builds the tool once, runs it directly after, and builds again only when Sources change")
    func buildsOnceThenRunsDirectly() throws {
      let bench = try Workbench.clean()
      try? bench.remove(".build/workbook/tool")
      let fake = bench.outside.appendingPathComponent("fake-swift")
      let log = bench.outside.appendingPathComponent("fake-swift.log")
      try? FileManager.default.removeItem(at: log)
      try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
      try Data((Self.fakeSwift + "\n").utf8).write(to: fake.appendingPathComponent("swift"))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.appendingPathComponent("swift").path)
      let environment = [
        "PATH": fake.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "FAKE_SWIFT_LOG": log.path,
      ]
      func launch() throws -> String {
        try Shell.run(["sh", "./workbook", "check", "3", "--all"], in: bench.root, environment: environment)
      }
      func builds() -> [Substring] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
      }

      let first = try launch()
      #expect(first.contains("tool ran: check 3 --all (told: ./workbook)"), "\(first)")
      #expect(builds().count == 1, "\(builds())")
      #expect(builds().first?.contains("build --package-path \(bench.root.path)") == true, "\(builds())")
      #expect(
        builds().first?.contains("--scratch-path \(bench.root.path)/.build/workbook/tool --product workbook --disable-index-store") == true,
        "Expected the tool built without an index store, which nothing reads: \(builds())")
      #expect(first.contains("built the workbook tool in "), "Expected the build's measured time: \(first)")
      #expect(!first.contains("[2/3]") && !first.contains("Building for debugging"), "Expected SwiftPM's steps kept off a log: \(first)")
      let seconds = bench.url(".build/workbook/tool/build-seconds")
      #expect(
        (try? String(contentsOf: seconds, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } != nil,
        "Expected a build from nothing to leave its seconds for the first check's estimate")

      let second = try launch()
      #expect(second.contains("tool ran: check 3 --all"), "\(second)")
      #expect(builds().count == 1, "an up-to-date tool runs without swift: \(builds())")

      let source = bench.url("Sources/WorkbookCore/Commands/Workbook.swift").path
      try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: source)
      try Data("measured\n".utf8).write(to: seconds)
      _ = try launch()
      #expect(builds().count == 2, "a changed source builds again: \(builds())")
      #expect(
        (try? String(contentsOf: seconds, encoding: .utf8)) == "measured\n",
        "Expected a rebuild after a pull to keep the figure of the build from nothing")
    }

    @Test("./workbook whose tool does not build shows the compiler's messages, not SwiftPM's steps, and fails")
    func aFailedBuildShowsTheCompilersMessages() throws {
      let bench = try Workbench.clean()
      try? bench.remove(".build/workbook/tool")
      let fake = bench.outside.appendingPathComponent("fake-swift")
      try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
      try Data((Self.fakeSwift + "\n").utf8).write(to: fake.appendingPathComponent("swift"))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.appendingPathComponent("swift").path)
      let environment = [
        "PATH": fake.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        "FAKE_SWIFT_LOG": bench.outside.appendingPathComponent("fake-swift-failing.log").path, "FAKE_SWIFT_FAILS": "1",
      ]
      let output = try Shell.run(["sh", "./workbook"], in: bench.root, environment: environment, allowFailure: true)
      #expect(output.contains("Workbook.swift:3:1: error: expected declaration"), "\(output)")
      #expect(output.contains("the workbook tool did not build (swift build ended with 1)"), "\(output)")
      #expect(!output.contains("[2/3]") && !output.contains("tool ran"), "\(output)")
    }
  }
}
