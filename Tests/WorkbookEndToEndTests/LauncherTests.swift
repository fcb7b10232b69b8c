import Foundation
import Testing

extension EndToEnd {
  @Suite("./workbook: the launcher that skips SwiftPM once the tool is built")
  struct LauncherTests {
    /// A stand-in for `swift` that logs each call and "builds" a tool that echoes its arguments.
    static let fakeSwift = """
      #!/bin/sh
      echo "swift $*" >> "$FAKE_SWIFT_LOG"
      while [ $# -gt 0 ]; do
        if [ "$1" = "--scratch-path" ]; then scratch="$2"; fi
        shift
      done
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
      #expect(builds().first?.contains("build --quiet --package-path \(bench.root.path)") == true, "\(builds())")
      #expect(builds().first?.contains("--scratch-path \(bench.root.path)/.build/workbook/tool --product workbook") == true)

      let second = try launch()
      #expect(second.contains("tool ran: check 3 --all"), "\(second)")
      #expect(builds().count == 1, "an up-to-date tool runs without swift: \(builds())")

      let source = bench.url("Sources/WorkbookCore/Commands/Workbook.swift").path
      try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: source)
      _ = try launch()
      #expect(builds().count == 2, "a changed source builds again: \(builds())")
    }
  }
}
