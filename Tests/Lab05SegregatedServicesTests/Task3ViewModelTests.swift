import Foundation
import Lab05SegregatedServices
import Testing

/// Task 3: the view model moves through its states in order, one fetch at a time, and sees the
/// service through `FetchCatFactProtocol` only. Events × states: each row of a test starts a new
/// screen in one of its resting states (nothing yet, a fact, a failure), sends one event, and
/// compares the whole `FactScreen` (every state in order, everything the service saw) once; a test
/// checks its rows in order and stops at the first that fails, naming it.
///
/// Every row makes its objects with `makeSUT`, inside `withLeakTracking`: when the row is over,
/// the view model and the service must both be gone.
@MainActor
@Suite("Lab 05 · Task 3: the view model's states")
struct Task3ViewModelTests {
  typealias State = ViewState<CatFact, CatServiceError>

  /// The resting states a fetch can start from, each reached through the view model itself.
  enum Start: String, CaseIterable, Sendable, CustomStringConvertible {
    case nothingYet = "initial"
    case aFact = "loaded(clowder)"
    case aFailure = "failed(server 503)"

    var description: String { rawValue }
  }

  /// Every answer a fetch can get, and the state it must leave: each of the service's errors as it
  /// is, another fetcher's error of any kind as .unexpected, and both kinds of cancel as nothing at
  /// all (`nil`: back to the state before the fetch).
  nonisolated static let answers: [(ControlledCatService.Answer, State?)] = [
    (.fact(sleepy), .loaded(sleepy)),
    (.error(.service(.offline)), .failed(.offline)),
    (.error(.service(.server(status: 404))), .failed(.server(status: 404))),
    (.error(.service(.server(status: 503))), .failed(.server(status: 503))),
    (.error(.service(.server(status: 0))), .failed(.server(status: 0))),
    (.error(.service(.undecodable)), .failed(.undecodable)),
    (.error(.service(.unexpected)), .failed(.unexpected)),
    (.error(.urlError(code: URLError.Code.timedOut.rawValue)), .failed(.unexpected)),
    (.error(.decoding), .failed(.unexpected)),
    (.error(.probe), .failed(.unexpected)),
    (.error(.cancellation), nil),
    (.error(.urlCancelled), nil),
  ]

  @Test func fetch_showsLoadingAtOnce_beforeTheServiceIsEvenAsked() async throws {
    for start in Start.allCases {
      let passed = try await withLeakTracking("From \(start)") { leaks in
        let (sut, service, recorder) = makeSUT(leaks)
        let before = await arrive(at: start, sut, service, recorder)

        let task = try #require(sut.fetch(), "From \(start): expected fetch() to return the task it started. Return the Task you create.")
        let atOnce = FactScreen(recorder, service)
        await service.finish(task, with: .fact(sleepy))

        return expectSame(
          atOnce, FactScreen(states: before.states + [.loading], calls: before.calls),
          "From \(start), fetch() must show .loading before it returns, before the task has run or the service is asked: set the state in fetch() itself (the screen, and a second tap, see it at once)."
        )
      }
      guard passed else { return }
    }
  }

  @Test func fetch_goesThroughLoadingToWhatTheAnswerSays() async throws {
    for start in Start.allCases {
      for (answer, shown) in Self.answers {
        let row = "From \(start), a fetch answered \(answer)"
        let passed = try await withLeakTracking(row) { leaks in
          let (sut, service, recorder) = makeSUT(leaks)
          let before = await arrive(at: start, sut, service, recorder)

          let task = try #require(sut.fetch(), "\(row): expected fetch() to return the task it started. Return the Task you create.")
          await service.finish(task, with: answer)

          let end = shown ?? before.states.last ?? .initial
          return expectSame(
            FactScreen(recorder, service),
            FactScreen(states: before.states + [.loading, end], calls: before.calls + [.fetch, .answered(answer)]),
            "\(row) must go to .loading, ask the service once, then end in \(end). A fact is shown; a CatServiceError is shown as it is (its message says why); another fetcher's error, of any kind, is .unexpected; a cancel (CancellationError or URLError(.cancelled)) is not a failure: the screen goes back to what it showed before this fetch (docs/01-networking-seam.md, \"A cancel is not a failure\"). Catch the service's errors by type, not all alike."
          )
        }
        guard passed else { return }
      }
    }
  }

  /// When the second tap comes: before the first fetch's task has run, or once its request is out.
  enum SecondTap: String, CaseIterable, Sendable {
    case beforeTheTaskRuns = "right after the first fetch()"
    case onceTheRequestIsOut = "once the first request waits at the service"
  }

