import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 4: `NetworkClient`, pinned through your `MockNetworking`: the request it sends, what it
/// does with each answer.
@Suite("Lab 02 · Task 4: the client through the mock")
struct Task4ClientTests {
  @Test func post_sendsOnePOSTToThePathUnderTheBaseURL_exactlyAsTheDocCommentDescribes() async throws {
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON))

    let outcome = await postAda(sut)

    expectSame(
      ClientCall(outcome: outcome, record: MockRecord(mock)),
      ClientCall(returned: ada, record: MockRecord(requests: [try adaRequest()])),
      "Expected one POST https://api.lab02.test/v1/users with exactly the three headers, the draft as JSON, and URLRequest's own timeout and cache policy, then the decoded user. Build one request as the doc comment says and send it once through the injected networking: nothing added, nothing left out."
    )
  }

  /// Base URLs with and without a trailing slash, and paths of one and several components, with
  /// characters a URL must escape; each with the one URL the client must send to.
  static let joinedPaths: [(basePath: String, path: String, expected: String)] = [
    ("/v1", "users", "https://api.lab02.test/v1/users"),
    ("/v1/", "users", "https://api.lab02.test/v1/users"),
    ("/v1", "teams/3/members", "https://api.lab02.test/v1/teams/3/members"),
    ("/api/v2/", "teams/3/members", "https://api.lab02.test/api/v2/teams/3/members"),
    ("/v1", "users/Zoë", "https://api.lab02.test/v1/users/Zo%C3%AB"),
    ("/v1/", "notes/my notes", "https://api.lab02.test/v1/notes/my%20notes"),
  ]

  @Test func post_joinsThePathUnderTheBaseURLWithOneSlash() async throws {
    for (basePath, path, expected) in Self.joinedPaths {
      let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON), basePath: basePath)

      // A call still waiting has failed the test already, in its bounded wait.
      guard await send(sut, adaDraft, to: path) != .stillWaiting else { return }

      let sent = mock.requests.first?.url?.absoluteString
      guard sent == expected else {
        Issue.record(
          "With base https://api.lab02.test\(basePath) and path \(path): expected \(expected), got \(sent ?? "no request"). Join with baseURL.appendingPathComponent(path): it adds one slash whether or not the base ends in one."
        )
        return
      }
    }
  }

  @Test func post_sendsTheJSONAndAuthorizationHeaders() async throws {
    for token in ["t0k3n", "eyJhbGciOiJIUzI1NiJ9.e30.x-_y"] {
      let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON), token: token)

      guard await send(sut, adaDraft, to: "users") != .stillWaiting else { return }

      // Each header a requirement: the first one wrong stops the test, so it reports one issue.
      let request = try #require(
        mock.requests.first, "With token \(token): expected a recorded request. Send it through the injected networking.")
      try #require(
        request.value(forHTTPHeaderField: "Content-Type") == "application/json",
        "With token \(token): expected Content-Type: application/json, so the server knows how to read the body. Set it with setValue(_:forHTTPHeaderField:)."
      )
      try #require(
        request.value(forHTTPHeaderField: "Accept") == "application/json",
        "With token \(token): expected Accept: application/json. Set it with setValue(_:forHTTPHeaderField:)."
      )
      try #require(
        request.value(forHTTPHeaderField: "Authorization") == "Bearer \(token)",
        "With token \(token): expected Authorization: Bearer \(token), with the token given to init. Set it with setValue(\"Bearer \\(token)\", ...)."
      )
    }
  }

  @Test func post_sendsTheBodyEncodedAsJSON() async throws {
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON))

    _ = await send(sut, adaDraft, to: "users")

    let body = try #require(mock.requests.first?.httpBody, "Expected a request body. Set request.httpBody to the JSON-encoded body.")
    let sentDraft = try JSONDecoder().decode(NewUser.self, from: body)
    #expect(sentDraft == adaDraft, "Expected the body to decode back to the draft that was posted. Encode it with JSONEncoder.")
  }

  @Test func post_sendsAValueOfAnyShapeAsItsPlainJSONEncoding() async throws {
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON))

    _ = await send(sut, adaProfile, to: "users")

    let body = try #require(mock.requests.first?.httpBody, "Expected a request body. Set request.httpBody to the JSON-encoded body.")
    let sent = try? JSONDecoder().decode(Profile.self, from: body)
    #expect(
      sent == adaProfile,
      "Expected the body to decode back, with a plain JSONDecoder(), to the value posted: two-word keys (displayName), a nested value, a list, a date and text JSON must escape. Got \(String(decoding: body, as: UTF8.self)). Encode with a plain JSONEncoder(): no key or date strategy, nothing built by hand."
    )
  }

  /// Statuses from 200 to 299: the ends of the range and some between.
  static let successStatuses = [200, 201, 202, 204, 226, 250, 299]

  @Test func post_decodesTheAnswerOfA2xxResponse() async throws {
    for status in Self.successStatuses {
      let (sut, mock) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON))

      let outcome = await postAda(sut)
      // A call still waiting has failed the test already, in its bounded wait.
      guard outcome != .stillWaiting else { return }

      guard
        expectSame(
          ClientCall(outcome: outcome, record: MockRecord(mock)),
          ClientCall(outcome: .returned(ada), record: MockRecord(requests: [try adaRequest()])),
          "With status \(status): expected the decoded user, after one request. Accept 200..<300, then decode the body with JSONDecoder."
        )
      else { return }
    }
  }

  /// Statuses outside 200..<300: each side of both ends, every class (1xx, 3xx, 4xx, 5xx) and
  /// one past the last.
  static let failureStatuses = [100, 101, 199, 300, 301, 302, 304, 307, 399, 400, 401, 404, 499, 500, 503, 599, 600]

  @Test func post_throwsBadStatusForANon2xxResponse() async throws {
    for status in Self.failureStatuses {
      // The body is a valid user on purpose: only the status code says this answer is an error.
      let (sut, mock) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON))

      let outcome = await postAda(sut)
      guard outcome != .stillWaiting else { return }

      guard
        expectSame(
          ClientCall(outcome: outcome, record: MockRecord(mock)),
          ClientCall(outcome: .networkClientError(.badStatus(status)), record: MockRecord(requests: [try adaRequest()])),
          "With status \(status): expected NetworkClientError.badStatus(\(status)) after one request. Check the HTTPURLResponse's statusCode is in 200..<300 before decoding."
        )
      else { return }
    }
  }

  @Test func post_throwsBadStatusForAnErrorPageThatIsNotJSON() async throws {
    // A real server's 500 is often an HTML page: the status has to be checked before decoding.
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 500, body: "<html><body>Internal Server Error</body></html>"))

    let outcome = await postAda(sut)

    expectSame(
      ClientCall(outcome: outcome, record: MockRecord(mock)),
      ClientCall(outcome: .networkClientError(.badStatus(500)), record: MockRecord(requests: [try adaRequest()])),
      "Expected NetworkClientError.badStatus(500), not a DecodingError, for a 500 with an HTML body. Check the status code first, and decode only a 2xx body."
    )
  }

  /// 2xx bodies that are not a `User`, one per `DecodingError` case the decoder throws.
  static let undecodableBodies = [
    #"{"oops": true}"#,  // keyNotFound
    #"{"id": 7, "name": "Ada Lovelace", "email": "ada@example.com"}"#,  // typeMismatch
    #"{"id": null, "name": "Ada Lovelace", "email": "ada@example.com"}"#,  // valueNotFound
    "not json",  // dataCorrupted
    "",  // dataCorrupted, empty
  ]

  @Test func post_throwsTheDecodersOwnErrorForA2xxBodyThatIsNotTheResponseType() async throws {
    for body in Self.undecodableBodies {
      let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: body))

      let outcome = await postAda(sut)
      // A call still waiting has failed the test already, in its bounded wait.
      guard outcome != .stillWaiting else { return }

      guard
        expectSame(
          ClientCall(outcome: outcome, record: MockRecord(mock)),
          ClientCall(outcome: .decoding(body), record: MockRecord(requests: [try adaRequest()])),
          "With the 201 body \(String(reflecting: body)): expected the very DecodingError JSONDecoder throws for it (the same case, key, coding path and description as a decode of it here). Decode with `try`, not `try?`, and let the decoder's error propagate: don't wrap it or build another."
        )
      else { return }
    }
  }

  @Test func post_passesTheNetworkingErrorThroughUnchanged_whateverItsKind() async throws {
    for failure in NetworkingFailure.allCases {
      let (sut, mock) = try makeSUT(answer: .failure(failure.error))

      let outcome = await postAda(sut)
      guard outcome != .stillWaiting else { return }

      guard
        expectSame(
          ClientCall(outcome: outcome, record: MockRecord(mock)),
          ClientCall(outcome: failure.outcome, record: MockRecord(requests: [try adaRequest()])),
          "With the networking throwing \(failure): expected that error, unchanged (same kind, same code, same userInfo, same coding path), after one request. Let it propagate (try, no catch): the client did not make this error, so it does not translate, wrap or rebuild it, and a cancel of either kind must reach the caller as a cancel (docs/01, \"A cancel is not a failure\")."
        )
      else { return }
    }
  }

  /// 2xx bodies for a response type of every shape: as the type spells its keys (decodes), and
  /// in the shapes a decoder with a strategy would accept instead (snake_case keys, an ISO 8601
  /// date), which a plain `JSONDecoder()` refuses with its own error.
  static let profileBodies: [(label: String, body: String)] = [
    (
      "keys as the type spells them",
      #"{"displayName": "Ada", "isAdmin": true, "favouriteNumbers": [1, 2], "homeAddress": {"streetName": "St James's Square", "postalCode": "SW1Y 4JU"}, "joinedAt": 0}"#
    ),
    (
      "snake_case keys",
      #"{"display_name": "Ada", "is_admin": true, "favourite_numbers": [1, 2], "home_address": {"street_name": "St James's Square", "postal_code": "SW1Y 4JU"}, "joined_at": 0}"#
    ),
    (
      "an ISO 8601 date",
      #"{"displayName": "Ada", "isAdmin": true, "favouriteNumbers": [1, 2], "homeAddress": {"streetName": "St James's Square", "postalCode": "SW1Y 4JU"}, "joinedAt": "2001-01-01T00:00:00Z"}"#
    ),
  ]

  @Test func post_decodesAnAnswerOfAnyShapeAsAPlainJSONDecoderDoes() async throws {
    for answer in Self.profileBodies {
      let (sut, mock) = try makeSUT(answer: httpAnswer(status: 200, body: answer.body))

      let ended = await awaitBounded("NetworkClient.post(_:to:) to end") { () -> Decoded in
        do {
          let profile: Profile = try await sut.post(adaDraft, to: "users")
          return .profile(profile)
        } catch {
          return .error(ClientOutcome(error))
        }
      }
      // A call still waiting has failed the test already, in its bounded wait.
      guard let decoded = ended else { return }

      let reference: Decoded
      do {
        reference = .profile(try JSONDecoder().decode(Profile.self, from: Data(answer.body.utf8)))
      } catch {
        reference = .error(ClientOutcome(error))
      }
      // A requirement: a wrong decoding stops the test before the record is compared (one issue).
      try #require(
        decoded == reference,
        "For a 200 whose body has \(answer.label): expected what a plain JSONDecoder() gives: \(reference), got \(decoded). Decode with a plain JSONDecoder(): no key or date strategy. The response type decides its keys, not the client."
      )
      guard
        expectSame(
          MockRecord(mock), MockRecord(requests: [try adaRequest()]),
          "For a 200 whose body has \(answer.label): expected exactly one request, the one promised.")
      else { return }
    }
  }

  /// What decoding a `Profile` gave.
  enum Decoded: Equatable, Sendable {
    case profile(Profile)
    case error(ClientOutcome)
  }

  @Test func post_sendsExactlyOneRequestEvenWhenTheAnswerIsAFailure() async throws {
    for answer in FailingAnswer.all {
      // A success waits behind the failure: a client that retries gets it, and both the outcome and
      // the record show the retry.
      let mock = MockNetworking()
      mock.respond(inOrder: [try answer.response(), try httpAnswer(status: 201, body: adaJSON)])
      let sut = NetworkClient(networking: mock, baseURL: try testURL("/v1"), token: "t0k3n")

      let outcome = await postAda(sut)
      // A call still waiting has failed the test already, in its bounded wait.
      guard outcome != .stillWaiting else { return }

      guard
        expectSame(
          ClientCall(outcome: outcome, record: MockRecord(mock)),
          ClientCall(outcome: answer.outcome, record: MockRecord(requests: [try adaRequest()])),
          "With \(answer): expected exactly one request, and that failure reported. The client sends once and reports what happened, whatever the status or error (a 429 or a 502 too); retrying is the caller's decision (a POST sent twice may create two users)."
        )
      else { return }
    }
  }

  /// What the networking answers in a cancelled task: a success, both kinds of cancel, other failures.
  static let answersInACancelledTask: [FailingAnswer] = [
    .success, .networking(.urlErrorCancelled), .networking(.urlErrorCancelledWithDetails), .networking(.cancellationError),
    .networking(.timedOut), .networking(.probe), .status(503),
  ]

  @Test func post_inATaskCancelledWhileTheNetworkingAnswers_returnsOrThrowsExactlyWhatItAnswered() async throws {
    for answer in Self.answersInACancelledTask {
      // The networking cancels the task that called it, then answers: what a URLSession does when
      // the screen that started the request closes while it is under way.
      let mock = MockNetworking()
      mock.respond(with: try answer.response())
      let sut = NetworkClient(networking: CancelsItsCaller(inner: mock), baseURL: try testURL("/v1"), token: "t0k3n")

      let outcome = await postAda(sut)
      // A call still waiting has failed the test already, in its bounded wait.
      guard outcome != .stillWaiting else { return }

      guard
        expectSame(
          ClientCall(outcome: outcome, record: MockRecord(mock)),
          ClientCall(outcome: answer.outcome, record: MockRecord(requests: [try adaRequest()])),
          "With the task cancelled while the networking answered \(answer): expected that answer, as it came, after one request. A URLError(.cancelled) stays a URLError (code and userInfo), a CancellationError stays one, and a success in a cancelled task is still returned: what a cancel means is the caller's decision, not the client's (docs/01, \"A cancel is not a failure\")."
        )
      else { return }
    }
  }

  @Test func post_throwsNotHTTPForAResponseThatIsNotHTTP() async throws {
    let plain = URLResponse(url: try testURL("/v1/users"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    let (sut, mock) = try makeSUT(answer: .success((Data(adaJSON.utf8), plain)))

    let outcome = await postAda(sut)

    expectSame(
      ClientCall(outcome: outcome, record: MockRecord(mock)),
      ClientCall(outcome: .networkClientError(.notHTTP), record: MockRecord(requests: [try adaRequest()])),
      "Expected NetworkClientError.notHTTP after one request. Cast with `as? HTTPURLResponse` (never `as!`) and throw when it fails."
    )
  }

  // MARK: - Helpers

  /// Posts the draft to `users`, in a bounded wait, and says how it ended.
  private func postAda(_ sut: NetworkClient, sourceLocation: SourceLocation = #_sourceLocation) async -> ClientOutcome {
    await send(sut, adaDraft, to: "users", sourceLocation: sourceLocation)
  }

  /// Posts `body` to `path`, in a bounded wait (the call runs in a task of its own), and says how
  /// it ended, decoding the answer as a `User`.
  private func send<Body: Encodable & Sendable>(
    _ sut: NetworkClient, _ body: Body, to path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> ClientOutcome {
    await awaitBounded("NetworkClient.post(_:to: \"\(path)\") to end", sourceLocation: sourceLocation) {
      do {
        let user: User = try await sut.post(body, to: path)
        return .returned(user)
      } catch {
        return ClientOutcome(error)
      }
    } ?? .stillWaiting
  }

  /// The one request the client must send for `postAda`, whole.
  private func adaRequest() throws -> URLRequest {
    var request = URLRequest(url: try testURL("/v1/users"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue("Bearer t0k3n", forHTTPHeaderField: "Authorization")
    request.httpBody = Data(#"{"email":"ada@example.com","name":"Ada Lovelace"}"#.utf8)
    return request
  }

  private func makeSUT(answer: MockNetworking.Response, basePath: String = "/v1", token: String = "t0k3n") throws -> (
    NetworkClient, MockNetworking
  ) {
    let mock = MockNetworking()
    mock.respond(with: answer)
    let baseURL = try testURL(basePath)
    return (NetworkClient(networking: mock, baseURL: baseURL, token: token), mock)
  }
}

/// What the client posts: a user to create.
struct NewUser: Codable, Equatable {
  let name: String
  let email: String
}

/// What the server answers: the created user with its id.
struct User: Decodable, Equatable {
  let id: String
  let name: String
  let email: String
}

/// A body of every shape a client meets: keys of two words, a nested value, a list, a date, an
/// optional left out, and text that JSON has to escape.
struct Profile: Codable, Equatable {
  struct Address: Codable, Equatable {
    let streetName: String
    let postalCode: String
  }

  let displayName: String
  let isAdmin: Bool
  let favouriteNumbers: [Int]
  let homeAddress: Address
  let joinedAt: Date
  let nickname: String?
}

private let adaProfile = Profile(
  displayName: "Ada \"Countess\" Lovelace \\ 🧮\n", isAdmin: true, favouriteNumbers: [1, 1, 2, 3, 5],
  homeAddress: Profile.Address(streetName: "St James's Square", postalCode: "SW1Y 4JU"),
  joinedAt: Date(timeIntervalSince1970: -4_102_444_800), nickname: nil)
private let adaDraft = NewUser(name: "Ada Lovelace", email: "ada@example.com")
private let ada = User(id: "7", name: "Ada Lovelace", email: "ada@example.com")
private let adaJSON = #"{"id": "7", "name": "Ada Lovelace", "email": "ada@example.com"}"#

/// What the networking answers, for the tests that must hold for each: every class of failing
/// status (each 4xx and 5xx a client is tempted to treat specially: 429, 502, 504...), every error
/// the networking can throw, a response that is not HTTP, a body that does not decode; and a success.
enum FailingAnswer: CustomStringConvertible, Sendable {
  case status(Int)
  case networking(NetworkingFailure)
  case notHTTP
  case undecodableBody
  case success

  static let all: [FailingAnswer] =
    [400, 401, 404, 409, 429, 500, 502, 503, 504, 599].map(FailingAnswer.status) + NetworkingFailure.allCases.map(FailingAnswer.networking)
    + [.notHTTP, .undecodableBody]

  func response() throws -> MockNetworking.Response {
    switch self {
    case .status(let status):
      return try httpAnswer(status: status, body: adaJSON)
    case .networking(let failure):
      return .failure(failure.error)
    case .notHTTP:
      let plain = URLResponse(url: try testURL("/v1/users"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
      return .success((Data(adaJSON.utf8), plain))
    case .undecodableBody:
      return try httpAnswer(status: 200, body: "not json")
    case .success:
      return try httpAnswer(status: 201, body: adaJSON)
    }
  }

  /// What the client's caller gets for this answer, sent once.
  var outcome: ClientOutcome {
    switch self {
    case .status(let status): .networkClientError(.badStatus(status))
    case .networking(let failure): failure.outcome
    case .notHTTP: .networkClientError(.notHTTP)
    case .undecodableBody: .decoding("not json")
    case .success: .returned(ada)
    }
  }

  var description: String {
    switch self {
    case .status(let status): "a \(status) with a valid body"
    case .networking(let failure): "the networking error \(failure)"
    case .notHTTP: "a response that is not HTTP"
    case .undecodableBody: "a 200 whose body is not JSON"
    case .success: "a 201 with the user"
    }
  }
}

/// A networking that cancels the task that called it, then answers with `inner`'s answer: the
/// caller's task is cancelled while its call is under way, as when a screen closes mid-request.
struct CancelsItsCaller: Networking {
  let inner: MockNetworking

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    withUnsafeCurrentTask { $0?.cancel() }
    return try await inner.data(for: request)
  }
}
