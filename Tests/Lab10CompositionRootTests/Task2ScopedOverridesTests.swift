import Foundation
import Lab10CompositionRoot
import Testing

/// Task 2: `withDependencies` overrides `AppDependencies.current` for one operation only: it
/// starts from the current value, ends with the operation, and never leaks into a parallel test.
@Suite("Lab 10 · Task 2: scoped overrides")
struct Task2ScopedOverridesTests {
  @Test func withDependencies_theOperationSeesTheOverride() async throws {
    let user = try await withDependencies {
      $0.fetchUser = { id in User(id: id, name: "Ada") }
    } operation: {
      try await AppDependencies.current.fetchUser("42")
    }

    #expect(
      user == ada,
      "Expected the overridden fetchUser to answer inside the operation. Copy AppDependencies.current, apply `update` to the copy, and run `operation` with `AppDependencies.$current.withValue(copy)`."
    )
  }

  @Test func withDependencies_startsFromTheCurrentDependencies() async throws {
    let log = UnimplementedLog()

    let (now, user, loadNotesError) = try await withDependencies {
      $0 = .failing(log: log)
      $0.now = { nineAM }
    } operation: {
      try await withDependencies {
        $0.fetchUser = { id in User(id: id, name: "Ada") }
      } operation: { () async throws -> (Date, User, (any Error)?) in
        let current = AppDependencies.current
        var loadNotesError: (any Error)?
        do { _ = try await current.loadNotes() } catch { loadNotesError = error }
        return (current.now(), try await current.fetchUser("42"), loadNotesError)
      }
    }

    #expect(
      now == nineAM,
      "Expected the outer override of `now` to survive an inner override of fetchUser. Start the copy from AppDependencies.current, not from a fresh configuration."
    )
    #expect(user == ada, "Expected the inner override of fetchUser to answer inside the operation.")
    #expect(
      loadNotesError as? UnimplementedDependency == UnimplementedDependency(name: "AppDependencies.loadNotes"),
      "Expected loadNotes, which nobody overrode, to fail as the current configuration does, got \(String(describing: loadNotesError)). Don't start from .preview or .live."
    )
    #expect(
      log.touched == ["AppDependencies.loadNotes"],
      "Expected the current configuration's log to see the call to loadNotes, got \(log.touched). Start the copy from AppDependencies.current."
    )
  }

  @Test func withDependencies_endsTheOverrideWhenTheOperationReturns() async throws {
    let (insideNow, afterNow) = await withDependencies {
      $0.now = { nineAM }
    } operation: {
      let inside = await withDependencies {
        $0.now = { fivePM }
      } operation: {
        AppDependencies.current.now()
      }
      return (inside, AppDependencies.current.now())
    }

    #expect(
      insideNow == fivePM, "Expected the inner override inside its operation. Run `operation` with the updated copy as the current value.")
    #expect(
      afterNow == nineAM,
      "Expected the outer value back once the inner operation returned. Scope the change to the operation (a @TaskLocal's withValue), never assign a shared value."
    )
  }

  @Test func withDependencies_concurrentOverridesEachSeeTheirOwn() async {
    // Both operations are inside their override at once: each waits for the other before it
    // reads, and again before it leaves. A shared static would show one of them the other's user.
    let bothInside = Rendezvous(parties: 2)
    let bothRead = Rendezvous(parties: 2)

    let results = await withTaskGroup(of: (expected: String, seen: String?, overlapped: Bool).self) { group in
      for name in ["Ada", "Grace"] {
        group.addTask {
          await withDependencies {
            $0.fetchUser = { id in User(id: id, name: name) }
          } operation: {
            let met = await bothInside.arriveAndWait()
            let seen = try? await AppDependencies.current.fetchUser("1").name
            let stayed = await bothRead.arriveAndWait()
            return (name, seen, met && stayed)
          }
        }
      }
      var results: [(expected: String, seen: String?, overlapped: Bool)] = []
      for await result in group { results.append(result) }
      return results
    }

    #expect(results.count == 2, "Expected both operations to finish. Call `operation` exactly once.")
    for result in results {
      #expect(
        result.overlapped,
        "Expected the two overrides to run at the same time. Don't make one override wait for another to finish."
      )
      #expect(
        result.seen == result.expected,
        "Expected the operation overriding fetchUser with \(result.expected) to see \(result.expected), got \(String(describing: result.seen)). Keep the override in a @TaskLocal (AppDependencies.$current.withValue), not in a static that parallel tasks share."
      )
    }
  }
}
