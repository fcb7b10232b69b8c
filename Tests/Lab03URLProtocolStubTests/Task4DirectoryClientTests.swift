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

  @Test(arguments: ["Ada & Grace", "C#", "100%", "a+b", "x=y&page=9", "Zoë Ångström", "O'Brien/\"Q\"?", "  two  spaces ", "", " "])
  func search_sendsANameOfAnyShapeAsOneQueryItemUnchanged(name: String) async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
      let error = await errorThrown { _ = try await makeSUT(stub).search(name: name, page: 3) }

      #expect(
        stub.requests.count == 1,
        "Expected one request for the name \"\(name)\", got \(stub.requests.count) (error: \(String(describing: error))). A name of any shape, empty or blank too, is sent as it is: one call, one request, and the server decides what it matches."
      )
      #expect(
        stub.requests.first?.queryItems == [URLQueryItem(name: "q", value: name), URLQueryItem(name: "page", value: "3")],
        """
        Expected exactly the query items q=\(name) and page=3, got \(stub.requests.first?.queryItems ?? []). \
        Let URLComponents.queryItems encode the name: escaping a few characters by hand misses `#`, `%`, `=`, `&` or letters outside ASCII.
        """
      )
    }
  }

  @Test(arguments: [0, 1, 2, 37, 1_000, 12_345])
  func search_sendsThePageItemForEveryPage(page: Int) async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
      _ = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: page) }

      #expect(
        stub.requests.first?.queryItems == [URLQueryItem(name: "q", value: "Ada"), URLQueryItem(name: "page", value: String(page))],
        """
        Expected exactly the query items q=Ada and page=\(page), got \(stub.requests.first?.queryItems ?? []). Send the page \
        for every page, the first one too (don't leave out what you think is the server's default), written as plain digits: String(page).
        """
      )
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

  @Test func search_returnsNoUsersWhenTheBodyIsAnEmptyList() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
      let error = await errorThrown {
        let users = try await makeSUT(stub).search(name: "Nobody", page: 1)
        #expect(users.isEmpty, "Expected no users from a 200 whose body is [], got \(users). Return the decoded list as it is.")
      }

      #expect(
        error == nil,
        "Expected an empty list from a 200 whose body is [], got the error \(String(describing: error)). No match is a result, not a failure: .notFound is for a 404 only."
      )
    }
  }

  @Test(arguments: [("", "/users"), ("v2", "/v2/users"), ("v2/", "/v2/users"), ("api/v2", "/api/v2/users")])
  func requests_goUnderTheBaseURLsOwnPath(basePath: String, expectedPath: String) async throws {
    // Only where the requests go matters here, so the answer is an error that needs no decoding.
    try await StubURLProtocol.withStub(answering: .http(status: 500)) { stub in
      let baseURL = try #require(
        basePath.isEmpty ? stub.baseURL : URL(string: basePath, relativeTo: stub.baseURL)?.absoluteURL,
        "Expected a valid base URL (a test bug).")
      let sut = UserDirectoryClient(session: stub.session, baseURL: baseURL, token: "any-token")

      _ = await errorThrown { _ = try await sut.search(name: "Ada", page: 1) }
      _ = await errorThrown { _ = try await sut.create(NewUser(name: "Ada", email: "ada@example.com")) }

      // The path as it was sent, percent-encoded and not tidied up: `url.path` would hide a doubled
      // or a trailing slash.
      let paths = stub.requests.map { request in
        request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedPath }
      }
      #expect(
        paths == [expectedPath, expectedPath],
        """
        Expected search and create both to go to \(expectedPath) under the baseURL \(baseURL.absoluteString), got \(paths). \
        Append "users" to baseURL (appendingPathComponent): setting URLComponents.path or a "/users" relative URL drops the base path, \
        and joining strings doubles the slash of a baseURL that ends in one.
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
    NewUser(name: #"Ada "The Countess" Lovelace"#, email: "ada@example.com"),
    NewUser(name: #"C:\Users\ada"#, email: #"back\slash@example.com"#),
    NewUser(name: "Ada\nLovelace\t(two lines)", email: "ada@example.com"),
    NewUser(name: "Zoë Ångström 👩‍💻", email: "zoë@example.com"),
    NewUser(name: "", email: ""),
  ])
  func create_sendsANewUserOfAnyShapeAsExactlyThatJSON(user: NewUser) async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 201, body: Data(adaJSON.utf8))) { stub in
      _ = await errorThrown { _ = try await makeSUT(stub).create(user) }

      let sent = try #require(stub.requests.first, "Expected one request for \(user). Send it through the injected session.")
      let decoded = try? JSONDecoder().decode(NewUser.self, from: sent.body)
      #expect(
        decoded == user,
        """
        Expected the body to be valid JSON for exactly \(user), got \(String(decoding: sent.body, as: UTF8.self)). \
        Let JSONEncoder write the body: a body built by interpolation breaks on a quote, a backslash or a newline.
        """
      )
    }
  }

  @Test(arguments: [200, 202, 299])
  func create_returnsTheCreatedUserFromAny2xx(status: Int) async throws {
    try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adaJSON.utf8))) { stub in
      let error = await errorThrown {
        let created = try await makeSUT(stub).create(NewUser(name: "Ada Lovelace", email: "ada@example.com"))
        #expect(created == ada, "Expected the created user from the body of a \(status), got \(created). Decode the body of every 2xx.")
      }

      #expect(
        error == nil,
        "Expected the user from a \(status), got the error \(String(describing: error)). Every status in 200..<300 is a success, for create as for search."
      )
    }
  }

  @Test(arguments: [
    (401, UserDirectoryError.unauthorized),
    (404, .notFound),
    (100, .badStatus(100)),
    (199, .badStatus(199)),
    (300, .badStatus(300)),
    (304, .badStatus(304)),
    (399, .badStatus(399)),
    (400, .badStatus(400)),
    (403, .badStatus(403)),
    (499, .badStatus(499)),
    (500, .badStatus(500)),
    (503, .badStatus(503)),
    (599, .badStatus(599)),
    (600, .badStatus(600)),
    (999, .badStatus(999)),
  ])
  func requests_mapAStatusOutside2xxToItsError(status: Int, expected: UserDirectoryError) async throws {
    // The body is a valid list on purpose: only the status code says this answer is an error.
    try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adasJSON.utf8))) { stub in
      let error = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }

      #expect(
        error as? UserDirectoryError == expected,
        "Expected \(expected) for status \(status), got \(String(describing: error)). Check statusCode before decoding: 200..<300 decodes (and nothing else: not a 1xx, a 3xx or a 600), 401, 404, else .badStatus."
      )
      #expect(
        stub.requests.count == 1,
        "Expected exactly one request for status \(status), got \(stub.requests.count). The client forwards one call as one request: no retry."
      )
    }
  }

  @Test(arguments: [
    (401, UserDirectoryError.unauthorized),
    (404, .notFound),
    (199, .badStatus(199)),
    (300, .badStatus(300)),
    (400, .badStatus(400)),
    (500, .badStatus(500)),
    (503, .badStatus(503)),
    (600, .badStatus(600)),
  ])
  func create_mapsAStatusOutside2xxToItsError(status: Int, expected: UserDirectoryError) async throws {
    // The body is a valid user on purpose: create must check the status as search does.
    try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adaJSON.utf8))) { stub in
      let error = await errorThrown { _ = try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }

      #expect(
        error as? UserDirectoryError == expected,
        "Expected \(expected) from create for status \(status), got \(String(describing: error)). Map the status in create too: share one send function."
      )
      #expect(
        stub.requests.count == 1,
        "Expected exactly one request from create for status \(status), got \(stub.requests.count). The client forwards one call as one request: no retry."
      )
    }
  }

  @Test func requests_throwBadStatusForEveryOtherStatusOutside2xx() async throws {
    // Every registered status outside 2xx but the two the API names, and a few unregistered ones:
    // a 403, a 410 or a 429 means something too, but this client has no case for it.
    let others =
      [100, 101, 102, 103, 199, 300, 301, 302, 303, 304, 305, 307, 308, 399]
      + [400, 402, 403, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424]
      + [425, 426, 428, 429, 431, 451, 499, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511, 599, 600, 999]
    var wrong: [String] = []
    for status in others {
      try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adaJSON.utf8))) { stub in
        let searchError = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }
        let createError = await errorThrown { _ = try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }
        if searchError as? UserDirectoryError != .badStatus(status) || createError as? UserDirectoryError != .badStatus(status) {
          wrong.append("\(status): search \(String(describing: searchError)), create \(String(describing: createError))")
        }
        if stub.requests.count != 2 { wrong.append("\(status): \(stub.requests.count) requests for one search and one create") }
      }
    }

    #expect(
      wrong.isEmpty,
      """
      Expected .badStatus(code), from one request, for every status outside 200..<300 except 401 and 404; wrong for \
      \(wrong.count) of \(others.count): \(wrong.prefix(5).joined(separator: "; "))\(wrong.count > 5 ? "; ..." : ""). \
      Only 401 is .unauthorized and only 404 is .notFound: every other status goes to `default`, as .badStatus(statusCode).
      """
    )
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

  @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cancelled, .networkConnectionLost, .cannotFindHost])
  func requests_letATransportErrorThroughUnchanged(code: URLError.Code) async throws {
    try await StubURLProtocol.withStub(answering: .failure(URLError(code))) { stub in
      let searchError = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }
      let createError = await errorThrown { _ = try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }

      #expect(
        (searchError as? URLError)?.code == code,
        """
        Expected the URLError with code \(code.rawValue) from search, got \(String(describing: searchError)). Let the session's \
        error propagate (try, no catch), whatever its code: offline is not an empty result, and neither is a cancelled request.
        """
      )
      #expect(
        (createError as? URLError)?.code == code,
        "Expected the URLError with code \(code.rawValue) from create, got \(String(describing: createError)). Let the session's error propagate (try, no catch)."
      )
    }
  }

  @Test func requests_sendOneRequestPerCallWithNoRetryAndNoCache() async throws {
    try await StubURLProtocol.withStub(answering: .failure(URLError(.notConnectedToInternet))) { stub in
      _ = await errorThrown { _ = try await makeSUT(stub).search(name: "Ada", page: 1) }
      _ = await errorThrown { _ = try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }

      #expect(
        stub.requests.map(\.method) == ["GET", "POST"],
        """
        Expected one GET and one POST for one failed search and one failed create, got \(stub.requests.map(\.method)). \
        The client forwards: a transport error goes back to the caller after that one request, with no retry.
        """
      )
    }
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data(adasJSON.utf8))) { stub in
      let sut = makeSUT(stub)
      _ = await errorThrown { _ = try await sut.search(name: "Ada", page: 1) }
      _ = await errorThrown { _ = try await sut.search(name: "Ada", page: 1) }

      #expect(
        stub.requests.count == 2,
        "Expected two requests for two identical searches, got \(stub.requests.count). The client asks the server every time: no cache."
      )
    }
  }

  // MARK: - Helpers

  private func makeSUT(_ stub: NetworkStub, token: String = "any-token") -> UserDirectoryClient {
    UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: token)
  }
}