  @Test func fetch_whileOneWaits_isRefusedAndChangesNothing() async throws {
    for start in Start.allCases {
      for moment in SecondTap.allCases {
        let row = "From \(start), a second fetch() \(moment.rawValue)"
        let passed = try await withLeakTracking(row) { leaks in
          let (sut, service, recorder) = makeSUT(leaks)
          let before = await arrive(at: start, sut, service, recorder)

          let first = try #require(
            sut.fetch(), "\(row): expected the first fetch() to return the task it started. Return the Task you create.")
          if moment == .onceTheRequestIsOut {
            let reached = await service.waitForFetch(startedBy: first)
            try #require(
              reached,
              "\(row): expected the first fetch to reach the service and wait there. Ask the injected service for a fact in the task."
            )
          }
          let second = sut.fetch()
          await service.finish(first, with: .fact(sleepy))
          if let second { await service.finish(second, with: .fact(late)) }

          return expectSame(
            Refusal(returnedTask: second != nil, screen: FactScreen(recorder, service)),
            Refusal(
              returnedTask: false,
              screen: FactScreen(
                states: before.states + [.loading, .loaded(sleepy)], calls: before.calls + [.fetch, .answered(.fact(sleepy))])),
            "\(row) must return nil and change nothing: no state, no request. Refuse a fetch while the state is .loading, for the whole of .loading (from fetch() until the answer is applied)."
          )
        }
        guard passed else { return }
      }
    }
  }

  /// What a refused second fetch leaves: whether it returned a task, and the screen.
  struct Refusal: Equatable {
    var returnedTask: Bool
    var screen: FactScreen
  }

  @Test func aRenameByAnotherScreen_leavesThisScreenAlone() async throws {
    for start in Start.allCases {
      let passed = try await withLeakTracking("From \(start)") { leaks in
        let (sut, service, recorder) = makeSUT(leaks)
        let before = await arrive(at: start, sut, service, recorder)
        let editor: any UpdateCatInformationProtocol = service  // an editor screen, on the same service

        try await editor.updateName(id: "c-7", to: "Tom")
        let task = try #require(sut.fetch(), "From \(start): expected fetch() after a rename to return the task it started.")
        await service.finish(task, with: .fact(sleepy))

        return expectSame(
          FactScreen(recorder, service),
          FactScreen(
            states: before.states + [.loading, .loaded(sleepy)],
            calls: before.calls + [.rename(id: "c-7", name: "Tom"), .fetch, .answered(.fact(sleepy))]),
          "From \(start), another screen renamed a cat through the same service: this screen's state must not change because of it, and a fetch afterwards works as always. The fact screen itself never renames (keep the service as the small protocol it needs)."
        )
      }
      guard passed else { return }
    }
  }

  @Test func init_acceptsAServiceThatCanOnlyFetch() async throws {
    try await withLeakTracking { leaks in
      // `StubCatFacts`, the previews' double, conforms to FetchCatFactProtocol and to nothing else.
      // This line compiles only while the view model asks for that one job: ask for `CatService`,
      // or for a protocol that also renames, and the whole suite stops compiling here.
      let sut = CatFactViewModel(service: StubCatFacts(answer: .success(sleepy)))
      leaks.track(sut, as: "the view model")
      let recorder = StateRecorder { sut.state }

      let task = try #require(sut.fetch(), "Expected fetch() to return the task it started. Return the Task you create.")
      await task.value

      return expectSame(
        recorder.states.map(ShownState.init), [.initial, .loading, .loaded(ShownFact(sleepy))],
        "Expected initial, loading, loaded(fact) from a service that can only fetch. Ask the injected service for the fact.")
    }
  }

  // MARK: - Helpers

  /// The view model over a service the test controls, and a recorder of its states. Both the view
  /// model and the service are tracked: the test fails if either outlives its row.
  private func makeSUT(
    _ leaks: LeakTracker,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (sut: CatFactViewModel, service: ControlledCatService, recorder: StateRecorder<State>) {
    let service = ControlledCatService()
    let sut = CatFactViewModel(service: service)
    leaks.track(sut, as: "the view model", sourceLocation: sourceLocation)
    leaks.track(service, as: "the service", sourceLocation: sourceLocation)
    return (sut, service, StateRecorder { sut.state })
  }
}

/// Brings the screen to `start` through its own fetch() and returns what it shows and what the
/// service saw on the way; a test expects those first, then what its event adds. (When the view
/// model cannot fetch yet, the screen stays where it is, and the test's own expectation fails.)
@MainActor
func arrive(
  at start: Task3ViewModelTests.Start, _ sut: CatFactViewModel, _ service: ControlledCatService,
  _ recorder: StateRecorder<ViewState<CatFact, CatServiceError>>
) async -> FactScreen {
  let answer: ControlledCatService.Answer
  switch start {
  case .nothingYet: return FactScreen(states: [.initial], calls: [])
  case .aFact: answer = .fact(clowder)
  case .aFailure: answer = .error(.service(.server(status: 503)))
  }
  if let task = sut.fetch() { await service.finish(task, with: answer) }
  let end: ViewState<CatFact, CatServiceError> = start == .aFact ? .loaded(clowder) : .failed(.server(status: 503))
  return FactScreen(states: [.initial, .loading, end], calls: [.fetch, .answered(answer)])
}
