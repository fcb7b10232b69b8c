import Foundation
import Lab05SegregatedServices
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: the split (each small protocol holds one job) and `CatService`, the one concrete type
/// that does both jobs, over an injected `HTTPClient`. Each test compares one `ServiceExchange` per
/// call (per row, for a test that checks a table, stopping at the first row that differs): every
/// request the client received, whole, and how the call ended.
@Suite("Lab 05 · Task 2: the cat service")
struct Task2CatServiceTests {
  // MARK: - The split

  /// What the split decides, seen from outside: which job each protocol lets through.
  struct Split: Equatable {
    var aFetchOnlyTypeIsAnUpdater: Bool
    var aRenameOnlyTypeIsAFetcher: Bool
    var factThroughTheFetchProtocol: CatFact?
    var requests: [String]
  }

  @Test func split_eachSmallProtocolHoldsOneJob_andCatServiceDoesBoth() async throws {
    let client = StubHTTPClient(answer: try StubHTTPClient.answer(status: 200, body: clowderJSON))
    let service = CatService(client: client, baseURL: try catBaseURL())
    let fetcher: any FetchCatFactProtocol = service  // what a fact screen is given
    let updater: any UpdateCatInformationProtocol = service  // what an editor screen is given

    let fact = try? await fetcher.fetchCatFact()
    try? await updater.updateName(id: "c-7", to: "Tom")
    let fetchOnly: Any = FetchOnlyService(fact: sleepy)
    let renameOnly: Any = RenameOnlyService()

    expectSame(
      Split(
        aFetchOnlyTypeIsAnUpdater: fetchOnly is any UpdateCatInformationProtocol,
        aRenameOnlyTypeIsAFetcher: renameOnly is any FetchCatFactProtocol,
        factThroughTheFetchProtocol: fact,
        requests: client.requests.map { "\($0.httpMethod ?? "nil") \($0.url?.absoluteString ?? "nil")" }),
      Split(
        aFetchOnlyTypeIsAnUpdater: false, aRenameOnlyTypeIsAFetcher: false, factThroughTheFetchProtocol: clowder,
        requests: ["GET https://cats.lab05.test/fact", "PATCH https://cats.lab05.test/cats/c-7"]),
      "Split the service (section \"How\" of the chapter): a type that can only fetch must not count as one that renames, nor the other way round, so each job needs a protocol of its own that requires its one method; CatService does both jobs. Called through each protocol, CatService's own methods must answer (GET <baseURL>/fact, then PATCH <baseURL>/cats/<id>)."
    )
  }

  // MARK: - Fetching a fact

