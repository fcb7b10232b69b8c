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
  @Test func post_sendsOnePOSTToThePathUnderTheBaseURL() async throws {
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON))

    let _: User = try await sut.post(adaDraft, to: "users")

    #expect(mock.callCount == 1, "Expected exactly one request. Send it through the injected networking, once.")
    #expect(
      mock.requests.first?.url?.absoluteString == "https://api.lab02.test/v1/users",
      "Expected POST <baseURL>/users, keeping the base URL's /v1. Use baseURL.appendingPathComponent(path)."
    )
    #expect(mock.requests.first?.httpMethod == "POST", "Expected the POST method. Set request.httpMethod = \"POST\".")
  }

  @Test func post_sendsTheJSONAndAuthorizationHeaders() async throws {
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON))

    let _: User = try await sut.post(adaDraft, to: "users")

    let request = try #require(mock.requests.first, "Expected a recorded request. Send it through the injected networking.")
    #expect(
      request.value(forHTTPHeaderField: "Content-Type") == "application/json",
      "Expected Content-Type: application/json, so the server knows how to read the body. Set it with setValue(_:forHTTPHeaderField:)."
    )
    #expect(
      request.value(forHTTPHeaderField: "Accept") == "application/json",
      "Expected Accept: application/json. Set it with setValue(_:forHTTPHeaderField:)."
    )
    #expect(
      request.value(forHTTPHeaderField: "Authorization") == "Bearer t0k3n",
      "Expected Authorization: Bearer <token> with the token from init. Set it with setValue(\"Bearer \\(token)\", ...)."
    )
  }

  @Test func post_sendsTheBodyEncodedAsJSON() async throws {
    let (sut, mock) = try makeSUT(answer: httpAnswer(status: 201, body: adaJSON))

    let _: User = try await sut.post(adaDraft, to: "users")

    let body = try #require(mock.requests.first?.httpBody, "Expected a request body. Set request.httpBody to the JSON-encoded body.")
    let sentDraft = try JSONDecoder().decode(NewUser.self, from: body)
    #expect(sentDraft == adaDraft, "Expected the body to decode back to the draft that was posted. Encode it with JSONEncoder.")
  }

  @Test(arguments: [200, 201, 299])
  func post_decodesTheAnswerOfA2xxResponse(status: Int) async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON))

    let user: User = try await sut.post(adaDraft, to: "users")

    #expect(user == ada, "Expected the decoded user for status \(status). Accept 200..<300, then decode the body with JSONDecoder.")
  }

  @Test(arguments: [199, 300, 404, 500])
  func post_throwsBadStatusForANon2xxResponse(status: Int) async throws {
    // The body is a valid user on purpose: only the status code says this answer is an error.
    let (sut, _) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON))

    await #expect(
      throws: NetworkClientError.badStatus(status),
      "Expected NetworkClientError.badStatus(\(status)). Check the HTTPURLResponse's statusCode is in 200..<300 before decoding."
    ) {
      let _: User = try await sut.post(adaDraft, to: "users")
    }
  }

  @Test func post_throwsBadStatusForAnErrorPageThatIsNotJSON() async throws {
    // A real server's 500 is often an HTML page: the status has to be checked before decoding.
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 500, body: "<html><body>Internal Server Error</body></html>"))

    await #expect(
      throws: NetworkClientError.badStatus(500),
      "Expected NetworkClientError.badStatus(500), not a DecodingError, for a 500 with an HTML body. Check the status code first, and decode only a 2xx body."
    ) {
      let _: User = try await sut.post(adaDraft, to: "users")
    }
  }

  @Test func post_throwsTheDecodingErrorForA2xxBodyThatIsNotTheResponseType() async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 201, body: #"{"oops": true}"#))

    await #expect(
      throws: DecodingError.self,
      "Expected the DecodingError from JSONDecoder for a body that is not a User. Decode with `try`, not `try?`, and let the error propagate."
    ) {
      let _: User = try await sut.post(adaDraft, to: "users")
    }
  }

  @Test func post_passesTheNetworkingErrorThroughUnchanged() async throws {
    let (sut, _) = try makeSUT(answer: .failure(URLError(.notConnectedToInternet)))

    await #expect(
      throws: URLError(.notConnectedToInternet),
      "Expected the networking error itself. Let it propagate (try, no catch): the caller decides what offline means."
    ) {
      let _: User = try await sut.post(adaDraft, to: "users")
    }
  }

  @Test func post_throwsNotHTTPForAResponseThatIsNotHTTP() async throws {
    let plain = URLResponse(url: try testURL("/v1/users"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    let (sut, _) = try makeSUT(answer: .success((Data(adaJSON.utf8), plain)))

    await #expect(
      throws: NetworkClientError.notHTTP,
      "Expected NetworkClientError.notHTTP. Cast with `as? HTTPURLResponse` (never `as!`) and throw when it fails."
    ) {
      let _: User = try await sut.post(adaDraft, to: "users")
    }
  }

  // MARK: - Helpers

  private func makeSUT(answer: MockNetworking.Response) throws -> (NetworkClient, MockNetworking) {
    let mock = MockNetworking()
    mock.respond(with: answer)
    let baseURL = try testURL("/v1")
    return (NetworkClient(networking: mock, baseURL: baseURL, token: "t0k3n"), mock)
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

private let adaDraft = NewUser(name: "Ada Lovelace", email: "ada@example.com")
private let ada = User(id: "7", name: "Ada Lovelace", email: "ada@example.com")
private let adaJSON = #"{"id": "7", "name": "Ada Lovelace", "email": "ada@example.com"}"#
