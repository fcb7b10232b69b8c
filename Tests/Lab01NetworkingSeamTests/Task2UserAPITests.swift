import Foundation
import Lab01NetworkingSeam
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: `UserAPI` takes `Networking` through its initializer, builds the request, checks the
/// status and decodes the profile.
@Suite("Lab 01 · Task 2: UserAPI over the seam")
struct Task2UserAPITests {
  @Test func profile_requestsTheUserPathWithGET() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    _ = try await sut.profile(id: "42")

    #expect(networking.requests.count == 1, "Expected exactly one request. Send it through the injected networking, once.")
    #expect(
      networking.requests.first?.url?.absoluteString == "https://api.lab01.test/users/42",
      "Expected GET <baseURL>/users/<id>. Append the path components \"users\" and the id to baseURL."
    )
    #expect(networking.requests.first?.httpMethod == "GET", "Expected the GET method. Set request.httpMethod = \"GET\".")
  }

  @Test func profile_buildsThePathOnTheBaseURLItWasGiven() async throws {
    // A base URL with a path of its own, as a versioned or staging API has: it must be kept.
    let baseURL = try #require(URL(string: "https://staging.lab01.test/v2"))
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: baseURL), baseURL: baseURL)

    _ = try await sut.profile(id: "7")

    #expect(
      networking.requests.map { $0.url?.absoluteString } == ["https://staging.lab01.test/v2/users/7"],
      """
      Expected one request to https://staging.lab01.test/v2/users/7. Build the URL from the baseURL passed to init, \
      keeping its path: baseURL.appendingPathComponent("users").appendingPathComponent(id), not a fixed host or a "/users" from the root.
      """
    )
  }

  @Test func profile_addsOneSlashAfterABaseURLThatEndsWithOne() async throws {
    // Configured base URLs often end with a slash; gluing strings would give "/v2//users/7".
    let baseURL = try #require(URL(string: "https://staging.lab01.test/v2/"))
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: baseURL), baseURL: baseURL)

    _ = try await sut.profile(id: "7")

    #expect(
      networking.requests.map { $0.url?.absoluteString } == ["https://staging.lab01.test/v2/users/7"],
      """
      Expected one request to https://staging.lab01.test/v2/users/7 for a baseURL ending in "/", got \(networking.requests.map { $0.url?.absoluteString }). \
      Don't glue strings ("\\(baseURL)/users/\\(id)"): append path components to the URL, which puts exactly one slash between them.
      """
    )
  }

  @Test func profile_asksForJSON() async throws {
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    _ = try await sut.profile(id: "42")

    #expect(
      networking.requests.first?.value(forHTTPHeaderField: "Accept") == "application/json",
      "Expected the header Accept: application/json. Use request.setValue(_:forHTTPHeaderField:)."
    )
  }

  @Test func profile_decodesTheProfileFromA2xxResponse() async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    let profile = try await sut.profile(id: "42")

    #expect(profile == ada, "Expected the decoded profile. Decode the body with JSONDecoder into UserProfile.")
  }

  @Test(arguments: [201, 203, 299])
  func profile_decodesTheProfileFromAnyOther2xxStatus(status: Int) async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON, for: apiBaseURL()))

    do {
      let profile = try await sut.profile(id: "42")
      #expect(profile == ada, "Expected the decoded profile for a \(status) answer. Decode the body of every 2xx answer.")
    } catch {
      Issue.record(
        "Expected a \(status) answer to be a success, got \(error). Every status in 200..<300 is a success, not just 200: check `(200..<300).contains(statusCode)`."
      )
    }
  }

  @Test(arguments: [300, 304, 400, 404, 500, 503])
  func profile_throwsBadStatusForANon2xxResponse(status: Int) async throws {
    // The body is a valid profile on purpose: only the status code says this answer is an error.
    let (sut, _) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON, for: apiBaseURL()))

    await #expect(
      throws: UserAPIError.badStatus(status),
      "Expected UserAPIError.badStatus(\(status)). Check the HTTPURLResponse's statusCode is in 200..<300 before decoding."
    ) {
      try await sut.profile(id: "42")
    }
  }

  @Test func profile_throwsBadStatusForAnErrorPageThatIsNotJSON() async throws {
    // A real server's 500 is often an HTML page: the status has to be checked before decoding.
    let errorPage = "<html><body>Internal Server Error</body></html>"
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 500, body: errorPage, for: apiBaseURL()))

    await #expect(
      throws: UserAPIError.badStatus(500),
      "Expected UserAPIError.badStatus(500), not a DecodingError, for a 500 with an HTML body. Check the status code first, and decode only a 2xx body."
    ) {
      try await sut.profile(id: "42")
    }
  }

  @Test func profile_passesTheNetworkingErrorThroughUnchanged() async throws {
    let (sut, _) = try makeSUT(answer: .failure(URLError(.notConnectedToInternet)))

    await #expect(
      throws: URLError(.notConnectedToInternet),
      "Expected the networking error itself. Let it propagate (try, no catch): the caller decides what it means."
    ) {
      try await sut.profile(id: "42")
    }
  }

  @Test func profile_throwsNotHTTPForAResponseThatIsNotHTTP() async throws {
    let url = try apiBaseURL()
    let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    let (sut, _) = try makeSUT(answer: .success((Data(adaJSON.utf8), plain)))

    await #expect(
      throws: UserAPIError.notHTTP,
      "Expected UserAPIError.notHTTP. Cast with `as? HTTPURLResponse` (never `as!`) and throw when it fails."
    ) {
      try await sut.profile(id: "42")
    }
  }

  @Test func profile_throwsADecodingErrorForABodyThatIsNotAProfile() async throws {
    let (sut, _) = try makeSUT(answer: httpAnswer(status: 200, body: #"{"oops": true}"#, for: apiBaseURL()))

    await #expect(
      throws: DecodingError.self,
      "Expected the DecodingError from JSONDecoder. Decode with `try` and let the error propagate."
    ) {
      try await sut.profile(id: "42")
    }
  }

  // MARK: - Helpers

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>, baseURL: URL? = nil) throws -> (UserAPI, StubNetworking) {
    let networking = StubNetworking(answer: answer)
    return (UserAPI(networking: networking, baseURL: try baseURL ?? apiBaseURL()), networking)
  }
}
