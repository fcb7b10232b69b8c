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

    let error = await #expect(
      throws: UnimplementedDependency.self,
      "Expected AppDependencies.\(member.rawValue) to throw UnimplementedDependency. A failing member never returns a default: throw, so a test cannot pass on data it never set up."
    ) {
      try await member.call(on: sut)
    }

    #expect(
      error?.name == "AppDependencies.\(member.rawValue)",
      "Expected the error to name \"AppDependencies.\(member.rawValue)\", got \(String(describing: error?.name)). Give each member its own name."
    )
  }

  @Test func failing_errorDescriptionNamesTheMemberAndSaysToOverrideIt() async throws {
    let (sut, _) = makeSUT()

    let error = await #expect(
      throws: UnimplementedDependency.self,
      "Expected AppDependencies.saveNote to throw UnimplementedDependency."
    ) {
      try await sut.saveNote(Note(text: "Hi", createdAt: nineAM))
    }
    let description = String(describing: try #require(error, "Expected an UnimplementedDependency to read."))

    #expect(
      description.contains("AppDependencies.saveNote"),
      "Expected the message to name AppDependencies.saveNote, got \"\(description)\". Put `name` in `description`: it is all a red test shows."
    )
    #expect(
      description.lowercased().contains("overrid"),
      "Expected the message to say the member must be overridden, got \"\(description)\". Tell the reader what to do about it."
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
    let error = await #expect(
      throws: UnimplementedDependency.self,
      "Expected AppDependencies.current, with nothing overridden, to fail: fetchUser should throw UnimplementedDependency. Keep the default of `current` the failing configuration, never .preview or .live: a test that forgets an override must go red and name what it touched."
    ) {
      _ = try await AppDependencies.current.fetchUser("42")
    }

    #expect(
      error?.name == "AppDependencies.fetchUser",
      "Expected the default configuration's error to name \"AppDependencies.fetchUser\", got \(String(describing: error?.name)). The default of `current` is `.failing(log:)`."
    )
  }

  // MARK: - Helpers

  private func makeSUT() -> (AppDependencies, UnimplementedLog) {
    let log = UnimplementedLog()
    return (AppDependencies.failing(log: log), log)
  }
}
