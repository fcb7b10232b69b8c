import Foundation
import Testing

@testable import WorkbookCore

/// `Catalog.relativePath`, the one way the workbook makes a path relative.
@Suite("Catalog.relativePath")
struct CatalogRelativePathTests {
  let root = URL(fileURLWithPath: "/w")

  @Test func aPathInside_isRelative_andOneOutside_isNil() {
    #expect(Catalog.relativePath("/w/Labs/Lab01/A.swift", in: root) == "Labs/Lab01/A.swift")
    #expect(Catalog.relativePath("/w/Labs/../Tests/T.swift", in: root) == "Tests/T.swift")
    #expect(Catalog.relativePath("/wx/A.swift", in: root) == nil, "A sibling that shares the prefix is not inside.")
    #expect(Catalog.relativePath("/w", in: root) == nil)
    #expect(Catalog.relativePath("/w/A.swift", in: URL(fileURLWithPath: "/")) == "w/A.swift")
  }

  @Test func aPathThroughASymbolicLink_isInsideTheFolderItLeadsTo() throws {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    defer { scratch.remove() }
    let link = scratch.root.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scratch.root)
    defer { try? FileManager.default.removeItem(at: link) }
    let file = link.appendingPathComponent("Labs/Lab01One/Code.swift").path
    #expect(Catalog.relativePath(file, in: scratch.root) == "Labs/Lab01One/Code.swift")
    #expect(try scratch.catalog.relativePath(file) == "Labs/Lab01One/Code.swift")
  }
}
