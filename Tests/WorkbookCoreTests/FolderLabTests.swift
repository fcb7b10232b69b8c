import Foundation
import Testing

@testable import WorkbookCore

/// The folder the learner is in is the lab they mean: `check`, `watch` and `hint` take it when
/// no lab is named.
@Suite("FolderLab: the lab whose folder the tool runs in")
struct FolderLabTests {
  @Test(arguments: [
    ("Labs/Lab01One", 1), ("Labs/Lab01One/Sub/Deeper", 1), ("Tests/Lab02TwoTests", 2), ("Solutions/Lab02Two", 2),
    ("Given/Lab01One", 1),
  ])
  func aLabsFolder_isThatLab(folder: String, number: Int) throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One", "Lab02Two"])
    defer { scratch.remove() }
    let catalog = try scratch.catalog
    #expect(FolderLab.of(scratch.root.appendingPathComponent(folder), in: catalog)?.number == number)
  }

  @Test(arguments: ["", "Labs", "docs", "Tests/Lab01One", "Labs/Lab09Nine", "Sources/Lab01One"])
  func elsewhere_isNoLab(folder: String) throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One", "Lab02Two"])
    defer { scratch.remove() }
    let catalog = try scratch.catalog
    #expect(FolderLab.of(scratch.root.appendingPathComponent(folder), in: catalog) == nil, "\(folder)")
  }
}
