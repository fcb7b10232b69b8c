import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 4: `UserDirectoryClient`, run over the real `URLSession` through your stub: the requests
/// it builds, the status codes it maps, the errors it lets through. Every test compares what the
/// client returned or threw and every request the stub recorded, whole.
@Suite("Lab 03 · Task 4: the client over the real URLSession")
struct Task4DirectoryClientTests {
  @Test func search_sendsAGETWithTheEncodedQueryAndTheHeaders() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data(adasJSON.utf8))) { stub in
      let outcome = await Outcome.search { try await makeSUT(stub, token: "s3cret").search(name: "Ada & Grace", page: 2) }

      expectSame(
        Observed(outcome, stub),
        Observed(.users(adas), [Directory.search(under: stub.baseURL, name: "Ada & Grace", page: 2, token: "s3cret")]),
        """
        Expected one GET <baseURL>/users whose query items are exactly q=Ada & Grace and page=2, with Accept: application/json \
        and Authorization: Bearer s3cret and nothing else, the request's default timeout and cache policy; then both users.
        """
      )
    }
  }

  /// Tokens as a caller may hand them over: empty, with whitespace around or inside.
  static let tokens = ["", " padded ", "two words", "t0ken"]

  @Test func search_sendsTheTokenExactlyAsGiven() async throws {
    for token in Self.tokens {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
        let outcome = await Outcome.search { try await makeSUT(stub, token: token).search(name: "Ada", page: 1) }

        return expectSame(
          Observed(outcome, stub),
          Observed(.users([]), [Directory.search(under: stub.baseURL, name: "Ada", page: 1, token: token)]),
          """
          With the token \(token.debugDescription): expected Authorization: "Bearer \(token)" exactly. The client sends the \
          token it was given, an empty one too, untrimmed. Deciding a token is invalid is the server's job (it answers 401).
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func search_sendsANameOfAnyShapeAsOneQueryItemUnchanged() async throws {
    for name in Shapes.names {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
        let outcome = await Outcome.search { try await makeSUT(stub).search(name: name, page: 3) }

        return expectSame(
          Observed(outcome, stub), Observed(.users([]), [Directory.search(under: stub.baseURL, name: name, page: 3)]),
          """
          With the name \(name.debugDescription): expected one request whose query items are exactly that q and page=3, then no \
          users. A name of any shape, empty or blank too, is sent as it is, as one item: let a type that knows the query's rules \
          encode it (escaping a few characters by hand misses `#`, `%`, `=`, `&`, `+` or letters outside ASCII).
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func search_sendsThePageItemForEveryPage() async throws {
    for page in [0, 1, 2, 9, 10, 37, 1_000, 12_345, -1] {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
        let outcome = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: page) }

        return expectSame(
          Observed(outcome, stub), Observed(.users([]), [Directory.search(under: stub.baseURL, name: "Ada", page: page)]),
          """
          With page \(page): expected exactly the query items q=Ada and page=\(page). Send the page for every page, the first one \
          too (don't leave out what you think is the server's default), written as plain digits.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func search_decodesTheUsersFromA2xx() async throws {
    for status in Shapes.successes {
      let same = try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adasJSON.utf8))) { stub in
        let outcome = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }

        return expectSame(
          Observed(outcome, stub), Observed(.users(adas), [Directory.search(under: stub.baseURL, name: "Ada", page: 1)]),
          "With status \(status): expected both users from its body, in order. Every status in 200..<300 is a success: decode its body."
        )
      }
      guard same else { return }
    }
  }

  @Test func search_returnsNoUsersWhenTheBodyIsAnEmptyList() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("[]".utf8))) { stub in
      let outcome = await Outcome.search { try await makeSUT(stub).search(name: "Nobody", page: 1) }

      expectSame(
        Observed(outcome, stub), Observed(.users([]), [Directory.search(under: stub.baseURL, name: "Nobody", page: 1)]),
        "Expected an empty list from a 200 whose body is []. No match is a result, not a failure: .notFound is for a 404 only.")
    }
  }

  @Test func requests_throwTheDecodingErrorOfA2xxBodyThatDoesNotDecode() async throws {
    for body in ["", "not json", #"{"id": "42"}"#, #"[{"id": 42}]"#, "<html>OK</html>"] {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data(body.utf8))) { stub in
        let searched = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }
        let created = await Outcome.create { try await makeSUT(stub).create(NewUser(name: "Ada", email: "ada@example.com")) }

        return expectSame(
          Observed([searched, created], stub).decodingBodies(),
          Observed(
            [.threw(.decoding), .threw(.decoding)],
            [
              Directory.search(under: stub.baseURL, name: "Ada", page: 1),
              Directory.create(under: stub.baseURL, NewUser(name: "Ada", email: "ada@example.com")),
            ]),
          """
          With a 200 whose body is \(body.debugDescription): expected its DecodingError, from search and from create. A body \
          that does not decode is an error the caller must see: not an empty list, not a status error.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func requests_goUnderTheBaseURLsOwnPath() async throws {
    // Only where the requests go matters here, so the answer is an error that needs no decoding.
    for (basePath, expectedPath) in [("", "/users"), ("v2", "/v2/users"), ("v2/", "/v2/users"), ("api/v2", "/api/v2/users")] {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 500)) { stub in
        let baseURL = try #require(
          basePath.isEmpty ? stub.baseURL : URL(string: basePath, relativeTo: stub.baseURL)?.absoluteURL,
          "Expected a valid base URL for the base path \(basePath.debugDescription) (a test bug).")
        let sut = UserDirectoryClient(session: stub.session, baseURL: baseURL, token: "any-token")
        let user = NewUser(name: "Ada", email: "ada@example.com")

        let searched = await Outcome.search { try await sut.search(name: "Ada", page: 1) }
        let created = await Outcome.create { try await sut.create(user) }

        var search = Directory.search(under: stub.baseURL, name: "Ada", page: 1)
        var create = Directory.create(under: stub.baseURL, user)
        search.path = expectedPath
        create.path = expectedPath
        return expectSame(
          Observed([searched, created], stub).decodingBodies(),
          Observed([.threw(.directory(.badStatus(500))), .threw(.directory(.badStatus(500)))], [search, create]),
          """
          With the baseURL \(baseURL.absoluteString): expected search and create both to go to \(expectedPath), one slash \
          between each part. Add "users" as a path component of the baseURL: replacing the path drops the base's own, and \
          joining strings doubles the slash of a baseURL that ends in one.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func create_postsTheNewUserAsJSONAndReturnsTheCreatedUserFromA201() async throws {
    let user = NewUser(name: "Ada Lovelace", email: "ada@example.com")
    try await StubURLProtocol.withStub(answering: .http(status: 201, body: Data(adaJSON.utf8))) { stub in
      let outcome = await Outcome.create { try await makeSUT(stub, token: "s3cret").create(user) }

      expectSame(
        Observed(outcome, stub).decodingBodies(), Observed(.created(ada), [Directory.create(under: stub.baseURL, user, token: "s3cret")]),
        """
        Expected one POST <baseURL>/users with Content-Type and Accept application/json, Authorization: Bearer s3cret, the \
        NewUser as its JSON body and the request's default timeout and cache policy; then the user from the 201's body.
        """
      )
    }
  }

  @Test func create_sendsANewUserOfAnyShapeAsExactlyThatJSON() async throws {
    let users = [
      NewUser(name: #"Ada "The Countess" Lovelace"#, email: "ada@example.com"),
      NewUser(name: #"C:\Users\ada"#, email: #"back\slash@example.com"#),
      NewUser(name: "Ada\nLovelace\t(two lines)", email: "ada@example.com"),
      NewUser(name: "Zoë Ångström 👩‍💻", email: "zoë@example.com"),
      NewUser(name: "Zoe\u{308} & {braces} [brackets]", email: "a+b=c@example.com"),
      NewUser(name: "", email: ""),
      NewUser(name: " ", email: " "),
    ]
    for user in users {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 201, body: Data(adaJSON.utf8))) { stub in
        let outcome = await Outcome.create { try await makeSUT(stub).create(user) }

        return expectSame(
          Observed(outcome, stub).decodingBodies(), Observed(.created(ada), [Directory.create(under: stub.baseURL, user)]),
          """
          With the new user \(user): expected the body to be valid JSON for exactly that user. Let an encoder write the body: \
          a body built by interpolation breaks on a quote, a backslash or a newline.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func create_returnsTheCreatedUserFromAny2xx() async throws {
    let user = NewUser(name: "Ada Lovelace", email: "ada@example.com")
    for status in Shapes.successes {
      let same = try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(adaJSON.utf8))) { stub in
        let outcome = await Outcome.create { try await makeSUT(stub).create(user) }

        return expectSame(
          Observed(outcome, stub).decodingBodies(), Observed(.created(ada), [Directory.create(under: stub.baseURL, user)]),
          "With status \(status): expected the user from its body. Every status in 200..<300 is a success, for create as for search."
        )
      }
      guard same else { return }
    }
  }

  @Test func requests_mapAStatusOutside2xxToItsError() async throws {
    // The body decodes on purpose, as a list and as a user: only the status says this answer is an error.
    let user = NewUser(name: "Ada", email: "ada@example.com")
    for (status, expected) in Shapes.failures {
      for (body, bodyShape) in [(adasJSON, "a list of users"), (adaJSON, "a user")] {
        let same = try await StubURLProtocol.withStub(answering: .http(status: status, body: Data(body.utf8))) { stub in
          let searched = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }
          let created = await Outcome.create { try await makeSUT(stub).create(user) }

          return expectSame(
            Observed([searched, created], stub).decodingBodies(),
            Observed(
              [.threw(.directory(expected)), .threw(.directory(expected))],
              [Directory.search(under: stub.baseURL, name: "Ada", page: 1), Directory.create(under: stub.baseURL, user)]),
            """
            With status \(status) and a body that decodes as \(bodyShape): expected \(expected) from search and from create, one \
            request each. Check the status before decoding: 200..<300 decodes (not a 1xx, a 3xx or a 600), 401 and 404 have \
            cases of their own, every other status is .badStatus; and no retry.
            """
          )
        }
        guard same else { return }
      }
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
      Only 401 is .unauthorized and only 404 is .notFound: every other status is .badStatus(statusCode).
      """
    )
  }

  @Test func requests_checkTheStatusBeforeDecodingAnErrorPage() async throws {
    // A real server's 500 is often an HTML page: decoding it first would throw a DecodingError.
    let errorPage = Data("<html><body>Internal Server Error</body></html>".utf8)
    try await StubURLProtocol.withStub(answering: .http(status: 500, headers: ["Content-Type": "text/html"], body: errorPage)) { stub in
      let outcome = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }

      expectSame(
        Observed(outcome, stub),
        Observed(.threw(.directory(.badStatus(500))), [Directory.search(under: stub.baseURL, name: "Ada", page: 1)]),
        "Expected .badStatus(500) for a 500 with an HTML body. Check the status code first, and decode only a 2xx body.")
    }
  }

  @Test func requests_letATransportErrorThroughUnchanged() async throws {
    for error in Shapes.transportErrors {
      let same = try await StubURLProtocol.withStub(answering: .failure(error.error)) { stub in
        // What the session itself throws for this answer: the client must throw exactly that.
        let fromTheSession = Thrown(
          await errorThrown { _ = try await stub.session.data(from: url("probe", on: stub)) } ?? UnexpectedSuccess())
        let user = NewUser(name: "Ada", email: "ada@example.com")

        let searched = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }
        let created = await Outcome.create { try await makeSUT(stub).create(user) }

        return expectSame(
          Observed([searched, created], stub).decodingBodies(),
          Observed(
            [.threw(fromTheSession), .threw(fromTheSession)],
            [
              .get("probe", on: stub), Directory.search(under: stub.baseURL, name: "Ada", page: 1),
              Directory.create(under: stub.baseURL, user),
            ]),
          """
          With a stubbed \(error.name): expected it to reach the caller as the session threw it (\(fromTheSession)), from \
          search and from create, after one request each. Let the session's error propagate (try, no catch): offline is not an \
          empty result, and a cancel is not a failure to translate.
          """
        )
      }
      guard same else { return }
    }
  }

  /// The workbook's cancellation policy (docs/01, "A cancel is not a failure"), for this layer: the
  /// client translates statuses, and passes a cancel through as it came, of either kind.
  @Test func requests_passACancelThroughUnchanged() async throws {
    for cancel in Shapes.cancels {
      let same = try await StubURLProtocol.withStub(answering: .failure(cancel.error)) { stub in
        let fromTheSession = Thrown(
          await errorThrown { _ = try await stub.session.data(from: url("probe", on: stub)) } ?? UnexpectedSuccess())
        let user = NewUser(name: "Ada", email: "ada@example.com")

        let searched = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }
        let created = await Outcome.create { try await makeSUT(stub).create(user) }

        return expectSame(
          Observed([searched, created], stub).decodingBodies(),
          Observed(
            [.threw(fromTheSession), .threw(fromTheSession)],
            [
              .get("probe", on: stub), Directory.search(under: stub.baseURL, name: "Ada", page: 1),
              Directory.create(under: stub.baseURL, user),
            ]),
          """
          With a stubbed \(cancel.name): expected the cancel to come out of search and create exactly as the session threw it: \
          not an empty list, not a UserDirectoryError, not the other kind of cancel, and not retried. A cancel means the caller \
          stopped waiting; only the caller decides what that means (docs/01-networking-seam.md, "A cancel is not a failure").
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func requests_sendOneRequestPerCallWithNoRetryAndNoCache() async throws {
    let user = NewUser(name: "Ada", email: "ada@example.com")
    let noRetry = try await StubURLProtocol.withStub(answering: .failure(URLError(.notConnectedToInternet))) { stub in
      let searched = await Outcome.search { try await makeSUT(stub).search(name: "Ada", page: 1) }
      let created = await Outcome.create { try await makeSUT(stub).create(user) }

      return expectSame(
        Observed([searched, created], stub).decodingBodies(),
        Observed(
          [.threw(.url(.notConnectedToInternet)), .threw(.url(.notConnectedToInternet))],
          [Directory.search(under: stub.baseURL, name: "Ada", page: 1), Directory.create(under: stub.baseURL, user)]),
        "Expected one GET and one POST for one failed search and one failed create. A transport error goes back to the caller after that one request: no retry."
      )
    }
    // The first difference ends the test: one issue.
    guard noRetry else { return }
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data(adasJSON.utf8))) { stub in
      let sut = makeSUT(stub)
      let first = await Outcome.search { try await sut.search(name: "Ada", page: 1) }
      let second = await Outcome.search { try await sut.search(name: "Ada", page: 1) }

      let search = Directory.search(under: stub.baseURL, name: "Ada", page: 1)
      expectSame(
        Observed([first, second], stub), Observed([.users(adas), .users(adas)], [search, search]),
        "Expected two requests for two identical searches. The client asks the server every time: no cache.")
    }
  }

  // MARK: - Helpers

  private func makeSUT(_ stub: NetworkStub, token: String = "any-token") -> UserDirectoryClient {
    UserDirectoryClient(session: stub.session, baseURL: stub.baseURL, token: token)
  }
}

/// Stands in for an error where the session unexpectedly answered: the comparison then fails.
private struct UnexpectedSuccess: Error {}
