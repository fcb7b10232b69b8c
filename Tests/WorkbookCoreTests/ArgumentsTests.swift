import Foundation
import Testing

@testable import WorkbookCore

@Suite("Arguments: one command-line rule for every verb")
struct ArgumentsTests {
  static let check = Verb.named("check")!
  static let verify = Verb.named("verify")!
  static let report = Verb.named("report")!
  static let room = Verb.named("room")!

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

  // MARK: report

  @Test func report_ownProgress_withAFileAndAName() throws {
    let command = try Self.report(["--json", "ada.json", "--name=Ada"])
    #expect(command.json == "ada.json" && command.name == "Ada" && command.merge.isEmpty, "Expected a file and a name, got \(command)")
  }

  @Test func report_merge_takesEveryFileUpToTheNextOption() throws {
    #expect(try Self.report(["--merge", "a.json", "b.json", "c.json"]).merge == ["a.json", "b.json", "c.json"])
    #expect(try Self.report(["--merge=a.json", "b.json"]).merge == ["a.json", "b.json"])
    let arguments = try Arguments(["--merge", "a.json", "--merge", "b.json"], for: Self.report)
    #expect(arguments.values("--merge") == ["a.json", "b.json"], "a list's option given twice adds to the list")
  }

  @Test(
    arguments: [
      (["--merge"], "--merge needs a value (--merge FILE...); see swift run workbook report --help"),
      (["--json"], "--json needs a value (--json FILE); see swift run workbook report --help"),
      (["--name", "--json", "a.json"], "--name needs a value (--name NAME); see swift run workbook report --help"),
      (["--frob"], "unknown option '--frob' for report; see swift run workbook report --help"),
      (["a.json"], "unexpected 'a.json': report takes no argument; see swift run workbook report --help"),
      (["--json", "a.json", "--json", "b.json"], "--json is given twice; see swift run workbook report --help"),
      (
        ["--merge", "a.json", "--json", "b.json"],
        "--json is for your own report and --merge for the room's; give one or the other; see swift run workbook report --help"
      ),
      (
        ["--name", "Ada", "--merge", "a.json"],
        "--name is for your own report and --merge for the room's; give one or the other; see swift run workbook report --help"
      ),
    ])
  func report_usageErrors_sayWhatAndWhereTheUsageIs(words: [String], expected: String) {
    #expect(Self.message { _ = try Self.report(words) } == expected)
  }

  // MARK: room

  @Test func room_eachFormPicksItsAction() throws {
    let join = try Self.room(["join", "/r", "--name", "Ada"])
    #expect(join.action == .join(URL(fileURLWithPath: "/r"), name: "Ada"), "Expected to join /r as Ada, got \(join.action)")
    #expect(try Self.room(["join", "/r"]).action == .join(URL(fileURLWithPath: "/r"), name: nil))
    #expect(try Self.room(["leave"]).action == .leave)
    #expect(try Self.room([]).action == .status)
    let watch = try Self.room(["/r", "--once", "--html", "/p.html", "--every=2"]).action
    #expect(
      watch == .watch(URL(fileURLWithPath: "/r"), once: true, page: URL(fileURLWithPath: "/p.html"), every: 2, anonymous: false),
      "got \(watch)")
    #expect(try Self.room(["/r"]).action == .watch(URL(fileURLWithPath: "/r"), once: false, page: nil, every: 5, anonymous: false))
    #expect(
      try Self.room(["/r", "--anonymous"]).action == .watch(URL(fileURLWithPath: "/r"), once: false, page: nil, every: 5, anonymous: true))
  }

  @Test func room_eachFormHasItsOwnHelp() {
    #expect(Self.room.form(for: ["join", "--help"]).verb.help.hasPrefix("usage: swift run workbook room join <folder> [--name NAME]\n"))
    #expect(Self.room.form(for: ["leave"]).verb.help.hasPrefix("usage: swift run workbook room leave\n"))
    #expect(Self.room.help.contains("   or: swift run workbook room [<folder>] [--once] [--html FILE] [--every SECONDS] [--anonymous]\n"))
    #expect(Self.room.shortUsage == "room join <folder> | leave | [<folder>]")
  }

  @Test(
    arguments: [
      (
        ["join"],
        "room join needs <folder> (the room's folder: one you and the facilitator both see, shared, synced or mounted); "
          + "see swift run workbook room join --help"
      ),
      (["join", "/r", "--name"], "--name needs a value (--name NAME); see swift run workbook room join --help"),
      (["join", "/r", "--once"], "unknown option '--once' for room join; see swift run workbook room join --help"),
      (["join", "/r", "/s"], "unexpected '/s': room join takes <folder>; see swift run workbook room join --help"),
      (["leave", "/r"], "unexpected '/r': room leave takes no argument; see swift run workbook room leave --help"),
      (["/r", "--name", "Ada"], "unknown option '--name' for room (room join takes it); see swift run workbook room --help"),
      (["/r", "--html"], "--html needs a value (--html FILE); see swift run workbook room --help"),
      (["/r", "--every", "0"], "--every needs a whole number of seconds, 1 or more, not '0'; see swift run workbook room --help"),
      (["/r", "--every", "soon"], "--every needs a whole number of seconds, 1 or more, not 'soon'; see swift run workbook room --help"),
      (["/r", "/s"], "unexpected '/s': room takes [<folder>]; see swift run workbook room --help"),
      (
        ["--once"],
        "--once is for the facilitator's view: name the room's folder (room <folder> --once); see swift run workbook room --help"
      ),
    ])
  func room_usageErrors_sayWhatAndWhereTheFormsUsageIs(words: [String], expected: String) {
    #expect(Self.message { _ = try Self.room(words) } == expected)
  }

  // MARK: Helpers

  /// The usage error's message for `words` given to check, or "" when they parse.
  static func message(_ words: [String]) -> String {
    message { _ = try Arguments(words, for: check) }
  }

  /// The error's message, or "" when `parse` does not throw.
  static func message(_ parse: () throws -> Void) -> String {
    do {
      try parse()
      return ""
    } catch {
      return "\(error)"
    }
  }

  /// The report command `swift run workbook report <words>` makes (no catalog is read to parse).
  static func report(_ words: [String]) throws -> ReportCommand {
    try ReportCommand(catalog: try catalog(), arguments: try Arguments(words, for: report))
  }

  /// The room command `swift run workbook room <words>` makes.
  static func room(_ words: [String]) throws -> RoomCommand {
    try RoomCommand(catalog: try catalog(), arguments: try Arguments(words, for: room))
  }

  /// A catalog for the commands to hold; parsing reads nothing from it.
  static func catalog() throws -> Catalog {
    let scratch = try ScratchWorkbook(labs: ["Lab01One"])
    defer { scratch.remove() }
    return try scratch.catalog
  }
}
