import Foundation
import Lab01NetworkingSeam
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 3: the view model gets its `UserAPI` through init and turns each outcome into a state. Each
/// test compares one ``ProfileScreen`` (what the screen showed on the way and at the end, and every
/// request sent) with what the chapter promises.
@MainActor
@Suite("Lab 01 · Task 3: the view model")
struct Task3ViewModelTests {
  @Test func load_showsTheProfileOnSuccess() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "42")

    expectSame(
      screen(sut, networking), ProfileScreen(seenOnTheWay: ["loading"], state: .loaded(ada), requests: [profileRequest("42")]),
      "Expected one request for user 42, then .loaded(profile). Store the api in init, ask it for the profile in load(id:), and show what it returns."
    )
  }

  @Test func load_showsLoadingWhileTheRequestIsInFlight() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "42")

    expectSame(
      screen(sut, networking), ProfileScreen(seenOnTheWay: ["loading"], state: .loaded(ada), requests: [profileRequest("42")]),
      "Expected the screen to show .loading while the request was in flight (seenOnTheWay), then the profile. Set the state to .loading before you await the api."
    )
  }

  @Test func load_showsLoadingAgainOnEveryLoad() async throws {
    // A second load, even of the profile already on screen (pull to refresh), is a new request.
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "42")
    await sut.load(id: "42")

    expectSame(
      screen(sut, networking),
      ProfileScreen(seenOnTheWay: ["loading", "loading"], state: .loaded(ada), requests: [profileRequest("42"), profileRequest("42")]),
      """
      Expected two requests, each with the screen showing .loading while it was in flight, then the profile. Every load \
      asks the api again and shows .loading first, whatever the state was before (not only from .idle, and not skipped \
      because a profile is already loaded).
      """)
  }

  /// Ids of several shapes: the view model passes each on as it came.
  nonisolated static let ids = ["99", "ada.lovelace", "a.b-c.d", " 42", "42\n", "a b", "x?y", "Zoë Ångström", "e\u{301}", "👩‍💻"]

  @Test func load_asksTheAPIForTheGivenID() async throws {
    for id in Self.ids {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

      await sut.load(id: id)

      var expected = profileRequest("42")
      expected.url = "https://api.lab01.test path=/users/\(scalars(id)) query=none fragment=none"
      var actual = screen(sut, networking)
      actual.requests = actual.requests.map { $0.withReadableURL() }
      guard
        expectSame(
          actual, ProfileScreen(seenOnTheWay: ["loading"], state: .loaded(ada), requests: [expected]),
          """
          With the id \(namedID(id)): expected one request, for that id exactly as load(id:) received it. Pass \
          the id to api.profile(id:) as it is, scalar for scalar (not trimmed, not Unicode-normalized): tidying what the \
          user typed belongs where it is typed, and a test would not see it here.
          """)
      else { return }
    }
  }

  @Test func load_showsAFailureWithAMessageWhenTheRequestFails() async throws {
    let (sut, networking) = try makeSUT(answer: .failure(URLError(.timedOut)))

    await sut.load(id: "42")

    expectSame(
      screen(sut, networking),
      ProfileScreen(
        seenOnTheWay: ["loading"], state: withShownMessage(.failed(message: ""), from: sut.state), requests: [profileRequest("42")]),
      "Expected .failed(message:) with a non-empty message after a timeout. Catch the error and show a sentence the user can act on.")
  }

  @Test func load_showsAFailureForABadStatus() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 500, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "42")

    expectSame(
      screen(sut, networking),
      ProfileScreen(
        seenOnTheWay: ["loading"], state: withShownMessage(.failed(message: ""), from: sut.state), requests: [profileRequest("42")]),
      "Expected .failed(message:) for a 500 answer. UserAPI must throw for it, and load must catch it.")
  }

  @Test func load_recoversOnTheNextLoadAfterAFailure() async throws {
    let (sut, networking) = try makeSUT(answer: .failure(URLError(.timedOut)))
    await sut.load(id: "42")

    networking.answer(with: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
    await sut.load(id: "42")

    expectSame(
      screen(sut, networking),
      ProfileScreen(seenOnTheWay: ["loading", "loading"], state: .loaded(ada), requests: [profileRequest("42"), profileRequest("42")]),
      "Expected .loaded after a retry. Each load sets the state again from its own outcome.")
  }

  @Test func load_showsAFailureForEveryKindOfError() async throws {
    for failure in LoadFailure.allCases {
      let (sut, networking) = try makeSUT(answer: failure.answer())

      await sut.load(id: "42")

      guard
        expectSame(
          screen(sut, networking),
          ProfileScreen(
            seenOnTheWay: ["loading"], state: withShownMessage(.failed(message: ""), from: sut.state), requests: [profileRequest("42")]
          ),
          """
          When \(failure): expected .failed(message:) with a non-empty message. Every error the api throws, other than a \
          cancel, must end in a state the user sees: one general `catch` after any specific ones.
          """)
      else { return }
    }
  }

  @Test func load_showsTheFailureWhenAReloadOfAShownProfileFails() async throws {
    for failure in LoadFailure.allCases {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
      await sut.load(id: "42")

      networking.answer(with: try failure.answer())
      await sut.load(id: "42")

      guard
        expectSame(
          screen(sut, networking),
          ProfileScreen(
            seenOnTheWay: ["loading", "loading"], state: withShownMessage(.failed(message: ""), from: sut.state),
            requests: [profileRequest("42"), profileRequest("42")]),
          """
          When \(failure) on a reload of the profile shown: expected .failed(message:). Each load sets the state from \
          its own outcome: a failure is shown, the old profile is not kept or put back (only a cancel puts back what \
          was there).
          """)
      else { return }
    }
  }

  @Test func load_fromEveryState_showsTheNewOutcome() async throws {
    for start in ScreenStart.allCases {
      for answer in LoadAnswer.allCases {
        let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaByronJSON, for: apiBaseURL()))
        let steps = try start.steps()
        try await run(steps, on: sut, networking)

        networking.answer(with: try answer.answer())
        await sut.load(id: "7")

        guard
          expectSame(
            screen(sut, networking),
            ProfileScreen(
              seenOnTheWay: Array(repeating: "loading", count: steps.count + 1), state: withShownMessage(answer.shows, from: sut.state),
              requests: steps.map { profileRequest($0.id) } + [profileRequest("7")]),
            """
            From the state \(start), a load of user 7 answered with \(answer): expected .loading while in flight and \
            then \(answer.shows), after its own request. What was on screen before does not change the outcome of a load \
            that ends: only a cancel puts the earlier screen back.
            """)
        else { return }
      }
    }
  }

  @Test func load_cancelled_putsBackWhatTheScreenShowedBefore() async throws {
    for start in ScreenStart.allCases {
      for cancel in Cancel.allCases {
        let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaByronJSON, for: apiBaseURL()))
        let steps = try start.steps()
        try await run(steps, on: sut, networking)
        let before = sut.state

        networking.answer(with: .failure(cancel.error))
        await sut.load(id: "7")

        guard
          expectSame(
            screen(sut, networking),
            ProfileScreen(
              seenOnTheWay: Array(repeating: "loading", count: steps.count + 1), state: withShownMessage(start.shows, from: before),
              requests: steps.map { profileRequest($0.id) } + [profileRequest("7")]),
            """
            From the state \(start), a load ended by \(cancel): expected it to put back exactly what the screen showed \
            before it (\(before)): a cancel is not a failure, so no message and no other change (docs/01, "A cancel is \
            not a failure"). Recognize both kinds of cancel, keep what was shown before .loading, and show it again.
            """)
        else { return }
      }
    }
  }

  @Test func load_whoseTaskIsCancelled_showsWhatTheAnswerSays() async throws {
    // The task running load(id:) is cancelled while the request waits (the screen went away);
    // then the networking answers.
    for startsLoaded in [false, true] {
      for answer in AnswerToACancelledCall.allCases {
        let (sut, networking, setupRequests) = try await makePendingSUT(startsLoaded: startsLoaded)
        let before = sut.state
        let load = Task { await sut.load(id: "7") }
        _ = await networking.waitForRequests(setupRequests.count + 1, startedBy: load)
        let midway = sut.state

        load.cancel()
        await networking.finish([load], with: try answer.result())

        let expected = answer.shows(after: before)
        guard
          expectSame(
            ProfileScreen(seenOnTheWay: ["\(midway)"], state: sut.state, requests: networking.requests.map(RequestRecord.init)),
            ProfileScreen(
              seenOnTheWay: ["loading"], state: withShownMessage(expected, from: sut.state),
              requests: setupRequests + [profileRequest("7")]),
            """
            From \(before), a load whose task was cancelled while it waited, answered with \(answer): expected it to end \
            on \(expected), never on .loading. A cancel is told by the error the api throws (URLError(.cancelled) or \
            CancellationError), not by Task.isCancelled: a profile that arrives is shown, a failure is shown, and only a \
            cancel error puts back what was shown before (docs/01, "A cancel is not a failure"). Returning early when the \
            task is cancelled leaves the screen on .loading.
            """)
        else { return }
      }
    }
  }

  @Test func load_sendsItsOwnRequestWhileAnotherLoadIsInFlight() async throws {
    // The answers arrive in the order the loads started: the earlier load's, then the latest's.
    for overlap in Overlap.all {
      let (sut, networking, setupRequests) = try await makeOverlapSUT(overlap)

      let first = Task { await sut.load(id: "42") }
      let firstSent = await networking.waitForRequests(setupRequests.count + 1, startedBy: first)
      let second = Task { await sut.load(id: overlap.secondID) }
      if firstSent { _ = await networking.waitForRequests(setupRequests.count + 2, startedBy: second) }
      await networking.answerOldest(with: try overlap.earlier.answer(for: "42", earlierLoad: true), thenWaitFor: first)
      let midway = sut.state
      await networking.finish([second], with: try overlap.latest.answer(for: overlap.secondID, earlierLoad: false))

      let expected = overlap.expectedEnd
      guard
        expectSame(
          ProfileScreen(seenOnTheWay: ["\(midway)"], state: sut.state, requests: networking.requests.map(RequestRecord.init)),
          ProfileScreen(
            seenOnTheWay: ["loading"], state: withShownMessage(expected, from: sut.state),
            requests: setupRequests + [profileRequest("42"), profileRequest(overlap.secondID)]),
          """
          \(overlap), answered in the order they started. Expected each load to send its own request (even while another \
          is in flight, even for the same id), the screen to stay on .loading when the earlier, overtaken load answered \
          (seenOnTheWay), and to end on \(expected), the outcome of the load started last. Every load asks the api; only \
          the latest load started sets the state, and a cancel of it puts back what was shown before loading.
          """)
      else { return }
    }
  }

  @Test func load_ignoresAnEarlierLoadWhoseAnswerArrivesLast() async throws {
    for overlap in Overlap.all {
      let (sut, networking, setupRequests) = try await makeOverlapSUT(overlap)

      let first = Task { await sut.load(id: "42") }
      let firstSent = await networking.waitForRequests(setupRequests.count + 1, startedBy: first)
      let second = Task { await sut.load(id: overlap.secondID) }
      if firstSent { _ = await networking.waitForRequests(setupRequests.count + 2, startedBy: second) }
      // The latest load is answered first; the earlier one (user 42) answers last.
      await networking.answerNewest(with: try overlap.latest.answer(for: overlap.secondID, earlierLoad: false), thenWaitFor: second)
      let midway = sut.state
      await networking.finish([first], with: try overlap.earlier.answer(for: "42", earlierLoad: true))

      let expected = overlap.expectedEnd
      guard
        expectSame(
          ProfileScreen(seenOnTheWay: ["\(midway)"], state: sut.state, requests: networking.requests.map(RequestRecord.init)),
          ProfileScreen(
            seenOnTheWay: ["\(withShownMessage(expected, from: midway))"], state: withShownMessage(expected, from: sut.state),
            requests: setupRequests + [profileRequest("42"), profileRequest(overlap.secondID)]),
          """
          \(overlap); the latest answered first, the earlier load of user 42 last. Expected the screen to show \(expected) \
          once the latest load's answer arrived (seenOnTheWay), and to stay on it when the earlier load answered \
          afterwards. Only the latest load started may set the state, whatever either answer is and even when both asked \
          for the same id: number each load and, after the await, drop the outcome of a load that is no longer the latest. \
          Neither the id nor the state on screen tells you that.
          """)
      else { return }
    }
  }

  // MARK: - Helpers

  /// How a load is answered in the overlap tests: with the profile it asked for, an error, or one
  /// of the two kinds of cancel.
  enum Outcome: String, CaseIterable, Sendable, CustomStringConvertible {
    case profile
    case failure
    case cancelled
    case sessionCancelled

    /// The answer for a load of `id`. The earlier load's profile of user 42 is Ada Lovelace; the
    /// latest load's is Ada King; the one on screen before both (when there is one) is Ada Byron.
    func answer(for id: String, earlierLoad: Bool) throws -> Result<(Data, URLResponse), any Error> {
      switch self {
      case .profile:
        let body = id == "7" ? graceJSON : (earlierLoad ? adaJSON : adaKingJSON)
        return try httpAnswer(status: 200, body: body, for: apiBaseURL())
      case .failure: return .failure(URLError(.timedOut))
      case .cancelled: return .failure(CancellationError())
      case .sessionCancelled: return .failure(URLError(.cancelled))
      }
    }

    var description: String {
      switch self {
      case .profile: "a profile"
      case .failure: "an error (URLError(.timedOut))"
      case .cancelled: "a cancel (CancellationError())"
      case .sessionCancelled: "a cancel (URLError(.cancelled))"
      }
    }
  }

  /// Two overlapping loads, from an idle screen or one showing Ada Byron: the earlier asks for
  /// user 42, the latest for `secondID` (another user, or 42 again).
  struct Overlap: Sendable, CustomStringConvertible {
    let startsLoaded: Bool
    let secondID: String
    let earlier: Outcome
    let latest: Outcome

    static let all: [Overlap] = [false, true].flatMap { startsLoaded in
      ["7", "42"].flatMap { id in
        Outcome.allCases.flatMap { earlier in
          Outcome.allCases.map { latest in Overlap(startsLoaded: startsLoaded, secondID: id, earlier: earlier, latest: latest) }
        }
      }
    }

    /// What the screen must show once the latest load has answered, and from then on.
    var expectedEnd: UserProfileViewModel.State {
      switch latest {
      case .profile: .loaded(secondID == "7" ? grace : adaKing)
      case .failure: .failed(message: "<any non-empty message>")
      case .cancelled, .sessionCancelled: startsLoaded ? .loaded(adaByron) : .idle
      }
    }

    var description: String {
      "From \(startsLoaded ? "a screen showing Ada Byron" : "an idle screen"), load(42) answered with \(earlier), then load(\(secondID)) answered with \(latest)"
    }
  }

  /// Every way a load can fail, other than a cancel: one of each kind of error `UserAPI` throws.
  enum LoadFailure: String, CaseIterable, Sendable, CustomStringConvertible {
    case offline
    case timedOut
    case connectionLost
    case secureConnectionFailed
    case serverError
    case notFound
    case informational
    case notAProfile
    case notHTTP
    case decodingFromBelow
    case otherError

    func answer() throws -> Result<(Data, URLResponse), any Error> {
      let url = try apiBaseURL()
      switch self {
      case .offline: return .failure(URLError(.notConnectedToInternet))
      case .timedOut: return .failure(URLError(.timedOut))
      case .connectionLost: return .failure(URLError(.networkConnectionLost))
      case .secureConnectionFailed: return .failure(URLError(.secureConnectionFailed))
      case .serverError: return try httpAnswer(status: 500, body: adaJSON, for: url)
      case .notFound: return try httpAnswer(status: 404, body: adaJSON, for: url)
      case .informational: return try httpAnswer(status: 100, body: adaJSON, for: url)
      case .notAProfile: return try httpAnswer(status: 200, body: #"{"oops": true}"#, for: url)
      case .notHTTP:
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        return .success((Data(adaJSON.utf8), plain))
      case .decodingFromBelow: return .failure(TransportFailure.decoding.error)
      case .otherError: return .failure(TransportFailure.VPNDown())
      }
    }

    var description: String {
      switch self {
      case .offline: "the networking threw URLError(.notConnectedToInternet)"
      case .timedOut: "the networking threw URLError(.timedOut)"
      case .connectionLost: "the networking threw URLError(.networkConnectionLost)"
      case .secureConnectionFailed: "the networking threw URLError(.secureConnectionFailed)"
      case .serverError: "the server answered 500"
      case .notFound: "the server answered 404"
      case .informational: "the server answered 100"
      case .notAProfile: "the body was not a profile (a DecodingError)"
      case .notHTTP: "the response was not HTTP (UserAPIError.notHTTP)"
      case .decodingFromBelow: "the networking threw a DecodingError"
      case .otherError: "the networking threw an error of the app's own"
      }
    }
  }

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>) throws -> (UserProfileViewModel, StateProbeNetworking) {
    let networking = StateProbeNetworking(answer: answer)
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))
    networking.readScreen { [weak sut] in sut.map { "\($0.state)" } }
    return (sut, networking)
  }

  /// The view model over a `PendingNetworking`, showing Ada Byron first when the overlap starts
  /// loaded; returns the requests that took.
  private func makeOverlapSUT(_ overlap: Overlap) async throws -> (UserProfileViewModel, PendingNetworking, [RequestRecord]) {
    try await makePendingSUT(startsLoaded: overlap.startsLoaded)
  }

  /// The view model over a `PendingNetworking`, showing Ada Byron first when `startsLoaded`;
  /// returns the requests that took.
  private func makePendingSUT(startsLoaded: Bool) async throws -> (UserProfileViewModel, PendingNetworking, [RequestRecord]) {
    let networking = PendingNetworking()
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))
    guard startsLoaded else { return (sut, networking, []) }
    let setup = Task { await sut.load(id: "42") }
    if await networking.waitForRequests(1, startedBy: setup) {
      await networking.answerOldest(with: try httpAnswer(status: 200, body: adaByronJSON, for: apiBaseURL()), thenWaitFor: setup)
    }
    return (sut, networking, [profileRequest("42")])
  }

  /// Runs the loads of `steps`, each answered with its answer.
  private func run(
    _ steps: [(id: String, answer: Result<(Data, URLResponse), any Error>)], on sut: UserProfileViewModel,
    _ networking: StateProbeNetworking
  ) async throws {
    for step in steps {
      networking.answer(with: step.answer)
      await sut.load(id: step.id)
    }
  }

  private func screen(_ sut: UserProfileViewModel, _ networking: StateProbeNetworking) -> ProfileScreen {
    ProfileScreen(seenOnTheWay: networking.statesSeen, state: sut.state, requests: networking.requests.map(RequestRecord.init))
  }
}