  /// Bodies that are a fact, in every shape a JSON body can take.
  static let factBodies: [(String, CatFact)] = [
    (clowderJSON, clowder),
    (#"{"length":32,"fact":"Cats sleep 12 to 16 hours a day."}"#, sleepy),
    ("{\n  \"fact\" : \"  Spaces before and after  \",\n\t\"length\" : 29\n}\n", CatFact(fact: "  Spaces before and after  ", length: 29)),
    (#"{"fact": "Line one\nline two", "length": 17}"#, CatFact(fact: "Line one\nline two", length: 17)),
    (
      #"{"fact": "Le chat dort über 16 Stunden — ça alors", "length": 40}"#,
      CatFact(fact: "Le chat dort über 16 Stunden — ça alors", length: 40)
    ),
    (#"{"fact": "Zoe\u0301 purrs", "length": 10}"#, CatFact(fact: "Zoe\u{301} purrs", length: 10)),
    (#"{"fact": "🐈‍⬛ \ud83d\ude3a", "length": 2}"#, CatFact(fact: "🐈‍⬛ 😺", length: 2)),
    (#"{"fact": "", "length": 0}"#, CatFact(fact: "", length: 0)),
    (
      #"{"fact": "Cats have 32 muscles in each ear.", "length": 33, "source": "vet"}"#,
      CatFact(fact: "Cats have 32 muscles in each ear.", length: 33)
    ),
  ]

  @Test func fetchCatFact_getsTheFactPathAndDecodesEveryShapeOfFact() async throws {
    for (body, fact) in Self.factBodies {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 200, body: body))

      guard
        expectSame(
          await ServiceExchange.fetch(sut, through: client),
          ServiceExchange(requests: [SentRequest("GET", "https://cats.lab05.test/fact")], outcome: .fact(fact)),
          "With the body \(body.debugDescription): expected one GET <baseURL>/fact (no body, no headers, URLRequest's default timeout and cache policy) and the fact decoded as it is, spaces, line breaks, accents and emoji included."
        )
      else { return }
    }
  }

  /// Bodies a 200 may carry that are not a fact.
  static let notFacts = [
    #"{"oops": true}"#, "", "null", "[]", "not JSON", #"{"fact": "No length"}"#, #"{"fact": 7, "length": 1}"#,
    #"{"fact": "Length as text", "length": "14"}"#,
  ]

  @Test func fetchCatFact_throwsUndecodableForA2xxBodyThatIsNotAFact() async throws {
    for body in Self.notFacts {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 200, body: body))

      guard
        expectSame(
          await ServiceExchange.fetch(sut, through: client),
          ServiceExchange(requests: [SentRequest("GET", "https://cats.lab05.test/fact")], outcome: .threw(.service(.undecodable))),
          "With the body \(body.debugDescription), which is not a fact, in a 200: expected .undecodable, after one GET. Map a decoding failure to .undecodable."
        )
      else { return }
    }
  }

  // MARK: - An answer that is not HTTP, for both methods

  /// Bodies an answer that is not HTTP may carry: a fact, nothing, and something else.
  static let notHTTPBodies = [clowderJSON, "", "not JSON"]

  @Test func fetchCatFact_throwsServerStatus0ForAnAnswerThatIsNotHTTP() async throws {
    for body in Self.notHTTPBodies {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.notHTTPAnswer(body: body))

      guard
        expectSame(
          await ServiceExchange.fetch(sut, through: client),
          ServiceExchange(
            requests: [SentRequest("GET", "https://cats.lab05.test/fact")], outcome: .threw(.service(.server(status: 0)))),
          "With an answer that is not HTTP, its body \(body.debugDescription) (a fact included): expected .server(status: 0), for it has no status, and 0 says so. Check the answer before decoding."
        )
      else { return }
    }
  }

