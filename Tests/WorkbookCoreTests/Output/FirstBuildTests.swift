import Foundation
import Testing

@testable import WorkbookCore

/// A first check tells how long it will build from this machine's own figure, and shows how far
/// the build is, one step at a time.
@Suite("The first build: an estimate from this machine's figure, and SwiftPM's steps on one line")
struct FirstBuildTests {
  @Test func theEstimate_isTheToolsBuildTimesTheMeasuredRatio_roundedUpTo5Seconds() {
    #expect(FirstBuildEstimate.seconds(toolBuild: 28) == 35, "Expected 28 s × 1.2 = 33.6 s, rounded up to 35 s")
    #expect(FirstBuildEstimate.seconds(toolBuild: 10) == 15, "Expected 10 s × 1.2 = 12 s, rounded up to 15 s")
    #expect(FirstBuildEstimate.seconds(toolBuild: 1) == 5, "Expected never less than 5 s")
  }

  @Test func aFirstCheck_namesTheToolsBuildTime_whenTheLauncherWroteIt() throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    defer { scratch.remove() }
    let catalog = try scratch.catalog
    let lab = try catalog.lab(named: "1")
    #expect(
      FirstBuildEstimate(catalog: catalog).line(for: lab, hunts: false)
        == "  (the first check builds Lab 01 and its tests; later checks take a second or two)",
      "Expected no figure without this machine's measurement: none is guessed")
    try scratch.write(".build/workbook/tool/build-seconds", "40\n")
    #expect(
      FirstBuildEstimate(catalog: catalog).line(for: lab, hunts: false)
        == "  (the first check builds Lab 01 and its tests: about 50 s on this machine, which built the tool in 40 s; "
        + "later checks take a second or two)")
    #expect(
      FirstBuildEstimate(catalog: catalog).line(for: lab, hunts: true)
        == "  (the first bug hunt builds Lab 01's feature with every bug in; later hunts take a few seconds)",
      "Expected no figure for a hunt's build: the ratio was measured on a check's")
  }

  @Test func theProgressLine_isSwiftPMsNewestStep() {
    let log = """
      Building for debugging...
      [1/43] Write sources
      [12/51] Compiling Lab01NetworkingSeamTests Task1LiveAdapterTests.swift
      warning: something the compiler said

      """
    #expect(BuildProgress.lastStep(in: Data(log.utf8)) == "  step 12 of 51: Compiling Lab01NetworkingSeamTests Task1LiveAdapterTests.swift")
    #expect(BuildProgress.lastStep(in: Data("Building for debugging...\n".utf8)) == nil, "Expected no line before the first step")
  }
}
