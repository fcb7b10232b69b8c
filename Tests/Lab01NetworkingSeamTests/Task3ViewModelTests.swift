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

  @Test func load_sendsItsOwnRequestWhileAnotherLoadIsInFlight() async throws {
    let networking = PendingNetworking()
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))

    let first = Task { await sut.load(id: "42") }
    let firstSent = await networking.waitForRequests(1, startedBy: first)
    let second = Task { await sut.load(id: "7") }
    let secondSent = firstSent ? await networking.waitForRequests(2, startedBy: second) : false
    // The answers arrive in the order the loads started: Ada first, then Grace.
    networking.answerOldest(with: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))
    await networking.waitUntilDone(first)
    await networking.finish([second], with: try httpAnswer(status: 200, body: graceJSON, for: apiBaseURL()))

    #expect(firstSent, "Expected load(id: \"42\") to send a request. Ask the api for the profile in load(id:).")
    #expect(
      secondSent,
      """
      Expected a second load(id: "7"), started while the first was still in flight, to send its own request. \
      Don't return early because the state is .loading: that load may be for another id.
      """
    )
    #expect(
      networking.requests.map { $0.url?.lastPathComponent } == ["42", "7"],
      "Expected requests for user 42, then user 7, got \(networking.requests.map { $0.url?.absoluteString }). Each load asks for its own id."
    )
    #expect(
      sut.state == .loaded(grace),
      "Expected the screen to end on user 7, the last load, answered last; got \(sut.state). Set the state from each load's own answer."
    )
  }

  @Test(arguments: [LateAnswer.profile, .failure])
  func load_ignoresAnEarlierLoadWhoseAnswerArrivesLast(lateAnswer: LateAnswer) async throws {
    let networking = PendingNetworking()
    let sut = UserProfileViewModel(api: UserAPI(networking: networking, baseURL: try apiBaseURL()))

    let first = Task { await sut.load(id: "42") }
    let firstSent = await networking.waitForRequests(1, startedBy: first)
    let second = Task { await sut.load(id: "7") }
    let secondSent = firstSent ? await networking.waitForRequests(2, startedBy: second) : false
    // The later load (user 7) is answered first; the earlier one (user 42) answers last.
    networking.answerNewest(with: try httpAnswer(status: 200, body: graceJSON, for: apiBaseURL()))
    await networking.waitUntilDone(second)
    let afterLatest = sut.state
    await networking.finish([first], with: try lateAnswer.answer())

    #expect(firstSent && secondSent, "Expected both loads to send their requests; each load asks the api, even while another is in flight.")
    #expect(afterLatest == .loaded(grace), "Expected .loaded(user 7) once the latest load's answer arrived, got \(afterLatest).")
    #expect(
      sut.state == .loaded(grace),
      """
      Expected the screen to stay on user 7, the profile asked for last, when the earlier load of user 42 answered \
      afterwards with \(lateAnswer); got \(sut.state). Only the latest load may set the state: number each load \
      (a counter the view model keeps) and, after the await, drop the outcome of a load that is no longer the latest.
      """
    )
  }

  // MARK: - Helpers

  /// What the overtaken load's answer is, when it arrives last.
  enum LateAnswer: String, Sendable, CustomStringConvertible {
    case profile
    case failure

    func answer() throws -> Result<(Data, URLResponse), any Error> {
      switch self {
      case .profile: try httpAnswer(status: 200, body: adaJSON, for: apiBaseURL())
      case .failure: .failure(URLError(.timedOut))
      }
    }

    var description: String {
      switch self {
      case .profile: "a profile (user 42)"
      case .failure: "an error (URLError(.timedOut))"
      }
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
