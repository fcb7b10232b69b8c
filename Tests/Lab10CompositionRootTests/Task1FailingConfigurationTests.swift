import Foundation
import Lab10CompositionRoot
import Testing

/// Task 1: `AppDependencies.failing(log:)` fails on every member a test did not override, and
/// names that member: in the error it throws and in the log it writes.
@Suite("Lab 10 · Task 1: the failing configuration")
struct Task1FailingConfigurationTests {
  @Test func failing_throwingMemberThrowsUnimplementedDependencyNamingIt_andLogsIt() async {
    for member in Member.throwing {
      let doubles = Doubles()
      let sut = doubles.dependencies(allowing: [])

      let result = await call(member, on: sut)

      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [.threw("UnimplementedDependency(\(member.logName))")], touched: [member.logName]),
          "With \(member.logName) not overridden: expected it to record its name in the log, then throw UnimplementedDependency(name: \"\(member.logName)\"). A failing member never returns a default: a test must not pass on data it never set up."
        )
      else { return }
    }
  }

  @Test func failing_nonThrowingMemberReportsItselfInTheLog() async {
    for member in Member.nonThrowing {
      let doubles = Doubles()
      let sut = doubles.dependencies(allowing: [])

      let result = await call(member, on: sut)

      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [.returned], touched: [member.logName]),
          "With \(member.logName) not overridden: expected it, which cannot throw, to record \"\(member.logName)\" in the log: the log is how it fails the test."
        )
      else { return }
    }
  }

  @Test func failing_memberReportsItself_whateverItIsHanded() async {
    for call in MemberCall.ofEveryShape {
      let doubles = Doubles()
      let sut = doubles.dependencies(allowing: [])

      let result = await call.make(on: sut)

      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [expectedOutcome(call.member)], touched: [call.member.logName]),
          "With \(call), not overridden: expected it to record \"\(call.member.logName)\" in the log (and, if it can throw, to throw UnimplementedDependency naming it), whatever it was handed. A call is a call: an empty id or event is not a reason to stay quiet, it is a member touched that the test did not allow."
        )
      else { return }
    }
  }

  @Test func failing_logsEveryMemberTouched_inCallOrder() async {
    let doubles = Doubles()
    let sut = doubles.dependencies(allowing: [])
    let calls: [Member] = [.now, .fetchUser, .track, .saveNote, .loadNotes, .now]

    var results: [Outcome] = []
    for member in calls { results.append(await call(member, on: sut)) }

    expectSame(
      Observed(results, doubles),
      Observed(results: calls.map(expectedOutcome), touched: calls.map(\.logName)),
      "Expected every call in the log, in call order, once per call. Each member, throwing or not, records its own name before anything else."
    )
  }

  @Test func failing_logsEveryCall_alsoTheSameMemberCalledAgain() async {
    let doubles = Doubles()
    let sut = doubles.dependencies(allowing: [])
    let calls: [Member] = [.loadNotes, .loadNotes, .fetchUser, .fetchUser, .saveNote, .saveNote, .track, .track, .now, .now]

    var results: [Outcome] = []
    for member in calls { results.append(await call(member, on: sut)) }

    expectSame(
      Observed(results, doubles),
      Observed(results: calls.map(expectedOutcome), touched: calls.map(\.logName)),
      "Expected one entry per call, a member called twice listed twice. Record on every call; never skip a name the log already holds: how often a member is touched is part of what a test checks."
    )
  }

  @Test func failing_logsEveryCallFromTasksRunningAtOnce() async {
    let doubles = Doubles()
    let sut = doubles.dependencies(allowing: [])

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<20 {
        group.addTask {
          _ = await call(.loadNotes, on: sut)
          _ = await call(.track, on: sut)
        }
      }
    }

    var observed = Observed([], doubles)
    observed.touched.sort()
    expectSame(
      observed,
      Observed(
        results: [], touched: Array(repeating: Member.loadNotes.logName, count: 20) + Array(repeating: Member.track.logName, count: 20)
      ),
      "Expected 20 loadNotes and 20 track entries from 20 tasks running at once. Record each call once, in the `log` parameter: no check-then-record, no state of your own."
    )
  }

  @Test func failing_eachConfigurationReportsToItsOwnLog() async {
    let first = Doubles()
    let second = Doubles()

    let firstResult = await call(.fetchUser, on: first.dependencies(allowing: []))
    let secondResult = await call(.now, on: second.dependencies(allowing: []))

    expectSame(
      [Observed([firstResult], first), Observed([secondResult], second)],
      [
        Observed(results: [.threw("UnimplementedDependency(AppDependencies.fetchUser)")], touched: ["AppDependencies.fetchUser"]),
        Observed(results: [.returned], touched: ["AppDependencies.now"]),
      ],
      "Expected each configuration's calls in its own log only. Record in the `log` parameter, never in a shared static: tests run in parallel."
    )
  }

  /// Names of every shape an `UnimplementedDependency` can carry: each member; no dot; several
  /// dots; non-ASCII letters. The short name, what a test assigns, is the part after the last dot.
  static let names: [(String, String)] =
    Member.allCases.map { ($0.logName, $0.rawValue) } + [
      ("loadNotes", "loadNotes"),
      ("NotesApp.AppDependencies.track", "track"),
      ("AppDependencies.sauvegarderNoteÉté", "sauvegarderNoteÉté"),
    ]

  @Test func unimplementedDependency_descriptionNamesTheMember_andShowsTheCodeThatOverridesIt() {
    for (name, shortName) in Self.names {
      let description = String(describing: UnimplementedDependency(name: name))

      guard
        expectSame(
          Advice(description: description, name: name, shortName: shortName),
          Advice(namesTheMember: true, saysToOverride: true, assigns: [shortName], mentionsOtherMembers: []),
          "With the name \"\(name)\": expected the message to name it, say it must be overridden, and show the code that does, `dependencies.\(shortName) = { ... }`, with no other member in it; got \"\(description)\". Build the whole sentence from `name`; the short name is the part after its last dot."
        )
      else { return }
    }
  }

  // MARK: - Helpers

  private func expectedOutcome(_ member: Member) -> Outcome {
    Member.throwing.contains(member) ? .threw("UnimplementedDependency(\(member.logName))") : .returned
  }
}

/// Calls `member` on `dependencies` and names what it produced.
func call(_ member: Member, on dependencies: AppDependencies) async -> Outcome {
  switch member {
  case .fetchUser: return await Outcome.ofUser { try await dependencies.fetchUser("42") }
  case .loadNotes: return await Outcome.ofNotes { try await dependencies.loadNotes() }
  case .saveNote: return await Outcome.ofCall { try await dependencies.saveNote(Note(text: "Hi", createdAt: nineAM)) }
  case .now:
    _ = dependencies.now()
    return .returned
  case .track:
    dependencies.track("opened")
    return .returned
  }
}
