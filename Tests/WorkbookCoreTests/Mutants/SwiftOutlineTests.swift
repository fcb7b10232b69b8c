import Testing

@testable import WorkbookCore

@Suite("SwiftOutline: the members and bodies of a Swift file")
struct SwiftOutlineTests {
  static let source = #"""
    import Foundation

    /// A model. { not a brace }
    @MainActor
    public final class Model {
      private let name = "a } in a string"
      public private(set) var count = 0 {
        didSet { print("count \(count) }") }
      }
      var doubled: Int { count * 2 }
      let make: () -> Int = { 1 }
      var both: Int {
        get { count }
        set { count = newValue }
      }

      public init(count: Int) {
        self.count = count
      }

      func load() async -> [Int] {
        let items = [1, 2].map { $0 + count }
        return items
      }

      struct Inner: Equatable {
        var x = #"raw { "# + "\(1)"
      }
    }
    """#

  @Test func bodies_areThoseOfFunctionsInitializersAccessorsAndComputedProperties() {
    let outline = SwiftOutline(Self.source)
    let insides = outline.bodies.map { outline.inside($0).trimmingCharacters(in: .whitespacesAndNewlines) }
    #expect(
      insides == [
        #"print("count \(count) }")"#, "count * 2", "count", "count = newValue", "self.count = count",
        "let items = [1, 2].map { $0 + count }\n    return items",
      ])
  }

  @Test func members_areNamedByTheirDeclaration_withAttributesAndModifiers() {
    let outline = SwiftOutline(Self.source)
    let file = outline.containers[0].members
    #expect(file.map(\.keyword) == ["import", "class"])
    guard let model = file.last, let container = model.container else {
      Issue.record("Expected the class to hold a container")
      return
    }
    #expect(outline.text(model).hasPrefix("@MainActor\npublic final class Model"), "A member starts at its first attribute")
    let members = outline.containers[container].members
    #expect(members.map(\.name) == ["name", "count", "doubled", "make", "both", "init", "load", "Inner"])
    #expect(members.map(\.bodies.count) == [0, 1, 1, 0, 2, 1, 1, 0])
  }

  @Test func signature_leavesOutCommentsAndBodies() {
    let before = SwiftOutline("struct A {\n  /// Doc.\n  func f() -> Int {\n    1\n  }\n}\n")
    let after = SwiftOutline("struct A {\n  func f()   -> Int { 2 }\n}\n")
    let signature = { (outline: SwiftOutline) in outline.signature(of: outline.containers[1].members[0]) }
    #expect(signature(before) == signature(after))
  }

  @Test func singleExpression_tellsOneExpressionFromStatements() {
    func single(_ body: String) -> Bool {
      let outline = SwiftOutline("func f() -> Int {\(body)}")
      return outline.isSingleExpression(outline.bodies[0])
    }
    #expect(single(" products.first { $0.id == id } "))
    #expect(single("\n  items\n    .map { $0 }\n    .count\n"))
    #expect(single(" a &&\n b "))
    #expect(!single("\n  guard ok else { return 0 }\n  return 1\n"))
    #expect(!single("\n  log()\n  compute()\n"))
  }

  @Test func renaming_renamesTheIdentifierInCodeAndInterpolations_notInStringsOrComments() {
    let outline = SwiftOutline("let notes = 1 // notes\nlet s = \"notes \\(notes)\"\nlet t = notesCount\n")
    #expect(
      outline.renaming("notes", to: "notesMutant1")
        == "let notesMutant1 = 1 // notes\nlet s = \"notes \\(notesMutant1)\"\nlet t = notesCount\n")
  }
}
