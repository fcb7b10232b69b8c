import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 4: `UserDirectoryClient`, run over the real `URLSession` through your stub: the requests
/// it builds, the status codes it maps, the transport errors it lets through.
@Suite("Lab 03 · Task 4: the client over the real URLSession")
struct Task4DirectoryClientTests {
  @Test func search_sendsAGETWithTheEncodedQueryAndTheHeaders() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data(adasJSON.utf8))) { stub in
      _ = try await makeSUT(stub, token: "s3cret").search(name: "Ada & Grace", page: 2)

      let sent = try #require(stub.requests.first, "Expected one request. Send it through the injected session.")
      #expect(stub.requests.count == 1, "Expected exactly one request, got \(stub.requests.count). Send it once.")
      #expect(sent.method == "GET", "Expected GET, got \(sent.method). Set request.httpMethod = \"GET\".")
      #expect(sent.url?.host == stub.host, "Expected the request on the injected baseURL's host. Build the URL from baseURL.")
      #expect(sent.url?.path == "/users", "Expected the path /users, got \(sent.url?.path ?? "nil"). Append \"users\" to baseURL.")
      #expect(
        sent.queryItems == [URLQueryItem(name: "q", value: "Ada & Grace"), URLQueryItem(name: "page", value: "2")],
        """
        Expected exactly the query items q=Ada & Grace and page=2, got \(sent.queryItems). Build the query with \
        URLComponents.queryItems: string interpolation leaves the `&` unencoded and splits the name in two.
        """
      )
      #expect(
        sent.value(forHeader: "Authorization") == "Bearer s3cret",
        "Expected Authorization: Bearer s3cret. Set it on the request with setValue(_:forHTTPHeaderField:).")
      #expect(sent.value(forHeader: "Accept") == "application/json", "Expected Accept: application/json on the request.")
    }
  }

  @Test(arguments: [200, 203, 299])
  func search_decodesTheUsersFromA2xx(status: Int) async throws {
    try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adasJSON.utf8))) { stub in
      let users = try await makeSUT(stub).search(name: "Ada", page: 1)

      #expect(
        users == adas,
        "Expected both users from the body of a \(status), in order. Accept every status in 200..<300, then decode the body as [UserProfile]."
      )
    }
  }

  @Test func requests_goUnderTheBaseURLsOwnPath() async throws {
    // Only where the requests go matters here, so the answer is an error that needs no decoding.
    try await StubURLProtocol.withStub(answering: .http(status: 500)) { stub in
      let sut = UserDirectoryClient(session: stub.session, baseURL: stub.baseURL.appendingPathComponent("v2"), token: "any-token")

      _ = await errorThrown { _ = try await sut.search(name: "Ada", page: 1) }
      _ = await errorThrown { _ = try await sut.create(NewUser(name: "Ada", email: "ada@example.com")) }

      #expect(
        stub.requests.map { $0.url?.path } == ["/v2/users", "/v2/users"],
        """
        Expected search and create both to go to /v2/users under a baseURL ending in /v2, got \(stub.requests.map { $0.url?.path }). \
        Append "users" to baseURL (appendingPathComponent); setting URLComponents.path or a "/users" relative URL drops the base path.
        """
      )
    }
  }

  @Test func create_postsTheNewUserAsJSONAndReturnsTheCreatedUserFromA201() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 201, body: Data(adaJSON.utf8))) { stub in
      let created = try await makeSUT(stub, token: "s3cret").create(NewUser(name: "Ada Lovelace", email: "ada@example.com"))

      #expect(created == ada, "Expected the created user from the 201 body. Any status in 200..<300 is a success, not just 200.")
      let sent = try #require(stub.requests.first, "Expected one request. Send it through the injected session.")
      #expect(sent.method == "POST", "Expected POST, got \(sent.method). Set request.httpMethod = \"POST\".")
      #expect(sent.url?.path == "/users", "Expected the path /users, got \(sent.url?.path ?? "nil").")
      #expect(
        sent.value(forHeader: "Content-Type") == "application/json",
        "Expected Content-Type: application/json, so the server knows how to read the body.")
      #expect(sent.value(forHeader: "Authorization") == "Bearer s3cret", "Expected Authorization: Bearer s3cret on the create request too.")
      #expect(sent.value(forHeader: "Accept") == "application/json", "Expected Accept: application/json on the create request too.")
      #expect(
        (try? JSONDecoder().decode(NewUser.self, from: sent.body)) == NewUser(name: "Ada Lovelace", email: "ada@example.com"),
        "Expected the body to be the NewUser as JSON, got \(String(decoding: sent.body, as: UTF8.self)). Set httpBody = try JSONEncoder().encode(user)."
      )
    }
  }

  @Test(arguments: [
    (401, UserDirectoryError.unauthorized),
    (404, .notFound),
    (300, .badStatus(300)),
    (400, .badStatus(400)),
    (403, .badStatus(403)),
    (500, .badStatus(500)),
    (503, .badStatus(503)),
  ])
  func requests_mapAStatusOutside2xxToItsError(status: Int, expected: UserDirectoryError) async throws {
    // The body is a valid list on purpose: only the status code says this answer is an error.
    try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adasJSON.utf8))) { stub in
      let error = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }

      #expect(
        error as? UserDirectoryError == expected,
        "Expected \(expected) for status \(status), got \(String(describing: error)). Check statusCode before decoding: 200..<300 decodes (300 is not a success), 401, 404, else .badStatus."
      )
    }
  }

  @Test(arguments: [
    (401, UserDirectoryError.unauthorized),
    (404, .notFound),
    (500, .badStatus(500)),
  ])
  func create_mapsAStatusOutside2xxToItsError(status: Int, expected: UserDirectoryError) async throws {
    // The body is a valid user on purpose: create must check the status as search does.
    try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adaJSON.utf8))) { stub in
      let error = await errorThrown { _ = try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }

      #expect(
        error as? UserDirectoryError == expected,
        "Expected \(expected) from create for status \(status), got \(String(describing: error)). Map the status in create too: share one send function."
      )
    }
  }

  @Test func requests_checkTheStatusBeforeDecodingAnErrorPage() async throws {
    // A real server's 500 is often an HTML page: decoding it first would throw a DecodingError.
    let errorPage = Data("<html><body>Internal Server Error</body></html>".utf8)
    try await StubURLProtocol.withStub(answering: .http(status: 500, headers: ["Content-Type": "text/html"], body: errorPage)) { stub in
      let error = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }

      #expect(
        error as? UserDirectoryError == .badStatus(500),
        "Expected .badStatus(500) for a 500 with an HTML body, got \(String(describing: error)). Check the status code first, and decode only a 2xx body."
      )
    }
  }

  @Test func requests_letATransportErrorThroughUnchanged() async throws {
    try await StubURLProtocol.withStub(answering: .failure(URLError(.notConnectedToInternet))) { stub in
      let searchError = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }
      let createError = await errorThrown { _ = try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }

      #expect(
        (searchError as? URLError)?.code == .notConnectedToInternet,
        "Expected URLError(.notConnectedToInternet) from search, got \(String(describing: searchError)). Let the session's error propagate (try, no catch): offline is not an empty result."
      )
      #expect(
        (createError as? URLError)?.code == .notConnectedToInternet,
        "Expected URLError(.notConnectedToInternet) from create, got \(String(describing: createError)). Let the session's error propagate (try, no catch)."
      )
    }
  }

  // MARK: - Helpers

  private func makeSUT(_ stub: NetworkStub, token: String = "any-token") -> UserDirectoryClient {
    UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: token)
  }
}
