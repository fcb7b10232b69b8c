import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: the stub records every request as a `RecordedRequest`: method, URL with its query,
/// headers and body, wherever the body travels.
@Suite("Lab 03 · Task 2: the stub records requests")
struct Task2StubRecordsTests {
  @Test func stub_recordsEveryRequestInOrder() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("ok".utf8))) { stub in
      let search = try #require(
        URL(string: "users?q=Ada%20Lovelace&page=2", relativeTo: stub.baseURL)?.absoluteURL,
        "Expected a valid search URL on the stub's baseURL (a test bug).")
      var delete = URLRequest(url: url("users/42", on: stub))
      delete.httpMethod = "DELETE"

      let first = await Outcome.of(URLRequest(url: search), on: stub)
      let second = await Outcome.of(delete, on: stub)
      let third = await Outcome.of(URLRequest(url: search), on: stub)

      let ok = Outcome.answered(status: 200, headers: [:], body: Data("ok".utf8))
      expectSame(
        Observed([first, second, third], stub),
        Observed(
          [ok, ok, ok], [SentRequest("GET", search), SentRequest("DELETE", url("users/42", on: stub)), SentRequest("GET", search)]),
        """
        Expected three answers and the three requests recorded in order, each once, with its method and full URL as sent, the \
        repeated one twice: a spy keeps every request that reaches it, and never drops or merges an older one.
        """
      )
    }
  }

  @Test func recordedRequest_readsAStreamThatHandsItsBytesOverInChunks() {
    // Straight to RecordedRequest, no session: a stream that gives at most `chunkSize` bytes per
    // read, however big the buffer, as a network or file stream does.
    let payload = Data((0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    for chunkSize in [7, 1_000, 65_536] {
      var request = URLRequest(url: URL(fileURLWithPath: "/upload"))
      request.httpMethod = "PUT"
      request.httpBodyStream = ChunkedInputStream(payload, chunkSize: chunkSize)

      let recorded = RecordedRequest(request)

      // Compared into a Bool first: on a failure, #expect would diff two 70 KB collections byte by
      // byte, which takes minutes.
      let recordedAll = recorded.body == payload
      #expect(
        recordedAll,
        """
        With a stream that gives at most \(chunkSize) bytes per read: expected all \(payload.count) bytes, got \
        \(recorded.body.count). A read may return fewer bytes than you asked for long before the end: keep calling read until \
        it returns 0 (or less), however big your buffer, and keep the bytes each call returned.
        """
      )
      guard recordedAll else { return }
    }
  }

  @Test func stub_recordsEveryOneOfManyRequestsInFlightAtOnce() async throws {
    // Apple's URLSession calls startLoading on several threads at once; here the test does it
    // itself, as URLSession would: a StubURLProtocol per request, all started together. A registry
    // that reads the entry under one lock and writes it back under another loses requests here:
    // two of them read the same entry, and one write wins.
    let requestCount = 2_000
    try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
      let requests = (0..<requestCount).map { URLRequest(url: url("parallel/\($0)", on: stub)) }
      let client = SilentProtocolClient()
      DispatchQueue.concurrentPerform(iterations: requestCount) { index in
        StubURLProtocol(request: requests[index], cachedResponse: nil, client: client).startLoading()
      }

      let recorded = Set(stub.requests.compactMap { $0.url?.lastPathComponent })
      #expect(
        stub.requests.count == requestCount && recorded.count == requestCount,
        """
        Expected all \(requestCount) requests started at once to be recorded, each once, got \(stub.requests.count) \
        (\(recorded.count) different). Look up the entry, append the request and return the answer inside ONE withLock: \
        between two withLock calls another request can read the same entry, and one of the two recordings is lost.
        """
      )
    }
  }

  @Test func stub_recordsEveryRequestWhileItIsReconfiguredAtTheSameTime() async throws {
    // Requests and answer(with:) at once, on many threads. A registry that reads the entry under
    // one lock and writes it back whole under another puts back a record from before the
    // requests that arrived in between: they are lost. The window is small, so the test tries
    // several rounds (measured: the two-lock registry loses records in 100 of 100 runs).
    let requestCount = 8_000
    for round in 1...4 {
      let lost = try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
        let requests = (0..<requestCount).map { URLRequest(url: url("round\(round)/\($0)", on: stub)) }
        let client = SilentProtocolClient()
        DispatchQueue.concurrentPerform(iterations: 2 * requestCount) { index in
          if index.isMultiple(of: 2) {
            StubURLProtocol(request: requests[index / 2], cachedResponse: nil, client: client).startLoading()
          } else {
            stub.answer(with: .http(status: 200 + index % 7))
          }
        }
        return requestCount - Set(stub.requests.compactMap { $0.url?.lastPathComponent }).count
      }
      guard lost == 0 else {
        Issue.record(
          """
          Expected all \(requestCount) requests recorded while answer(with:) ran at the same time; round \(round) lost \(lost). \
          Change the answer in place, inside the same lock that finds the entry: an entry read under one lock and written \
          back under another undoes the recordings in between.
          """
        )
        return
      }
    }
  }

  /// Methods as a caller may spell them: lower case, mixed case, custom.
  static let methods = ["GET", "get", "patch", "Delete", "PURGE", "PROPFIND", "x-custom"]

  @Test func stub_recordsTheMethodAndEveryHeaderAsCarried() async throws {
    // Straight to startLoading, as URLSession calls it: what the stub records of the request
    // it was handed, nothing tidied up.
    for method in Self.methods {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
        var request = URLRequest(url: url("users/42", on: stub))
        request.httpMethod = method
        request.setValue("", forHTTPHeaderField: "X-Empty")
        request.setValue("kept", forHTTPHeaderField: "X-Kept")
        StubURLProtocol(request: request, cachedResponse: nil, client: SilentProtocolClient()).startLoading()
        // URLRequest itself spells the standard methods in upper case (`get` is `GET`); any other
        // stays as given (`patch`).
        let carried = request.httpMethod ?? method

        return expectSame(
          Observed([], stub),
          Observed([], [SentRequest(carried, url("users/42", on: stub), headers: ["X-Empty": "", "X-Kept": "kept"])]),
          """
          With the method \(method.debugDescription): expected the request recorded with its method exactly as carried \
          (\(carried.debugDescription): no upper-casing) and every header, one with an empty value too. A spy records what it \
          was sent; a test asserts what it means.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func stub_recordsTheHeadersOfTheRequest() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { stub in
      var request = URLRequest(url: url("me", on: stub))
      request.setValue("Bearer t0ken", forHTTPHeaderField: "Authorization")
      request.setValue("fr-CH", forHTTPHeaderField: "Accept-Language")
      request.setValue("r-17", forHTTPHeaderField: "X-Request-ID")

      let outcome = await Outcome.of(request, on: stub)

      expectSame(
        Observed(outcome, stub),
        Observed(
          .answered(status: 200, headers: [:], body: Data()),
          [SentRequest("GET", url("me", on: stub), headers: request.allHTTPHeaderFields ?? [:])]),
        """
        Expected every header of the request recorded, each as the request spelled it (\(request.allHTTPHeaderFields ?? [:])): \
        none renamed, lowercased, dropped or added.
        """
      )
    }
  }

  @Test func stub_recordsTheTimeoutAndTheCachePolicyAsSent() async throws {
    let sent: [(timeout: TimeInterval, cachePolicy: URLRequest.CachePolicy)] = [
      (60, .useProtocolCachePolicy), (7.5, .reloadIgnoringLocalCacheData), (120, .useProtocolCachePolicy),
      (0.25, .reloadIgnoringLocalCacheData),
    ]
    for (timeout, cachePolicy) in sent {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
        var request = URLRequest(url: url("fresh", on: stub))
        request.timeoutInterval = timeout
        request.cachePolicy = cachePolicy

        let outcome = await Outcome.of(request, on: stub)

        return expectSame(
          Observed(outcome, stub),
          Observed(
            .answered(status: 204, headers: [:], body: Data()),
            [SentRequest("GET", url("fresh", on: stub), timeout: timeout, cachePolicy: cachePolicy)]),
          """
          With timeout \(timeout) s and cache policy \(cachePolicy.rawValue) sent: expected the request recorded with both, as \
          sent. Copy both from the request: a test asserts on what the client really asked for, not on a default.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func recordedRequest_copiesEveryFieldOfTheRequest() throws {
    // Straight to RecordedRequest, no session: every field it promises, from a request that sets them all.
    let target = try #require(URL(string: "https://directory.lab03.test/v2/users/42?fields=name"), "Expected a valid URL (a test bug).")
    let cachePolicies: [URLRequest.CachePolicy] = [
      .useProtocolCachePolicy, .reloadIgnoringLocalCacheData, .reloadIgnoringLocalAndRemoteCacheData, .returnCacheDataElseLoad,
      .returnCacheDataDontLoad, .reloadRevalidatingCacheData,
    ]
    for cachePolicy in cachePolicies {
      var request = URLRequest(url: target, cachePolicy: cachePolicy, timeoutInterval: 42.5)
      request.httpMethod = "PATCH"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(#"{"name":"Ada"}"#.utf8)

      let recorded = RecordedRequest(request)

      // The first difference ends the test: one issue, the full request's.
      guard
        expectSame(
          SentRequest(recorded),
          SentRequest(
            "PATCH", target, headers: ["Content-Type": "application/json"], body: Data(#"{"name":"Ada"}"#.utf8), timeout: 42.5,
            cachePolicy: cachePolicy),
          """
          With cache policy \(cachePolicy.rawValue): expected every field copied from the request as it was: method, URL, \
          headers, body, timeout and cache policy.
          """
        )
      else { return }
      guard
        expectSame(
          SentRequest(RecordedRequest(URLRequest(url: target))), SentRequest("GET", target),
          "Expected a request that sets nothing recorded as GET, with no headers, an empty body and the request's default timeout and cache policy."
        )
      else { return }
    }
  }

  @Test func recordedRequest_keepsEveryHeaderAsTheRequestSpelledIt() throws {
    // Straight to RecordedRequest, no session: what it records is what the request carried.
    let spelled = ["Authorization": "Bearer t0ken", "Accept-Language": "fr-CH", "X-Request-ID": "r-17", "x-lower-case": "yes"]
    var request = URLRequest(url: URL(fileURLWithPath: "/me"))
    for (name, value) in spelled { request.setValue(value, forHTTPHeaderField: name) }

    let recorded = RecordedRequest(request)

    #expect(
      recorded.headers == request.allHTTPHeaderFields ?? [:],
      """
      Expected the headers exactly as the request carried them, \(request.allHTTPHeaderFields ?? [:]), got \(recorded.headers). \
      Copy request.allHTTPHeaderFields as it is: don't rename, lowercase, filter or add headers. value(forHeader:) already \
      compares names without case.
      """
    )
  }

  @Test func stub_recordsABodySetAsHTTPBody() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 201)) { stub in
      var request = URLRequest(url: url("users", on: stub))
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(#"{"name":"Ada"}"#.utf8)

      let outcome = await Outcome.of(request, on: stub)

      expectSame(
        Observed(outcome, stub),
        Observed(
          .answered(status: 201, headers: [:], body: Data()),
          [SentRequest("POST", url("users", on: stub), headers: ["Content-Type": "application/json"], body: Data(#"{"name":"Ada"}"#.utf8))]),
        """
        Expected the POST recorded with its body {"name":"Ada"}. Inside a URLProtocol the body may arrive as request.httpBody \
        (Linux) or only as request.httpBodyStream (Apple platforms): take it from wherever it is.
        """
      )
    }
  }

  @Test func stub_recordsABodyThatArrivesAsAStream() async throws {
    // 256 KB and 5 bytes: larger than any sensible read buffer, so reading a single chunk is not
    // enough; and not a multiple of one, so the last chunk is short and appending the whole buffer
    // (rather than the bytes `read` returned) adds stale bytes.
    let payload = Data((String(repeating: "0123456789abcdef", count: 16_384) + "-tail").utf8)

    try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
      var request = URLRequest(url: url("upload", on: stub))
      request.httpMethod = "PUT"
      request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
      request.httpBodyStream = InputStream(data: payload)

      let outcome = await Outcome.of(request, on: stub)

      expectSame(
        Observed(outcome, stub),
        Observed(
          .answered(status: 204, headers: [:], body: Data()),
          [SentRequest("PUT", url("upload", on: stub), headers: ["Content-Type": "application/octet-stream"], body: payload)]),
        """
        Expected the PUT recorded with its whole \(payload.count)-byte body. When there is no httpBody, read the stream to its \
        end: as many reads as it takes, keeping the bytes each read returned (its count), not the whole buffer.
        """
      )
    }
  }
}