  @Test func updateName_throwsServerStatus0ForAnAnswerThatIsNotHTTP() async throws {
    for body in Self.notHTTPBodies {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.notHTTPAnswer(body: body))

      guard
        expectSame(
          await ServiceExchange.rename(sut, id: "c-7", to: "Tom", through: client),
          ServiceExchange(
            requests: [Self.patch("https://cats.lab05.test/cats/c-7", name: "Tom")], outcome: .threw(.service(.server(status: 0)))),
          "Renamed, and the answer was not HTTP (body \(body.debugDescription)): that is .server(status: 0) for a rename too, not a done rename. Only a 2xx status says the server did it; check the answer in the one place both methods share."
        )
      else { return }
    }
  }

  // MARK: - Statuses, for both methods

  /// Each edge of 200...299 and one step to either side, and statuses far outside.
  static let statuses = [100, 199, 200, 201, 202, 204, 298, 299, 300, 301, 304, 399, 400, 401, 404, 499, 500, 503, 599, 600]

  @Test func fetchCatFact_succeedsForEvery2xxStatusAndNoOther() async throws {
    for status in Self.statuses {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: status, body: clowderJSON))

      guard
        expectSame(
          await ServiceExchange.fetch(sut, through: client),
          ServiceExchange(
            requests: [SentRequest("GET", "https://cats.lab05.test/fact")],
            outcome: (200...299).contains(status) ? .fact(clowder) : .threw(.service(.server(status: status)))),
          "Answered \(status) with a fact as its body. Every status in 200...299 is success and no other: a 1xx, a 3xx, a 4xx, a 5xx or a 600 is .server(status:) whatever the body says, so check the status before you decode."
        )
      else { return }
    }
  }

  @Test func updateName_succeedsForEvery2xxStatusAndNoOther_evenWithAnEmptyBody() async throws {
    for status in Self.statuses {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: status, body: ""))

      guard
        expectSame(
          await ServiceExchange.rename(sut, id: "c-7", to: "Tom", through: client),
          ServiceExchange(
            requests: [Self.patch("https://cats.lab05.test/cats/c-7", name: "Tom")],
            outcome: (200...299).contains(status) ? .done : .threw(.service(.server(status: status)))),
          "Renamed, answered \(status) with no body. Every status in 200...299 is a done rename (a PATCH needs nothing back, so don't decode or require a body); any other is .server(status:)."
        )
      else { return }
    }
  }

  // MARK: - Errors from the client, for both methods

  /// Every kind of error a client can throw, each with what the service must throw for it.
  static let clientErrors: [(Thrown, Thrown)] = [
    (.urlError(code: URLError.Code.notConnectedToInternet.rawValue), .service(.offline)),
    (.urlError(code: URLError.Code.timedOut.rawValue), .service(.offline)),
    (.urlError(code: URLError.Code.cannotFindHost.rawValue), .service(.offline)),
    (.urlError(code: URLError.Code.cannotConnectToHost.rawValue), .service(.offline)),
    (.urlError(code: URLError.Code.networkConnectionLost.rawValue), .service(.offline)),
    (.urlError(code: URLError.Code.secureConnectionFailed.rawValue), .service(.offline)),
    (.urlError(code: URLError.Code.badServerResponse.rawValue), .service(.offline)),
    (.decoding, .service(.offline)),
    (.probe, .service(.offline)),
    (.service(.server(status: 500)), .service(.offline)),
    (.service(.undecodable), .service(.offline)),
    (.cancellation, .cancellation),
    (.urlCancelled, .urlCancelled),
  ]

  @Test func fetchCatFact_turnsEveryClientErrorIntoOffline_butPassesACancelThrough() async throws {
    for (thrown, expected) in Self.clientErrors {
      let (sut, client) = try makeSUT(answer: .failure(thrown.error))

      guard
        expectSame(
          await ServiceExchange.fetch(sut, through: client),
          ServiceExchange(requests: [SentRequest("GET", "https://cats.lab05.test/fact")], outcome: .threw(expected)),
          "The client threw \(thrown). Any client error means no answer came back: .offline, whatever its type or code, after one request (the service never retries; that is the screen's decision). Except a cancel, CancellationError or URLError(.cancelled): nothing failed, the caller stopped waiting, so throw it on as it came (docs/01-networking-seam.md, \"A cancel is not a failure\")."
        )
      else { return }
    }
  }

  @Test func updateName_turnsEveryClientErrorIntoOffline_butPassesACancelThrough() async throws {
    for (thrown, expected) in Self.clientErrors {
      let (sut, client) = try makeSUT(answer: .failure(thrown.error))

      guard
        expectSame(
          await ServiceExchange.rename(sut, id: "c-7", to: "Tom", through: client),
          ServiceExchange(requests: [Self.patch("https://cats.lab05.test/cats/c-7", name: "Tom")], outcome: .threw(expected)),
          "The client threw \(thrown) for a rename. Map it as fetchCatFact does, in the same one place: .offline for any error, a cancel passed through unchanged, one request and no retry (a PATCH that reached the server and lost its answer must not be sent twice)."
        )
      else { return }
    }
  }

  // MARK: - Renaming

  /// Names of every shape a person can type: quotes, backslashes, whitespace at either end and
  /// inside, line breaks, accents (one code point or combining), emoji, braces, empty.
  static let names = [
    "Tom", #"O"Malley"#, #"Back\slash"#, "Line\nbreak", "Carriage\r\nreturn", "Tab\tbed", " Leading", "Trailing ",
    "Two  spaces", "Zoë", "Zoe\u{301}", "🐈‍⬛ Shadow", "日本猫", "{\"name\": \"Jerry\"}", "a/b", "",
  ]

  @Test func updateName_patchesTheCatWithAnyNameAsAJSONString() async throws {
    for name in Self.names {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 204, body: ""))

      guard
        expectSame(
          await ServiceExchange.rename(sut, id: "c-7", to: name, through: client),
          ServiceExchange(requests: [Self.patch("https://cats.lab05.test/cats/c-7", name: name)], outcome: .done),
          "Renamed c-7 to \(name.debugDescription): expected one PATCH <baseURL>/cats/c-7 with the header Content-Type: application/json and the JSON body {\"name\": <the name, exactly>}. A name may hold quotes, backslashes, line breaks or emoji: let an encoder write the body rather than building it by string interpolation."
        )
      else { return }
    }
  }

  /// Ids as they come, each with the path it must end in: plain ones, and ones with characters a
  /// path must percent-encode (once: `%` itself included). An id is sent as it is, spaces at
  /// either end included: it names a cat, and it is not the service's to tidy.
  static let ids: [(String, String)] = [
    ("c-7", "c-7"), ("42", "42"), ("cat_0001", "cat_0001"), ("Cat-7B", "Cat-7B"), ("c 7", "c%207"), ("cat#1", "cat%231"),
    ("a?b", "a%3Fb"), ("50%", "50%25"), ("%20", "%2520"), ("Zoë", "Zo%C3%AB"), (" c-7", "%20c-7"), ("c-7 ", "c-7%20"),
  ]

  @Test func updateName_putsTheIdInThePath_asItIs_percentEncodedOnce() async throws {
    for (id, path) in Self.ids {
      let (sut, client) = try makeSUT(answer: StubHTTPClient.answer(status: 200, body: ""))

      guard
        expectSame(
          await ServiceExchange.rename(sut, id: id, to: "Tom", through: client),
          ServiceExchange(requests: [Self.patch("https://cats.lab05.test/cats/\(path)", name: "Tom")], outcome: .done),
          "Renamed the cat \(id.debugDescription): expected PATCH <baseURL>/cats/\(path). The id is the last path component, as it is (not trimmed: an id with a space at either end is another id), percent-encoded once by the URL itself (a space is %20, a % is %25): encode it yourself and the URL encodes your % again."
        )
      else { return }
    }
  }

  // MARK: - Base URLs, for both methods

  /// Base URLs with and without a path, each with and without a trailing slash.
  static let baseURLs = [
    "https://cats.lab05.test", "https://cats.lab05.test/", "https://cats.lab05.test/api/v1", "https://cats.lab05.test/api/v1/",
  ]

  @Test func requests_keepThePathOfTheBaseURL() async throws {
    for base in Self.baseURLs {
      let client = StubHTTPClient(answer: try StubHTTPClient.answer(status: 200, body: clowderJSON))
      let sut = CatService(client: client, baseURL: try #require(URL(string: base), "The base URL \(base) is a URL."))
      let root = base.hasSuffix("/") ? String(base.dropLast()) : base

      _ = await ServiceExchange.fetch(sut, through: client)
      guard
        expectSame(
          await ServiceExchange.rename(sut, id: "c-7", to: "Tom", through: client),
          ServiceExchange(
            requests: [SentRequest("GET", "\(root)/fact"), Self.patch("\(root)/cats/c-7", name: "Tom")], outcome: .done),
          "Over the base URL \(base): expected GET \(root)/fact, then PATCH \(root)/cats/c-7. Add path components to the base URL: that keeps its own path and puts exactly one slash between the parts (a URL resolved relative to it drops the path; glued strings double the slash)."
        )
      else { return }
    }
  }

  // MARK: - Helpers

  /// The rename request the chapter promises.
  static func patch(_ url: String, name: String) -> SentRequest {
    SentRequest("PATCH", url, headers: ["Content-Type": "application/json"], body: .json(["name": name]))
  }

  private func makeSUT(answer: Result<(Data, URLResponse), any Error>) throws -> (CatService, StubHTTPClient) {
    let client = StubHTTPClient(answer: answer)
    return (CatService(client: client, baseURL: try catBaseURL()), client)
  }
}
