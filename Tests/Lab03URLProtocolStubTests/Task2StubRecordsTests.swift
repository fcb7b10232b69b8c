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
  @Test func stub_recordsEveryRequestsMethodAndURLInOrder() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { stub in
      let search = try #require(
        URL(string: "users?q=Ada%20Lovelace&page=2", relativeTo: stub.baseURL)?.absoluteURL,
        "Expected a valid search URL on the stub's baseURL (a test bug).")
      var delete = URLRequest(url: url("users/42", on: stub))
      delete.httpMethod = "DELETE"

      _ = try await send(URLRequest(url: search), through: stub)
      _ = try await send(delete, through: stub)

      let requests = stub.requests
      #expect(
        requests.map(\.method) == ["GET", "DELETE"],
        "Expected [GET, DELETE], got \(requests.map(\.method)). Record every request, in order, and answer each one: don't keep only the last."
      )
      #expect(
        requests.first?.url == search,
        "Expected the first request's full URL \(search), query included. Record request.url as it arrived.")
      #expect(
        requests.first?.queryItems == [URLQueryItem(name: "q", value: "Ada Lovelace"), URLQueryItem(name: "page", value: "2")],
        "Expected the query items q=Ada Lovelace and page=2. Keep the URL whole when you record it.")
      #expect(
        requests.last?.url?.path == stub.baseURL.appendingPathComponent("users/42").path,
        "Expected the second request's path /users/42. Record each request's own URL.")
    }
  }

  @Test func stub_recordsARequestItAnswersWithATransportError() async throws {
    try await StubURLProtocol.withStub(answering: .failure(URLError(.timedOut))) { stub in
      _ = await errorThrown { _ = try await stub.session.data(for: URLRequest(url: url("slow", on: stub))) }

      #expect(
        stub.requests.map { $0.url?.path } == ["/slow"],
        """
        Expected the request answered with URLError(.timedOut) to be recorded, got \(stub.requests.map { $0.url?.path }). \
        A spy records every request that reaches it, whatever it answers: append it in StubRegistry.answer before you look at the answer.
        """
      )
    }
  }

  @Test(arguments: [7, 1_000, 65_536])
  func recordedRequest_readsAStreamThatHandsItsBytesOverInChunks(chunkSize: Int) {
    // Straight to RecordedRequest, no session: a stream that gives at most `chunkSize` bytes per
    // read, however big the buffer, as a network or file stream does.
    let payload = Data((0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 31) })
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
      Expected all \(payload.count) bytes from a stream that gives at most \(chunkSize) per read, got \(recorded.body.count). \
      A read may return fewer bytes than you asked for long before the end: keep calling read until it returns 0 (or less), \
      however big your buffer, and keep the bytes each call returned.
      """
    )
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

  @Test func stub_recordsTheHeadersOfTheRequest() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { stub in
      var request = URLRequest(url: url("me", on: stub))
      request.setValue("Bearer t0ken", forHTTPHeaderField: "Authorization")
      request.setValue("fr-CH", forHTTPHeaderField: "Accept-Language")

      _ = try await send(request, through: stub)

      let sent = try #require(
        stub.requests.first, "Expected one recorded request. StubRegistry.answer must append the request to its host's entry.")
      #expect(
        sent.value(forHeader: "Authorization") == "Bearer t0ken",
        "Expected Authorization: Bearer t0ken. Record request.allHTTPHeaderFields.")
      #expect(
        sent.value(forHeader: "accept-language") == "fr-CH",
        "Expected Accept-Language: fr-CH. Record every header of the request, not just one.")
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
      request.httpBody = Data(#"{"name":"Ada"}"#.utf8)

      _ = try await send(request, through: stub)

      let sent = try #require(
        stub.requests.first, "Expected one recorded request. StubRegistry.answer must append the request to its host's entry.")
      #expect(
        String(decoding: sent.body, as: UTF8.self) == #"{"name":"Ada"}"#,
        """
        Expected the body {"name":"Ada"}. Inside a URLProtocol the body may arrive as request.httpBody (Linux) \
        or only as request.httpBodyStream (Apple platforms): use httpBody when it is there, else read the stream to its end.
        """
      )
    }
  }

  @Test func stub_recordsABodyThatArrivesAsAStream() async throws {
    // 256 KB and 5 bytes: larger than any sensible read buffer, so reading a single chunk is not
    // enough; and not a multiple of one, so the last chunk is short and appending the whole buffer
    // (rather than the bytes `read` returned) adds stale bytes.
    let payload = String(repeating: "0123456789abcdef", count: 16_384) + "-tail"

    try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
      var request = URLRequest(url: url("upload", on: stub))
      request.httpMethod = "PUT"
      request.httpBodyStream = InputStream(data: Data(payload.utf8))

      _ = try await send(request, through: stub)

      let sent = try #require(
        stub.requests.first, "Expected one recorded request. StubRegistry.answer must append the request to its host's entry.")
      #expect(
        sent.body.count == payload.utf8.count && String(decoding: sent.body, as: UTF8.self) == payload,
        """
        Expected the whole \(payload.utf8.count)-byte body, got \(sent.body.count) bytes. When httpBody is nil, open \
        request.httpBodyStream and call read(_:maxLength:) until it returns 0, appending the bytes each read returned (its count), not the whole buffer.
        """
      )
    }
  }
}
