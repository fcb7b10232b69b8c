import Foundation
import Lab01NetworkingSeam
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 3: the view model gets its `UserAPI` through init and turns each outcome into a state.
@MainActor
@Suite("Lab 01 · Task 3: the view model")
struct Task3ViewModelTests {
  @Test func load_showsTheProfileOnSuccess() async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "42")

    #expect(
      sut.state == .loaded(ada),
      "Expected .loaded(profile). Store the api in init, then set state = .loaded(try await api.profile(id: id)).")
  }

  @Test func load_showsLoadingWhileTheRequestIsInFlight() async throws {
    let networking = StateProbeNetworking(answer: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))
    networking.readScreen { [weak sut] in sut.map { "\($0.state)" } }

    await sut.load(id: "42")

    #expect(
      networking.statesSeen == ["loading"],
      "Expected the screen to show .loading while the request was in flight, saw \(networking.statesSeen). Set state = .loading before you await the api."
    )
    #expect(sut.state == .loaded(ada), "Expected .loaded(profile) once the answer arrived.")
  }

  @Test func load_showsLoadingAgainOnEveryLoad() async throws {
    // A second load, even of the profile already on screen (pull to refresh), is a new request.
    let networking = StateProbeNetworking(answer: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))
    networking.readScreen { [weak sut] in sut.map { "\($0.state)" } }

    await sut.load(id: "42")
    await sut.load(id: "42")

    #expect(
      networking.statesSeen == ["loading", "loading"],
      """
      Expected two requests, each with the screen showing .loading while it was in flight; saw \(networking.statesSeen). \
      Every load asks the api again and sets state = .loading first, whatever the state was before (not only from .idle, \
      and not skipped because a profile is already loaded).
      """
    )
    #expect(sut.state == .loaded(ada), "Expected .loaded(profile) once the second answer arrived.")
  }

  @Test func load_asksTheAPIForTheGivenID() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "99")

    #expect(
      networking.requests.map { $0.url?.lastPathComponent } == ["99"],
      "Expected one request for user 99. Pass load(id:)'s id to api.profile(id:)."
    )
  }

  @Test func load_showsAFailureWithAMessageWhenTheRequestFails() async throws {
    let (sut, _) = try makeSUT(answer: .failure(URLError(.timedOut)))

    await sut.load(id: "42")

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) with a non-empty message. Catch the error and set state = .failed(message:).")
  }

  @Test func load_showsAFailureForABadStatus() async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 500, body: adaJSON, for: apiBaseURL()))

    await sut.load(id: "42")

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      "Expected .failed(message:) for a 500 answer. UserAPI must throw for it, and load must catch it.")
  }

  @Test func load_recoversOnTheNextLoadAfterAFailure() async throws {
    let (sut, networking) = try makeSUT(answer: .failure(URLError(.timedOut)))
    await sut.load(id: "42")

    networking.answer(with: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
    await sut.load(id: "42")

    #expect(sut.state == .loaded(ada), "Expected .loaded after a retry. Each load must set the state again from scratch.")
  }

  @Test(arguments: LoadFailure.allCases)
  func load_showsAFailureForEveryKindOfError(failure: LoadFailure) async throws {
    let (sut, _) = try makeSUT(answer: failure.answer())

    await sut.load(id: "42")

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      """
      Expected .failed(message:) with a non-empty message when \(failure), got \(sut.state). \
      Every error the api throws must end in a state the user sees: one general `catch` after any specific ones.
      """
    )
  }

  @Test(arguments: LoadFailure.allCases)
  func load_showsTheFailureWhenAReloadOfAShownProfileFails(failure: LoadFailure) async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
    await sut.load(id: "42")

    networking.answer(with: try failure.answer())
    await sut.load(id: "42")

    #expect(
      failureMessage(of: sut.state)?.isEmpty == false,
      """
      Expected .failed(message:) when a reload fails (\(failure)) after the profile was shown, got \(sut.state). \
      Each load sets the state from its own outcome: don't keep or restore the state from before the request.
      """
    )
  }

  @Test(arguments: ["7", "42"])
  func load_sendsItsOwnRequestWhileAnotherLoadIsInFlight(secondID: String) async throws {
    // The second load asks for another id, or for the same one again (a refresh tapped twice).
    let networking = PendingNetworking()
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))
    let secondProfile = secondID == "42" ? adaKing : grace

    let first = Task { await sut.load(id: "42") }
    let firstSent = await networking.waitForRequests(1, startedBy: first)
    let second = Task { await sut.load(id: secondID) }
    let secondSent = firstSent ? await networking.waitForRequests(2, startedBy: second) : false
    // The answers arrive in the order the loads started: the first load's, then the second's.
    await networking.answerOldest(with: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()), thenWaitFor: first)
    await networking.finish([second], with: try Outcome.profile.answer(for: secondID))

    #expect(firstSent, "Expected load(id: \"42\") to send a request. Ask the api for the profile in load(id:).")
    #expect(
      secondSent,
      """
      Expected a second load(id: "\(secondID)"), started while the first load(id: "42") was still in flight, to send its own \
      request. Every load asks the api: don't return early because the state is .loading, nor because the same id is already \
      on its way (that would be a cache policy, and this view model has none).
      """
    )
    #expect(
      networking.requests.map { $0.url?.lastPathComponent } == ["42", secondID],
      "Expected requests for user 42, then user \(secondID), got \(networking.requests.map { $0.url?.absoluteString }). Each load asks for its own id."
    )
    #expect(
      sut.state == .loaded(secondProfile),
      "Expected the screen to end on the second load's profile (\(secondProfile.name)), the last load, answered last; got \(sut.state). Set the state from each load's own answer."
    )
  }

  @Test(arguments: Overlap.all)
  func load_ignoresAnEarlierLoadWhoseAnswerArrivesLast(overlap: Overlap) async throws {
    let networking = PendingNetworking()
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))

    let first = Task { await sut.load(id: "42") }
    let firstSent = await networking.waitForRequests(1, startedBy: first)
    let second = Task { await sut.load(id: overlap.secondID) }
    let secondSent = firstSent ? await networking.waitForRequests(2, startedBy: second) : false
    // The later load is answered first; the earlier one (user 42) answers last.
    await networking.answerNewest(with: try overlap.latest.answer(for: overlap.secondID), thenWaitFor: second)
    let afterLatest = sut.state
    await networking.finish([first], with: try overlap.late.answer(for: "42", staleVersion: true))

    #expect(firstSent && secondSent, "Expected both loads to send their requests; each load asks the api, even while another is in flight.")
    #expect(
      overlap.isExpected(afterLatest),
      "Expected \(overlap.expected) once the latest load's answer arrived (\(overlap)), got \(afterLatest). Set the state from the latest load's own answer."
    )
    #expect(
      overlap.isExpected(sut.state),
      """
      Expected the screen to stay on \(overlap.expected), the outcome of the load started last, when the earlier load of \
      user 42 answered afterwards (\(overlap)); got \(sut.state). Only the latest load may set the state, whatever either \
      answer is and even when both asked for the same id: number each load (a counter the view model keeps) and, after the \
      await, drop the outcome of a load that is no longer the latest. Neither the id nor the state on screen tells you that.
      """
    )
  }

  // MARK: - Helpers

  /// How a load is answered in the overlap tests: with the profile it asked for, or an error.
  enum Outcome: String, Sendable, CustomStringConvertible {
    case profile
    case failure

    /// The answer for a load of `id`. An earlier load's profile of user 42 is the stale version
    /// (Ada Lovelace); a later one's is the renamed Ada King, so the two can be told apart.
    func answer(for id: String, staleVersion: Bool = false) throws -> Result<(Data, URLResponse), any Error> {
      switch self {
      case .profile:
        let body = id == "7" ? graceJSON : (staleVersion ? adaJSON : adaKingJSON)
        return try httpAnswer(status: 200, body: body, for: apiBaseURL())
      case .failure: return .failure(URLError(.timedOut))
      }
    }

    var description: String {
      switch self {
      case .profile: "a profile"
      case .failure: "an error (URLError(.timedOut))"
      }
    }
  }

  /// Two overlapping loads: the first asks for user 42, the second for `secondID` (another user,
  /// or 42 again); the second is answered first with `latest`, the first last with `late`.
  struct Overlap: Sendable, CustomStringConvertible {
    let secondID: String
    let latest: Outcome
    let late: Outcome

    static let all: [Overlap] = ["7", "42"].flatMap { id in
      [Outcome.profile, .failure].flatMap { latest in
        [Outcome.profile, .failure].map { late in Overlap(secondID: id, latest: latest, late: late) }
      }
    }

    /// What the screen must show once the latest load has answered, and from then on.
    var expected: String {
      latest == .failure ? ".failed(message:)" : ".loaded(\(secondID == "7" ? grace.name : adaKing.name))"
    }

    func isExpected(_ state: UserProfileViewModel.State) -> Bool {
      switch (latest, state) {
      case (.failure, .failed(let message)): !message.isEmpty
      case (.profile, .loaded(let profile)): profile == (secondID == "7" ? grace : adaKing)
      default: false
      }
    }

    var description: String {
      "load(42), then load(\(secondID)); the second answered first with \(latest), the first last with \(late)"
    }
  }

  /// Every way a load can fail, one of each kind of error `UserAPI` throws.
  enum LoadFailure: String, CaseIterable, Sendable, CustomStringConvertible {
    case offline
    case serverError
    case notAProfile
    case notHTTP
    case otherError

    func answer() throws -> Result<(Data, URLResponse), any Error> {
      let url = try apiBaseURL()
      switch self {
      case .offline: return .failure(URLError(.notConnectedToInternet))
      case .serverError: return try httpAnswer(status: 500, body: adaJSON, for: url)
      case .notAProfile: return try httpAnswer(status: 200, body: #"{"oops": true}"#, for: url)
      case .notHTTP:
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        return .success((Data(adaJSON.utf8), plain))
      case .otherError: return .failure(TransportFailure.VPNDown())
      }
    }

    var description: String {
      switch self {
      case .offline: "the networking threw URLError(.notConnectedToInternet)"
      case .serverError: "the server answered 500"
      case .notAProfile: "the body was not a profile (a DecodingError)"
      case .notHTTP: "the response was not HTTP (UserAPIError.notHTTP)"
      case .otherError: "the networking threw an error of the app's own"
      }
    }
  }

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>) throws -> (UserProfileViewModel, StubNetworking) {
    let networking = StubNetworking(answer: answer)
    let api = UserAPI(networking: networking, baseURL: try apiBaseURL())
    return (UserProfileViewModel(api: api), networking)
  }

  private func failureMessage(of state: UserProfileViewModel.State) -> String? {
    if case .failed(let message) = state { return message }
    return nil
  }
}
