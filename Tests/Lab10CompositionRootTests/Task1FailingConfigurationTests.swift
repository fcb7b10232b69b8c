import Foundation
import Lab10CompositionRoot
import Testing

/// Task 1: `AppDependencies.failing(log:)` fails on every member a test did not override, and
/// names that member: in the error it throws and in the log it writes.
@Suite("Lab 10 · Task 1: the failing configuration")
struct Task1FailingConfigurationTests {
  /// The members that can throw, and a way to call each one.
  enum ThrowingMember: String, CaseIterable, Sendable {
    case fetchUser, loadNotes, saveNote

    func call(on dependencies: AppDependencies) async throws {
      switch self {
      case .fetchUser: _ = try await dependencies.fetchUser("42")
      case .loadNotes: _ = try await dependencies.loadNotes()
      case .saveNote: try await dependencies.saveNote(Note(text: "Hi", createdAt: nineAM))
      }
    }
  }

  @Test(arguments: ThrowingMember.allCases)
  func failing_throwingMemberThrowsUnimplementedDependencyNamingIt(member: ThrowingMember) async throws {
    let (sut, _) = makeSUT()

    let thrown = await errorThrown { try await member.call(on: sut) }
    let error = thrown as? UnimplementedDependency

    #expect(
      error != nil,
      "Expected AppDependencies.\(member.rawValue) to throw UnimplementedDependency, got \(describe(thrown)). A failing member never returns a default: throw, so a test cannot pass on data it never set up."
    )
    #expect(
      error?.name == "AppDependencies.\(member.rawValue)",
      "Expected the error to name \"AppDependencies.\(member.rawValue)\", got \(String(describing: error?.name)). Give each member its own name."
    )
  }

  @Test func failing_errorDescriptionNamesTheMemberAndSaysToOverrideIt() async throws {
    let (sut, _) = makeSUT()

    let thrown = await errorThrown { try await sut.saveNote(Note(text: "Hi", createdAt: nineAM)) }
    let error = try #require(
      thrown as? UnimplementedDependency,
      "Expected AppDependencies.saveNote to throw UnimplementedDependency, got \(describe(thrown)).")
    let description = String(describing: error)

    #expect(
      description.contains("AppDependencies.saveNote"),
      "Expected the message to name AppDependencies.saveNote, got \"\(description)\". Put `name` in `description`: it is all a red test shows."
    )
    #expect(
      description.lowercased().contains("overrid"),
      "Expected the message to say the member must be overridden, got \"\(description)\". Tell the reader what to do about it."
    )
  }

  static let members = ["fetchUser", "loadNotes", "saveNote", "now", "track"]

  @Test(arguments: members)
  func unimplementedDependency_descriptionNamesItsOwnMemberAndNoOther(member: String) {
    let description = String(describing: UnimplementedDependency(name: "AppDependencies.\(member)"))

    #expect(
      description.contains("AppDependencies.\(member)") && description.lowercased().contains("overrid"),
      "Expected the message for AppDependencies.\(member) to name it and say it must be overridden, got \"\(description)\". Build the whole sentence from `name`."
    )
    for other in Self.members where other != member {
      #expect(
        !description.contains(".\(other)"),
        "Expected the message for AppDependencies.\(member) to mention no other member, but it mentions .\(other): \"\(description)\". Take the member in the advice (`dependencies.<member> = ...`) from `name` too, not from an example."
      )
    }
  }

  @Test(arguments: members)
  func unimplementedDependency_adviceIsCodeThatOverridesTheMemberByItsShortName(member: String) {
    let description = String(describing: UnimplementedDependency(name: "AppDependencies.\(member)"))
    let assigned = membersAssigned(in: description)

    #expect(
      assigned.contains(member),
      "Expected the advice for AppDependencies.\(member) to show the code that overrides it, `dependencies.\(member) = { ... }` (or `$0.\(member) = { ... }` in withDependencies), got \"\(description)\". Give the reader a line they can paste into the test."
    )
    #expect(
      assigned.allSatisfy { $0 == member },
      "Expected every `dependencies.<member>` and `$0.<member>` in the advice to name \(member) itself, got \(assigned.map { ".\($0)" }) in \"\(description)\". The member's short name is the part of `name` after its last dot: `dependencies.AppDependencies.\(member)` does not compile."
    )
  }

  @Test func failing_logsEveryMemberTouched_inCallOrder() async {
    let (sut, log) = makeSUT()

    _ = sut.now()
    _ = try? await sut.fetchUser("42")
    sut.track("opened")
    try? await sut.saveNote(Note(text: "Hi", createdAt: nineAM))
    _ = try? await sut.loadNotes()
    _ = sut.now()

    #expect(
      log.touched == [
        "AppDependencies.now", "AppDependencies.fetchUser", "AppDependencies.track",
        "AppDependencies.saveNote", "AppDependencies.loadNotes", "AppDependencies.now",
      ],
      "Expected every call in order, once per call, got \(log.touched). Each member, throwing or not, must call log.record(\"AppDependencies.<member>\") before anything else."
    )
  }

  @Test func failing_logsEveryCall_alsoTheSameMemberCalledAgain() async {
    let (sut, log) = makeSUT()

    _ = try? await sut.loadNotes()
    _ = try? await sut.loadNotes()
    _ = try? await sut.fetchUser("1")
    _ = try? await sut.fetchUser("2")
    try? await sut.saveNote(Note(text: "Hi", createdAt: nineAM))
    try? await sut.saveNote(Note(text: "Hi again", createdAt: nineAM))
    sut.track("opened")
    sut.track("opened")

    #expect(
      log.touched == [
        "AppDependencies.loadNotes", "AppDependencies.loadNotes", "AppDependencies.fetchUser", "AppDependencies.fetchUser",
        "AppDependencies.saveNote", "AppDependencies.saveNote", "AppDependencies.track", "AppDependencies.track",
      ],
      "Expected one entry per call, a member called twice listed twice, got \(log.touched). Record on every call; never skip a name the log already holds: how often a member is touched is part of what the test checks."
    )
  }

  @Test func failing_logsEveryCallFromTasksRunningAtOnce() async {
    let (sut, log) = makeSUT()

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<20 {
        group.addTask {
          _ = try? await sut.loadNotes()
          sut.track("tapped")
        }
      }
    }

    let loads = log.touched.filter { $0 == "AppDependencies.loadNotes" }.count
    let tracks = log.touched.filter { $0 == "AppDependencies.track" }.count
    #expect(
      loads == 20 && tracks == 20 && log.touched.count == 40,
      "Expected 20 loadNotes and 20 track entries from 20 tasks, got \(loads) and \(tracks) (\(log.touched.count) in all). Record each call with one log.record, in the `log` parameter: no check-then-record, no state of your own."
    )
  }

  @Test func failing_eachConfigurationReportsToItsOwnLog() async {
    let (first, firstLog) = makeSUT()
    let (second, secondLog) = makeSUT()

    _ = try? await first.fetchUser("42")
    _ = second.now()

    #expect(
      firstLog.touched == ["AppDependencies.fetchUser"],
      "Expected the first log to hold only its own configuration's call, got \(firstLog.touched). Record in the `log` parameter, never in a shared static: tests run in parallel."
    )
    #expect(
      secondLog.touched == ["AppDependencies.now"],
      "Expected the second log to hold only its own configuration's call, got \(secondLog.touched). Record in the `log` parameter."
    )
  }

  @Test func current_outsideAnyOverride_isTheFailingConfiguration() async {
    // Read outside any `withDependencies`: the default of `AppDependencies.current`.
    let thrown = await errorThrown { _ = try await AppDependencies.current.fetchUser("42") }

    #expect(
      (thrown as? UnimplementedDependency)?.name == "AppDependencies.fetchUser",
      "Expected AppDependencies.current, with nothing overridden, to fail: fetchUser should throw UnimplementedDependency named \"AppDependencies.fetchUser\", got \(describe(thrown)). Keep the default of `current` the failing configuration, `.failing(log:)`, never .preview or .live: a test that forgets an override must go red and name what it touched."
    )
  }

  // MARK: - Helpers

  /// The identifiers that follow `dependencies.` or `$0.` in `text`: the members its code assigns.
  private func membersAssigned(in text: String) -> [String] {
    var members: [String] = []
    for prefix in ["dependencies.", "$0."] {
      var rest = text[...]
      while let found = rest.range(of: prefix) {
        let identifier = rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        members.append(String(identifier))
        rest = rest[found.upperBound...]
      }
    }
    return members
  }

  private func makeSUT() -> (AppDependencies, UnimplementedLog) {
    let log = UnimplementedLog()
    return (AppDependencies.failing(log: log), log)
  }
}
