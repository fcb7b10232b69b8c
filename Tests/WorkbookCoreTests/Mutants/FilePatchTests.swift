import Testing

@testable import WorkbookCore

@Suite("FilePatch: a mutant's unified diff, read and applied")
struct FilePatchTests {
  static let patch = """
    bug: forgets the status.
    hint: look at it.

    --- a/Solutions/LabX/API.swift
    +++ b/Solutions/LabX/API.swift
    @@ -2,3 +2,2 @@ struct API {
       func load() {
    -    check()
         decode()
    @@ -6,2 +5,3 @@ struct API {
       }
    +  // a note
     }
    """

  static let original = "struct API {\n  func load() {\n    check()\n    decode()\n  }\n}\n"

  @Test func parse_readsPathAndHunks_skippingTheTextBefore() throws {
    let patches = try FilePatch.parse(Self.patch, in: "x.patch")
    #expect(patches.map(\.path) == ["Solutions/LabX/API.swift"])
    #expect(patches.first?.hunks.map(\.oldStart) == [2, 6], "Expected both hunks at their old lines")
  }

  @Test func apply_changesTheLinesTheHunksName() throws {
    let mutated = try FilePatch.parse(Self.patch, in: "x.patch")[0].apply(to: Self.original)
    #expect(mutated == "struct API {\n  func load() {\n    decode()\n  }\n  // a note\n}\n")
  }

  @Test func apply_findsHunksThatMoved_whenLinesWereAddedAbove() throws {
    let moved = "import Foundation\n\n" + Self.original
    let mutated = try FilePatch.parse(Self.patch, in: "x.patch")[0].apply(to: moved)
    #expect(mutated == "import Foundation\n\nstruct API {\n  func load() {\n    decode()\n  }\n  // a note\n}\n")
  }

  @Test func apply_namesTheHunkThatNoLongerMatches() throws {
    let changed = Self.original.replacingOccurrences(of: "check()", with: "validate()")
    #expect {
      try FilePatch.parse(Self.patch, in: "x.patch")[0].apply(to: changed)
    } throws: { error in
      (error as? FilePatch.Problem)?.message.contains("hunk 1 of 2, near line 2") == true
    }
  }

  @Test func parse_rejectsAHunkWhoseCountsDisagreeWithItsLines() {
    let broken = Self.patch.replacingOccurrences(of: "@@ -2,3 +2,2 @@", with: "@@ -2,4 +2,2 @@")
    #expect(throws: FilePatch.Problem.self) { try FilePatch.parse(broken, in: "x.patch") }
  }
}
