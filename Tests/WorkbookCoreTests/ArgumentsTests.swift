import Testing

@testable import WorkbookCore

@Suite("Arguments: one command-line rule for every verb")
struct ArgumentsTests {
  static let check = Verb.named("check")!
  static let verify = Verb.named("verify")!

  @Test func operandsAndOptions_inAnyOrder_valueAfterOrWithEquals() throws {
    let arguments = try Arguments(["--timeout=5", "3", "--all"], for: Self.check)
    #expect(arguments.lab == "3")
    #expect(try arguments.seconds("--timeout", default: 30) == 5)
    #expect(arguments.has("--all"))
    #expect(!arguments.has("--no-hunt"))
  }

  @Test func aRepeatableOption_keepsEveryValue_inOrder() throws {
    let arguments = try Arguments(["--lab", "1", "--lab", "02"], for: Self.verify)
    #expect(arguments.values("--lab") == ["1", "02"])
  }

  @Test func anUnknownOption_isNamed_withTheVerbsHelp() {
    #expect(Self.message(["--frob"]) == "unknown option '--frob' for check; see swift run workbook check --help")
  }

  @Test func aMissingValue_aSecondLab_andABadNumber_areUsageErrors() {
    #expect(Self.message(["--timeout"]).hasPrefix("--timeout needs a value (--timeout SECONDS)"))
    #expect(Self.message(["1", "2"]).hasPrefix("unexpected '2': check takes [<lab>]"))
    #expect(Self.message(["--timeout", "soon"]).isEmpty, "parsing keeps the text; seconds(_:) judges it")
    #expect(throws: WorkbookError.self) { try Arguments(["--timeout", "0"], for: Self.check).seconds("--timeout", default: 30) }
  }

  /// The usage error's message for `words` given to check, or "" when they parse.
  static func message(_ words: [String]) -> String {
    do {
      _ = try Arguments(words, for: check)
      return ""
    } catch {
      return "\(error)"
    }
  }
}
