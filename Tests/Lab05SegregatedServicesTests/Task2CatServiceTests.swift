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
    let (sut, _) = try makeSUT(answer: answer)

    await #expect(
      throws: expected,
      "Expected \(expected) when \(failure.rawValue). A transport error is .offline, a non-2xx status is .server(status:) (check it before decoding; an answer that is not HTTP has status 0), a body that does not decode is .undecodable."
    ) {
      try await sut.fetchCatFact()
    }
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

  @Test func requests_keepThePathOfTheBaseURL() async throws {
    let client = StubHTTPClient(answer: try StubHTTPClient.answer(status: 200, body: clowderJSON))
    let baseURL = try #require(URL(string: "https://cats.lab05.test/api/v1"))
    let sut = CatService(client: client, baseURL: baseURL)

    _ = try await sut.fetchCatFact()
    try await sut.updateName(id: "c-7", to: "Tom")

    #expect(
      client.requests.map { "\($0.httpMethod ?? "nil") \($0.url?.absoluteString ?? "nil")" } == [
        "GET https://cats.lab05.test/api/v1/fact", "PATCH https://cats.lab05.test/api/v1/cats/c-7",
      ],
      "Expected both requests under the base URL's own path /api/v1. Append path components to baseURL (baseURL.appendingPathComponent(\"fact\")); a URL resolved relative to it, such as \"/fact\", drops that path."
    )
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
