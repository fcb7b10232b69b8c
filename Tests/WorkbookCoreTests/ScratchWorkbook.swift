import Foundation

@testable import WorkbookCore

/// A throwaway workbook folder for one test: `labs.json` plus whatever files the test writes.
///
/// ```swift
/// let scratch = try ScratchWorkbook(labs: ["Lab01One", "Lab02Two"])
/// defer { scratch.remove() }
/// try scratch.write("Hints/Lab01One.md", "## Task 1: x\n1. Try.")
/// let lab = try scratch.catalog.lab(named: "1")
/// ```
struct ScratchWorkbook {
  let root: URL

  /// Lab `n` (from 1) is `modules[n - 1]`, with a `Labs/` folder holding one Swift file.
  init(labs modules: [String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-core-tests-\(UUID().uuidString)")
    let entries = modules.enumerated().map { index, module in
      #"{"number": \#(index + 1), "module": "\#(module)", "title": "Title \#(index + 1)", "chapter": "docs/0\#(index + 1)-lab.md", "minutes": 5}"#
    }
    try write("labs.json", "[" + entries.joined(separator: ",\n") + "]")
    for module in modules { try write("Labs/\(module)/Code.swift", "public let answer = 0  // TODO: Task 1.\n") }
  }

  var catalog: Catalog {
    get throws { try Catalog(root: root) }
  }

  func write(_ path: String, _ text: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Records a check of `lab` as the tool would: current for the files as they are now.
  func recordCheck(of lab: Lab, tests: Int, passing: Int, failingTask: Int?, verdict: LabRecord.Verdict = .ran) throws {
    let catalog = try catalog
    var progress = Progress.load(from: catalog)
    progress.labs[lab.module] = LabRecord(
      fingerprint: Fingerprint.of(lab, in: catalog), verdict: verdict, tests: tests, passing: passing, failingTask: failingTask)
    try progress.save(to: catalog)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// This repository's own folder (the one with labs.json), found from this file's path.
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
}
