import Foundation
import Lab01NetworkingSeam
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: `UserAPI` takes `Networking` through its initializer, builds the request, checks the
/// status and decodes the profile.
@Suite("Task 2: UserAPI over the seam")
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

  @Test(arguments: [400, 404, 500, 503])
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

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>) throws -> (UserAPI, StubNetworking) {
    let networking = StubNetworking(answer: answer)
    return (UserAPI(networking: networking, baseURL: try apiBaseURL()), networking)
  }
}
