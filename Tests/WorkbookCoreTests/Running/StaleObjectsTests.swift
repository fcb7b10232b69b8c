import Foundation
import Testing

@testable import WorkbookCore

/// What a build folder keeps after `StaleObjects` clears it: a file's outputs for a check, a whole
/// target's for a mutant built apart, and nothing else.
@Suite("StaleObjects: what the next build must compile again")
struct StaleObjectsTests {
  private let outputs = [
    "x86_64-unknown-linux-gnu/debug/Lab05.build/ViewState.swift.o",
    "x86_64-unknown-linux-gnu/debug/Lab05.build/ViewState.swiftdeps",
    "x86_64-unknown-linux-gnu/debug/Lab05.build/Other.swift.o",
    "x86_64-unknown-linux-gnu/debug/Lab05.build/primary.priors",
    "x86_64-unknown-linux-gnu/debug/Lab05.build/output-file-map.json",
    "x86_64-unknown-linux-gnu/debug/Lab05.build/sources",
    "x86_64-unknown-linux-gnu/debug/Lab05Tests.build/Task1Tests.swift.o",
    "x86_64-unknown-linux-gnu/debug/Modules/Lab05.swiftmodule",
    "x86_64-unknown-linux-gnu/debug/Modules/Lab05Tests.swiftmodule",
    "x86_64-unknown-linux-gnu/debug/Lab06.build/Other.swift.o",
    "x86_64-unknown-linux-gnu/debug/Modules/Lab06.swiftmodule",
  ]

  @Test func forget_removesTheChangedFilesOutputs_only() throws {
    let scratch = try makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }

    StaleObjects.forget(["/w/Labs/Lab05/ViewState.swift"], of: "Lab05", below: scratch)

    #expect(remaining(in: scratch) == outputs.filter { !$0.contains("/ViewState.") })
  }

  @Test func forgetTargets_removesBothTargetsCompilerOutputs_andKeepsWhatSwiftPMPlanned() throws {
    let scratch = try makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }

    StaleObjects.forgetTargets(["Lab05", "Lab05Tests"], below: scratch)

    #expect(
      remaining(in: scratch) == [
        "x86_64-unknown-linux-gnu/debug/Lab05.build/output-file-map.json",
        "x86_64-unknown-linux-gnu/debug/Lab05.build/sources",
        "x86_64-unknown-linux-gnu/debug/Lab06.build/Other.swift.o",
        "x86_64-unknown-linux-gnu/debug/Modules/Lab06.swiftmodule",
      ])
  }

  private func makeScratch() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
    for output in outputs {
      let url = scratch.appendingPathComponent(output)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("o".utf8).write(to: url)
    }
    return scratch
  }

  private func remaining(in scratch: URL) -> [String] {
    outputs.filter { FileManager.default.fileExists(atPath: scratch.appendingPathComponent($0).path) }
  }
}
