import Foundation
import Testing

@testable import WorkbookCore

/// Work on another thread, here a process: the caller watches its output, then takes its end.
@Suite("Lookup: work on another thread the caller watches while it runs")
struct LookupTests {
  @Test func theCallerSeesTheOutputBeforeTheEnd_thenTheEnd() throws {
    #if os(Linux) || os(macOS)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("background-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("out.log")
      let go = folder.appendingPathComponent("go")
      // Prints, then waits (bounded) until the caller has seen it and says go.
      let script = "echo ready; i=0; while [ ! -e \"$0\" ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i+1)); done; exit 3"
      let run = Lookup {
        Result { try Subprocess.run(["/bin/sh", "-c", script, go.path], in: folder, environment: [:], output: output, timeLimit: 30) }
      }
      let seen = run.wait(until: {
        (FileManager.default.contents(atPath: output.path)).map { String(decoding: $0, as: UTF8.self) } == "ready\n"
      })
      #expect(seen, "Expected the output seen while the process ran")
      try Data().write(to: go)
      #expect(try run.value.get() == .exited(3))
      #expect(!run.wait(until: { false }), "Expected the wait to end at once when the run has ended")
    #endif
  }
}
