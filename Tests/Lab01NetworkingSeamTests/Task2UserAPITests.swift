import Foundation
import Lab01NetworkingSeam
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: `UserAPI` takes `Networking` through its initializer, builds the request, checks the
/// status and decodes the profile. Each test compares one ``APICall`` (what `profile(id:)` returned
/// or threw, and every request the double received, field by field) with what the chapter promises.
@Suite("Lab 01 · Task 2: UserAPI over the seam")
struct Task2UserAPITests {
  @Test func profile_requestsTheUserPathWithGET() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    let call = await APICall.of(sut, id: "42", networking: networking)

    expectSame(
      call, APICall(outcome: .profile(ada), requests: [.profileRequest("https://api.lab01.test/users/42")]),
      """
      Expected exactly one request, GET https://api.lab01.test/users/42 with the header Accept: application/json and \
      nothing else (no body, no other header, the other fields as URLRequest(url:) sets them), then the decoded profile. \
      Append the path components "users" and the id to baseURL, and send the request once through the injected networking.
      """)
  }

  /// Base URLs with no path, a path of one and of several segments, a port; none ends with a slash.
  static let baseURLs = [
    "https://api.lab01.test", "https://staging.lab01.test/v2", "https://lab01.test/api/v2", "https://api.lab01.test:8443/v2",
  ]
  /// The same with a slash at the end, as configured base URLs often have.
  static let baseURLsEndingInASlash = baseURLs.map { $0 + "/" }

  @Test func profile_buildsThePathOnTheBaseURLItWasGiven() async throws {
    // A base URL with a path of its own, as a versioned or staging API has: it must be kept.
    for base in Self.baseURLs {
      let baseURL = try #require(URL(string: base))
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: graceJSON, for: baseURL), baseURL: baseURL)

      let call = await APICall.of(sut, id: "7", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .profile(grace), requests: [.profileRequest("\(base)/users/7")]),
          """
          With the baseURL \(base): expected one request to \(base)/users/7. Build the URL from the baseURL passed to \
          init, keeping its path and port: append path components to it, not a fixed host or a "/users" from the root.
          """)
      else { return }
    }
  }

  @Test func profile_addsOneSlashAfterABaseURLThatEndsWithOne() async throws {
    // Gluing strings would give "/v2//users/7".
    for base in Self.baseURLsEndingInASlash {
      let baseURL = try #require(URL(string: base))
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: graceJSON, for: baseURL), baseURL: baseURL)

      let call = await APICall.of(sut, id: "7", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .profile(grace), requests: [.profileRequest("\(base)users/7")]),
          """
          With the baseURL \(base), ending in "/": expected one request to \(base)users/7. Don't glue strings \
          ("\\(baseURL)/users/\\(id)"): append path components to the URL, which puts exactly one slash between them.
          """)
      else { return }
    }
  }

  /// Ids of every shape: no, one and several separators; URL syntax (`?`, `#`, `%`, `;`, `&`, `=`,
  /// `+`); spaces and tabs at either end and inside; line breaks; non-ASCII, combining characters
  /// and emoji. This API's ids never hold a `/`.
  static let ids = [
    "42", "ada.lovelace", "a.b-c_d~e.f", "x?y", "#1", "100%", "a;b=c&d", "+1", "a b", "a  b", " 42", "42 ", "\t7", "4\n2",
    "42\n", "\r\n42", "é", "e\u{301}", "Zoë Ångström", "👩‍💻", "東京",
  ]

  @Test func profile_putsTheWholeIDInOnePathSegment() async throws {
    // An id is data, not URL syntax: a `?` or `#` in it must not start a query or a fragment.
    for id in Self.ids {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

      let call = await APICall.of(sut, id: id, networking: networking)

      let readable = APICall(outcome: call.outcome, requests: call.requests.map { $0.withReadableURL() })
      var expected = RequestRecord.profileRequest("https://api.lab01.test/users/42")
      expected.url = "https://api.lab01.test path=/users/\(scalars(id)) query=none fragment=none"
      guard
        expectSame(
          readable, APICall(outcome: .profile(ada), requests: [expected]),
          """
          With the id \(namedID(id)): expected one request whose path is /users/ followed by that id (percent-encoded \
          on the wire), with no query, no fragment and no slash after it. The id is one path segment whatever characters it \
          holds, spaces and line breaks at either end included (don't trim, lowercase, Unicode-normalize or encode it \
          yourself: the path is compared scalar by scalar): append it as a path component, which encodes ? and # as %3F \
          and %23. A URL glued from strings turns them into a query or a fragment.
          """)
      else { return }
    }
  }

  @Test func profile_decodesTheProfileFromA2xxResponse() async throws {
    for body in ProfileBody.profiles {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: body.text, for: apiBaseURL()))

      let call = await APICall.of(sut, id: "42", networking: networking)

      guard
        expectSame(
          call,
          APICall(
            outcome: body.profile.map { .profile($0) } ?? .threw(.decodingError(for: body.text)),
            requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          Expected the profile decoded from \(body). Decode the body with JSONDecoder into UserProfile, as it is: the \
          order of the fields, extra fields, line breaks and characters outside ASCII are all JSON's business.
          """)
      else { return }
    }
  }

  @Test func profile_decodesTheProfileFromAnyOther2xxStatus() async throws {
    for status in [200, 201, 202, 203, 204, 206, 250, 298, 299] {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON, for: apiBaseURL()))

      let call = await APICall.of(sut, id: "42", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .profile(ada), requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          Expected a \(status) answer to be a success: the decoded profile, after one request. Every status in 200...299 \
          is a success, not just 200 or a list you chose: check the range, both ends of it.
          """)
      else { return }
    }
  }

  /// Both sides of 2xx, each boundary and its neighbours, every 4xx and 5xx a client is tempted to
  /// retry or treat apart (408, 425, 429, 502, 503, 504), and beyond 5xx.
  static let non2xxStatuses = [
    0, 100, 101, 199, 300, 301, 304, 399, 400, 401, 403, 404, 408, 409, 410, 422, 425, 429, 499, 500, 501, 502, 503, 504,
    599, 600, 601, 999,
  ]

  @Test func profile_throwsBadStatusForANon2xxResponse() async throws {
    // The body is a valid profile on purpose: only the status code says this answer is an error.
    // Both sides of 2xx are here, each boundary and its neighbours: 199 | 200 ... 299 | 300.
    for status in Self.non2xxStatuses {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON, for: apiBaseURL()))

      let call = await APICall.of(sut, id: "42", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .threw(.badStatus(status)), requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          For a \(status) answer: expected UserAPIError.badStatus(\(status)) after exactly one request. Only 200...299 is \
          a success: below it (1xx) and above it (3xx, 4xx, 5xx, 600 and up) are not. Check the status before decoding, \
          as a range with two ends, rather than one bound or a list of error ranges; and don't send the request again, \
          whatever the status (a 429 or a 502 too): retrying is the caller's decision.
          """)
      else { return }
    }
  }

  @Test func profile_throwsBadStatusForAnErrorPageThatIsNotJSON() async throws {
    // A real server's 500 is often an HTML page: the status has to be checked before decoding.
    for body in [ProfileBody.htmlPage, .empty, .truncated, .wrongKeys] {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 500, body: body.text, for: apiBaseURL()))

      let call = await APICall.of(sut, id: "42", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .threw(.badStatus(500)), requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          For a 500 with \(body): expected UserAPIError.badStatus(500), not a DecodingError. Check the status code \
          first, and decode only a 2xx body.
          """)
      else { return }
    }
  }

  @Test func profile_passesTheNetworkingErrorThroughUnchanged() async throws {
    for failure in TransportFailure.allCases {
      let (sut, networking) = try makeSUT(answer: .failure(failure.error))

      let call = await APICall.of(sut, id: "42", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .threw(failure.shape), requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          When the networking throws \(failure): expected that error itself, after one request. Let every networking \
          error propagate (try, no catch), both kinds of cancel too: a cancel is not a failure, and the caller can only \
          tell them apart if the error reaches it unchanged (docs/01, "A cancel is not a failure").
          """)
      else { return }
    }
  }

  @Test func profile_sendsExactlyOneRequestEvenWhenTheNetworkingFails() async throws {
    for failure in TransportFailure.allCases {
      let (sut, networking) = try makeSUT(answer: .failure(failure.error))

      let call = await APICall.of(sut, id: "7", networking: networking)

      guard
        expectSame(
          call, APICall(outcome: .threw(failure.shape), requests: [.profileRequest("https://api.lab01.test/users/7")]),
          """
          When the networking throws \(failure): expected exactly one request. One call to profile(id:) sends one \
          request, whatever happens: don't retry, a cancel least of all. Retrying is the caller's decision.
          """)
      else { return }
    }
  }

  @Test func profile_throwsNotHTTPForAResponseThatIsNotHTTP() async throws {
    let url = try apiBaseURL()
    let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    let (sut, networking) = try makeSUT(answer: .success((Data(adaJSON.utf8), plain)))

    let call = await APICall.of(sut, id: "42", networking: networking)

    expectSame(
      call, APICall(outcome: .threw(.notHTTP), requests: [.profileRequest("https://api.lab01.test/users/42")]),
      "Expected UserAPIError.notHTTP after one request. Cast with `as?` to the HTTP response type (never `as!`) and throw when it fails."
    )
  }

  @Test func profile_throwsADecodingErrorForABodyThatIsNotAProfile() async throws {
    for body in ProfileBody.notProfiles {
      let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: body.text, for: apiBaseURL()))

      let call = await APICall.of(sut, id: "42", networking: networking)

      guard
        expectSame(
          call,
          APICall(outcome: .threw(.decodingError(for: body.text)), requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          For a 200 with \(body): expected JSONDecoder's own DecodingError (the same case, coding path and description), \
          after one request. Decode with `try` and let the error propagate: don't check the body yourself, nor wrap the \
          error or make a new one from it.
          """)
      else { return }
    }
  }

  @Test func profile_whenTheCallersTaskIsCancelled_givesBackWhatTheNetworkingAnswered() async throws {
    // The caller's task is cancelled while the request waits; then the networking answers.
    for answer in AnswerToACancelledCall.allCases {
      let networking = PendingNetworking()
      let sut = UserAPI(networking: networking, baseURL: try apiBaseURL())
      let outcome = OutcomeBox()
      let call = Task { outcome.set(await APICall.Outcome.of(sut, id: "42")) }
      _ = await networking.waitForRequests(1, startedBy: call)

      call.cancel()
      await networking.finish([call], with: try answer.result())

      guard
        expectSame(
          APICall(outcome: outcome.value, requests: networking.requests.map(RequestRecord.init)),
          APICall(outcome: answer.apiOutcome, requests: [.profileRequest("https://api.lab01.test/users/42")]),
          """
          Answered with \(answer) after its caller's task was cancelled: expected profile(id:) to give that answer back \
          as it would without the cancel, after one request. UserAPI does not look at its task: a cancel is told by the \
          error (URLError(.cancelled) or CancellationError), passed up unchanged, and an answer that arrives is an \
          answer. Don't check Task.isCancelled, and don't turn one kind of cancel into the other.
          """)
      else { return }
    }
  }

  // MARK: - Helpers

  /// Where a call running in a task leaves its outcome for the test to read.
  final class OutcomeBox: Sendable {
    private let outcome = Mutex<APICall.Outcome?>(nil)

    func set(_ value: APICall.Outcome) { outcome.withLock { $0 = value } }

    var value: APICall.Outcome {
      outcome.withLock { $0 } ?? .threw(.other(type: "nothing", text: "profile(id:) did not return"))
    }
  }

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>, baseURL: URL? = nil) throws -> (UserAPI, StubNetworking) {
    let networking = StubNetworking(answer: answer)
    return (UserAPI(networking: networking, baseURL: try baseURL ?? apiBaseURL()), networking)
  }
}
