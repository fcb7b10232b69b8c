import Testing

@testable import WorkbookCore

@Suite("MutantSchemata: every mutant of a lab in one build, switched at run time")
struct MutantSchemataTests {
  static let original = """
    public final class Store {
      private var items: [String] = []
      public var limit: Int = 10

      public init() {}

      public func add(_ item: String) {
        guard items.count < limit else { return }
        items.append(item)
      }

      public func first() -> String? {
        guard !items.isEmpty else { return nil }
        return items[0]
      }
    }

    """

  static func schemata(_ mutants: [(String, String)]) -> MutantSchemata {
    MutantSchemata(module: "LabX", originals: ["Store.swift": original], mutants: mutants.map { ($0.0, ["Store.swift": $0.1]) })
  }

  static func mutant(_ old: String, _ new: String) -> String {
    precondition(original.contains(old), "the test's mutant must change the original")
    return original.replacingOccurrences(of: old, with: new)
  }

  @Test func aChangedBody_becomesACaseOfASwitch_withTheOriginalAsDefault() {
    let schemata = Self.schemata([("no-limit", Self.mutant("    guard items.count < limit else { return }\n", ""))])
    #expect(schemata.switched == ["no-limit"])
    let code = schemata.files["Store.swift"] ?? ""
    #expect(code.contains("switch workbookMutantSwitch {\ncase \"LabX/no-limit\":\n\n    items.append(item)"))
    #expect(code.contains("default:\n\n    guard items.count < limit else { return }\n    items.append(item)"))
    #expect(schemata.files[MutantSchemata.switchFile]?.contains("getenv(\"WORKBOOK_MUTANT\")") == true)
    #expect(schemata.regions.map(\.slug) == ["no-limit"])
  }

  @Test func aBodyOfOneExpression_beside_bodiesThatReturn_getsItsOwnReturn() {
    let schemata = Self.schemata([
      ("last", Self.mutant("    guard !items.isEmpty else { return nil }\n    return items[0]\n", "    items.last\n"))
    ])
    #expect(schemata.files["Store.swift"]?.contains("case \"LabX/last\":\n\n    return items.last") == true)
  }

  @Test func anAddedStoredProperty_isAddedForEveryRun_andTheMutantSwitched() {
    let schemata = Self.schemata([
      (
        "counts",
        Self.mutant("  public var limit: Int = 10\n", "  public var limit: Int = 10\n  private var added = 0\n")
          .replacingOccurrences(of: "    items.append(item)\n", with: "    added += 1\n    items.append(item)\n")
      )
    ])
    #expect(schemata.switched == ["counts"])
    #expect(schemata.files["Store.swift"]?.contains("private var added = 0") == true)
  }

  @Test func aChangedInitialValue_isSwitchedInAClosure() {
    let schemata = Self.schemata([("low-limit", Self.mutant("limit: Int = 10", "limit: Int = 1"))])
    #expect(schemata.switched == ["low-limit"])
    #expect(schemata.files["Store.swift"]?.contains("case \"LabX/low-limit\": return  1\ndefault: return  10\n}\n}()") == true)
  }

  @Test func aChangedPrivateDeclaration_isRenamedForTheMutant() {
    let schemata = Self.schemata([("a-set", Self.mutant("private var items: [String] = []", "private var items: Set<String> = []"))])
    #expect(schemata.switched == ["a-set"])
    #expect(schemata.files["Store.swift"]?.contains("private var itemsMutant0: Set<String> = []") == true)
  }

  @Test func aChangedPublicDeclaration_cannotBeSwitched_andSaysWhy() {
    let schemata = Self.schemata([("throws", Self.mutant("public func first() -> String?", "public func first() throws -> String?"))])
    #expect(schemata.switched.isEmpty)
    #expect(schemata.apart["throws"]?.contains("changes the declaration of `first`") == true)
  }

  @Test func aCommentOnlyChange_isNoMutant() {
    let schemata = Self.schemata([("comment", Self.mutant("  public init() {}", "  // A comment.\n  public init() {}"))])
    #expect(schemata.apart["comment"] != nil)
  }
}
