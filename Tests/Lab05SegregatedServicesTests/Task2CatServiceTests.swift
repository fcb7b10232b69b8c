import Foundation
import Lab05SegregatedServices
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: `CatService`, the one concrete type that conforms to both small protocols, over an
/// injected `HTTPClient`.
@Suite("Lab 05 · Task 2: the cat service")
struct Task2CatServiceTests {
  @Test func catService_answersThroughEachSmallProtocol() async throws {
    let client = StubHTTPClient(answer: try StubHTTPClient.answer(status: 200, body: clowderJSON))
    let service = CatService(client: client, baseURL: try catBaseURL())
    let fetcher: any FetchCatFactProtocol = service  // what a fact screen is given
    let updater: any UpdateCatInformationProtocol = service  // what an editor screen is given

    let fact = try await fetcher.fetchCatFact()
    #expect(
      fact == clowder,
      "Expected CatService's fact through `any FetchCatFactProtocol`, got \(fact.fact.debugDescription). Declare fetchCatFact() as the requirement of FetchCatFactProtocol and delete the stand-in extension: a call through a protocol reaches the conforming type's own method only when the protocol requires it. (Empty? Then finish fetchCatFact() itself.)"
    )
    try await updater.updateName(id: "c-7", to: "Tom")
    #expect(
      client.requests.map { $0.httpMethod ?? "nil" } == ["GET", "PATCH"],
      "Expected a GET, then a PATCH sent through `any UpdateCatInformationProtocol`, got \(client.requests.map { $0.httpMethod ?? "nil" }). Declare updateName(id:to:) as the requirement of UpdateCatInformationProtocol and delete its stand-in extension; then write CatService.updateName."
    )
  }

  @Test func fetchCatFact_getsTheFactPathAndDecodesTheFact() async throws {
    let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 200, body: clowderJSON))

    let fact = try await sut.fetchCatFact()

    #expect(
      client.requests.map { "\($0.httpMethod ?? "nil") \($0.url?.absoluteString ?? "nil")" } == ["GET https://cats.lab05.test/fact"],
      "Expected one GET <baseURL>/fact. Append the path component \"fact\" to baseURL and send it through the client, once.")
    #expect(fact == clowder, "Expected the decoded fact. Decode the body with JSONDecoder into CatFact.")
  }

  enum Failure: String, CaseIterable, Sendable {
    case transportFails = "the client throws"
    case serverAnswers503 = "the server answers 503"
    case bodyIsNotAFact = "the body is not a fact"
    case answerIsNotHTTP = "the answer is not an HTTP response"
  }

  @Test(arguments: Failure.allCases)
  func fetchCatFact_turnsEveryFailureIntoItsCatServiceError(_ failure: Failure) async throws {
    let (answer, expected): (Result<(Data, URLResponse), any Error>, CatServiceError) =
      switch failure {
      case .transportFails: (.failure(URLError(.notConnectedToInternet)), .offline)
      case .serverAnswers503: (try StubHTTPClient.answer(status: 503, body: clowderJSON), .server(status: 503))
      case .bodyIsNotAFact: (try StubHTTPClient.answer(status: 200, body: #"{"oops": true}"#), .undecodable)
      case .answerIsNotHTTP: (try StubHTTPClient.notHTTPAnswer(body: clowderJSON), .server(status: 0))
      }
    let (sut, client) = try makeSUT(answer: answer)

    await #expect(
      throws: expected,
      "Expected \(expected) when \(failure.rawValue). A transport error is .offline, a non-2xx status is .server(status:) (check it before decoding; an answer that is not HTTP has status 0), a body that does not decode is .undecodable."
    ) {
      try await sut.fetchCatFact()
    }
    #expect(
      client.requests.count == 1,
      "Expected one GET even when \(failure.rawValue), got \(client.requests.count). Send the request once and map the answer; the service never retries on its own (trying again is the screen's decision)."
    )
  }

  /// Errors a client throws when no answer came back, of several codes and types.
  enum ClientFailure: String, CaseIterable, Sendable {
    case cannotFindHost = "URLError(.cannotFindHost)"
    case secureConnectionFailed = "URLError(.secureConnectionFailed)"
    case cancelled = "URLError(.cancelled)"
    case clientsOwnError = "an error type of the client's own"

    var error: any Error {
      switch self {
      case .cannotFindHost: URLError(.cannotFindHost)
      case .secureConnectionFailed: URLError(.secureConnectionFailed)
      case .cancelled: URLError(.cancelled)
      case .clientsOwnError: ClientProbeError()
      }
    }
  }

  @Test(arguments: ClientFailure.allCases)
  func requests_turnAnyClientErrorIntoOffline(_ failure: ClientFailure) async throws {
    let (sut, _) = try makeSUT(answer: .failure(failure.error))

    await #expect(
      throws: CatServiceError.offline,
      "Expected fetchCatFact() to throw .offline when the client throws \(failure.rawValue). Any error from the client means no answer came back, whatever its type or code: catch them all as .offline (a server that never answered has no status)."
    ) {
      try await sut.fetchCatFact()
    }
    await #expect(
      throws: CatServiceError.offline,
      "Expected updateName to throw .offline when the client throws \(failure.rawValue). Map every client error the same way in both methods: one `catch` for all of them."
    ) {
      try await sut.updateName(id: "c-7", to: "Tom")
    }
  }

  /// Statuses on both sides of each edge of 200...299, and far outside it.
  static let statusesOutside2xx = [100, 101, 199, 300, 301, 302, 304, 399, 400, 404, 499, 500, 503, 599, 600]

  @Test(arguments: statusesOutside2xx)
  func requests_treatEveryStatusOutside2xxAsAServerError(_ status: Int) async throws {
    // A valid fact as the body: only the status says the request failed.
    let (sut, _) = try makeSUT(answer: StubHTTPClient.answer(status: status, body: clowderJSON))

    await #expect(
      throws: CatServiceError.server(status: status),
      "Expected fetchCatFact() to throw .server(status: \(status)) for a \(status), even with a valid fact as the body. Only 200...299 is success: a 1xx, a 3xx redirect, a 4xx or a 5xx is not. Check the whole range, (200..<300).contains(status), before decoding."
    ) {
      try await sut.fetchCatFact()
    }
    await #expect(
      throws: CatServiceError.server(status: status),
      "Expected updateName to throw .server(status: \(status)) for a \(status): the rename did not happen. Only 200...299 is success; check the same range as fetchCatFact."
    ) {
      try await sut.updateName(id: "c-7", to: "Tom")
    }
  }

  @Test(arguments: [200, 201, 203, 299])
  func fetchCatFact_acceptsEvery2xxStatus(_ status: Int) async throws {
    let (sut, _) = try makeSUT(answer: StubHTTPClient.answer(status: status, body: clowderJSON))

    do {
      let fact = try await sut.fetchCatFact()
      #expect(fact == clowder, "Expected the decoded fact for a \(status). Decode the body of any 2xx answer.")
    } catch {
      Issue.record(
        "Expected a \(status) with a fact as its body to give the fact, got \(error). Every status in 200...299 is success, not only 200.")
    }
  }

  @Test(arguments: [200, 201, 202, 204, 299])
  func updateName_acceptsEvery2xxStatusEvenWithAnEmptyBody(_ status: Int) async throws {
    let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: status, body: ""))

    do {
      try await sut.updateName(id: "c-7", to: "Tom")
    } catch {
      Issue.record(
        "Expected a rename answered \(status) with no body to succeed, got \(error). Every status in 200...299 is success, and a PATCH needs no body back: don't decode or require one."
      )
    }
    #expect(client.requests.count == 1, "Expected one PATCH request, got \(client.requests.count). Send the rename once.")
  }

  @Test func updateName_patchesTheCatWithItsNewNameAsJSON() async throws {
    let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 204, body: ""))

    try await sut.updateName(id: "c-7", to: "Tom")

    let request = try #require(
      client.requests.first, "Expected updateName to send a request. Send it through the injected client.")
    #expect(client.requests.count == 1, "Expected exactly one request for one rename.")
    #expect(
      "\(request.httpMethod ?? "nil") \(request.url?.absoluteString ?? "nil")" == "PATCH https://cats.lab05.test/cats/c-7",
      "Expected PATCH <baseURL>/cats/<id>. Append \"cats\" and the id to baseURL and set httpMethod = \"PATCH\".")
    #expect(
      request.value(forHTTPHeaderField: "Content-Type") == "application/json",
      "Expected the header Content-Type: application/json. The body is JSON; say so.")
    let body = try JSONSerialization.jsonObject(with: try #require(request.httpBody, "Expected a body. Set request.httpBody."))
    #expect(
      body as? [String: String] == ["name": "Tom"],
      "Expected the JSON body {\"name\": \"Tom\"}. Encode the new name, not the id.")
  }

  /// Names a body built by string interpolation gets wrong (a quote, a backslash, a line break),
  /// and some it gets right, so the test fails on the first kind only.
  static let namesOfEveryShape = ["Tom", #"O"Malley"#, #"Back\slash"#, "Line\nbreak", "Zoë 🐈‍⬛", "{\"name\": \"Jerry\"}", ""]

  @Test(arguments: namesOfEveryShape)
  func updateName_sendsAnyNameAsAJSONString(_ name: String) async throws {
    let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 204, body: ""))

    try await sut.updateName(id: "c-7", to: name)

    let body = try #require(client.requests.first?.httpBody, "Expected the PATCH to carry a body. Set request.httpBody.")
    let json = try? JSONSerialization.jsonObject(with: body)
    #expect(
      json as? [String: String] == ["name": name],
      "Expected the body to be the JSON object {\"name\": <the name>} for the name \(name.debugDescription), got \(String(decoding: body, as: UTF8.self)). A name may hold quotes, backslashes or line breaks: let JSONSerialization (or JSONEncoder) write the body instead of building it by string interpolation."
    )
  }

  /// Base URLs with and without a path, each with and without a trailing slash.
  static let baseURLs = [
    "https://cats.lab05.test", "https://cats.lab05.test/", "https://cats.lab05.test/api/v1", "https://cats.lab05.test/api/v1/",
  ]

  @Test(arguments: baseURLs)
  func requests_keepThePathOfTheBaseURL(_ base: String) async throws {
    let client = StubHTTPClient(answer: try StubHTTPClient.answer(status: 200, body: clowderJSON))
    let sut = CatService(client: client, baseURL: try #require(URL(string: base)))
    let root = base.hasSuffix("/") ? String(base.dropLast()) : base

    _ = try await sut.fetchCatFact()
    let fetch = client.requests.last.map { "\($0.httpMethod ?? "nil") \($0.url?.absoluteString ?? "nil")" }
    #expect(
      fetch == "GET \(root)/fact",
      "Expected GET \(root)/fact over the base URL \(base), got \(fetch ?? "no request"). Append path components to baseURL (baseURL.appendingPathComponent(\"fact\")): that keeps the base URL's own path and puts exactly one slash between the parts. A URL resolved relative to it (\"/fact\") drops the path; glued strings double the slash."
    )

    try await sut.updateName(id: "c-7", to: "Tom")
    #expect(client.requests.count == 2, "Expected updateName to send its PATCH through the client. Finish updateName first.")
    if client.requests.count == 2 {
      let patch = client.requests.last.map { "\($0.httpMethod ?? "nil") \($0.url?.absoluteString ?? "nil")" }
      #expect(
        patch == "PATCH \(root)/cats/c-7",
        "Expected PATCH \(root)/cats/c-7 over the base URL \(base), got \(patch ?? "no request"). Append \"cats\" and the id as path components to baseURL."
      )
    }
  }

  enum UpdateFailure: String, CaseIterable, Sendable {
    case transportFails = "the client throws"
    case serverAnswers404 = "the server answers 404"
  }

  @Test(arguments: UpdateFailure.allCases)
  func updateName_turnsEveryFailureIntoItsCatServiceError(_ failure: UpdateFailure) async throws {
    let (answer, expected): (Result<(Data, URLResponse), any Error>, CatServiceError) =
      switch failure {
      case .transportFails: (.failure(URLError(.timedOut)), .offline)
      case .serverAnswers404: (try StubHTTPClient.answer(status: 404, body: ""), .server(status: 404))
      }
    let (sut, client) = try makeSUT(answer: answer)

    await #expect(
      throws: expected,
      "Expected updateName to throw \(expected) when \(failure.rawValue): a rename the server refused did not happen. Check the answer as fetchCatFact does (one helper can serve both), and never drop the error with try?."
    ) {
      try await sut.updateName(id: "c-7", to: "Tom")
    }
    #expect(
      client.requests.count == 1, "Expected one PATCH request, got \(client.requests.count). Send the rename once, then check the answer.")
  }

  // MARK: - Helpers

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>) throws -> (CatService, StubHTTPClient) {
    let client = StubHTTPClient(answer: answer)
    return (CatService(client: client, baseURL: try catBaseURL()), client)
  }
}

/// An error no library throws: a client's own failure, to show that every client error counts.
private struct ClientProbeError: Error {}
