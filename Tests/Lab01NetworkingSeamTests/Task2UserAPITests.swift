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

  @Test(arguments: ["ada.lovelace", "x?y", "#1", "a b", "é", " 42", "42 ", "100%", "Zoë Ångström"])
  func profile_putsTheWholeIDInOnePathSegment(id: String) async throws {
    // An id is data, not URL syntax: a `?` or `#` in it must not start a query or a fragment.
    let (sut, networking) = try makeSUT(answer: httpAnswer(status: 200, body: adaJSON, for: apiBaseURL()))

    _ = try await sut.profile(id: id)

    let url = networking.requests.first?.url
    #expect(
      networking.requests.count == 1 && url?.path == "/users/\(id)" && url?.query == nil && url?.fragment == nil
        && url?.absoluteString.hasSuffix("/") == false,
      """
      Expected one request for the id "\(id)" to the path /users/\(id) (percent-encoded), with no query and no fragment; \
      got \(url?.absoluteString ?? "no request"). The id is one path segment whatever characters it holds, spaces at either \
      end included (don't trim, lowercase or encode it yourself): append it with appendingPathComponent(id), which encodes ? and # \
      as %3F and %23. A URL glued from strings ("\\(baseURL)/users/\\(id)") turns them into a query or a fragment.
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

  @Test(arguments: [201, 202, 203, 204, 250, 299])
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

  @Test(arguments: [100, 101, 199, 300, 304, 399, 400, 404, 499, 500, 503, 599, 600, 999])
  func profile_throwsBadStatusForANon2xxResponse(status: Int) async throws {
    // The body is a valid profile on purpose: only the status code says this answer is an error.
    // Both sides of 2xx are here: 1xx below it, 3xx to 5xx above it, and codes from 600 up.
    let (sut, _) = try makeSUT(answer: httpAnswer(status: status, body: adaJSON, for: apiBaseURL()))

    await #expect(
      throws: UserAPIError.badStatus(status),
      """
      Expected UserAPIError.badStatus(\(status)). Only 200...299 is a success: below it (1xx) and above it (3xx, 4xx, 5xx, \
      600 and up) are not. Check `(200..<300).contains(statusCode)` before decoding, rather than one bound or a list of error ranges.
      """
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

  @Test(arguments: TransportFailure.allCases)
  func profile_passesTheNetworkingErrorThroughUnchanged(failure: TransportFailure) async throws {
    let (sut, _) = try makeSUT(answer: .failure(failure.error))

    do {
      _ = try await sut.profile(id: "42")
      Issue.record("Expected the networking's \(failure) to be thrown, but profile(id:) returned. Let the networking's error propagate.")
    } catch {
      #expect(
        failure.isSameError(as: error),
        """
        Expected the networking's \(failure) itself, got \(error). Let every networking error propagate (try, no catch), \
        a CancellationError too: the caller decides what it means, and it can only if the error reaches it unchanged.
        """
      )
    }
  }

  @Test(arguments: TransportFailure.allCases)
  func profile_sendsExactlyOneRequestEvenWhenTheNetworkingFails(failure: TransportFailure) async throws {
    let (sut, networking) = try makeSUT(answer: .failure(failure.error))

    _ = try? await sut.profile(id: "42")

    #expect(
      networking.requests.count == 1,
      """
      Expected exactly one request when the networking throws \(failure), got \(networking.requests.count). \
      One call to profile(id:) sends one request, whatever happens: don't retry. Retrying is the caller's decision.
      """
    )
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
