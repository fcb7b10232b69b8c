import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 1: `withStub` gives each scope a stub and a fresh session routed to `StubURLProtocol`;
/// the protocol replays the stub's answer and records the request, or fails a request to a host no
/// stub owns instead of letting it reach the network. Every test compares what came back and
/// every request the stub recorded, whole.
@Suite("Lab 03 · Task 1: the stub answers")
struct Task1StubAnswersTests {
  @Test func stub_answersWithTheStubbedStatusHeadersAndBody() async throws {
    let answer = StubAnswer.http(status: 201, headers: ["X-Request-Id": "r-17"], body: Data("created".utf8))

    try await StubURLProtocol.withStub(answering: answer) { stub in
      let outcome = await Outcome.of(URLRequest(url: url("things", on: stub)), on: stub)

      expectSame(
        Observed(outcome, stub),
        Observed(.answered(status: 201, headers: ["X-Request-Id": "r-17"], body: Data("created".utf8)), [.get("things", on: stub)]),
        """
        Expected the stubbed 201 with its header and its body, and the GET recorded as sent. Replay a .http answer through \
        `client` (a response with the status and headers, the body, the end of loading), and record each request that reaches the stub.
        """
      )
    }
  }

  @Test func stub_answersWithTheWholeBodyWhateverItsSize() async throws {
    for size in [0, 1, 16_385, 65_537, 100_003] {
      let body = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) })

      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: body)) { stub in
        let outcome = await Outcome.of(URLRequest(url: url("download", on: stub)), on: stub)

        return expectSame(
          Observed(outcome, stub), Observed(.answered(status: 200, headers: [:], body: body), [.get("download", on: stub)]),
          """
          With a \(size)-byte body: expected the whole body in one answer, and the request recorded. Hand the body to `client` \
          ONCE, whole: on Linux a second didLoad replaces the first, so a body handed over in chunks arrives as its last chunk only.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func stub_failsWithTheStubbedURLError() async throws {
    for code in Shapes.urlErrorCodes {
      let same = try await StubURLProtocol.withStub(answering: .failure(URLError(code))) { stub in
        let outcome = await Outcome.of(URLRequest(url: url("slow", on: stub)), on: stub)

        return expectSame(
          Observed(outcome, stub), Observed(.threw(.url(code)), [.get("slow", on: stub)]),
          """
          With a stubbed URLError(\(code.rawValue)): expected that error from the session, and the request recorded. A .failure \
          answer fails the load with its error, whatever the code, and the stub still records what reached it.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func stub_failsWithTheStubbedErrorOfAnyKind() async throws {
    // Compared by domain and code: on Linux the caller gets the very error, on Apple platforms an
    // NSError that URLSession makes from its domain, code and user info.
    for error in Shapes.transportErrors {
      let same = try await StubURLProtocol.withStub(answering: .failure(error.error)) { stub in
        let arrived = await errorThrown { _ = try await stub.session.data(for: URLRequest(url: url("slow", on: stub))) }

        return expectSame(
          Observed(.threw(.other(arrived.map(domainAndCode) ?? "no error")), stub),
          Observed(.threw(.other(domainAndCode(error.error))), [.get("slow", on: stub)]),
          """
          With a stubbed \(error.name): expected it to reach the caller as it is, and the request recorded. Fail the load with \
          the answer's own error, whatever its type: not a URLError made up in its place.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func stub_answersEveryURLOfItsOwnHost() async throws {
    for shape in Shapes.insideTheStubsDomain {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("mine".utf8))) { stub in
        let target = try #require(shape.url(on: stub), "Expected a valid URL for \(shape.name) (a test bug).")

        let outcome = await Outcome.of(URLRequest(url: target), on: stub)

        return expectSame(
          Observed(outcome, stub), Observed(.answered(status: 200, headers: [:], body: Data("mine".utf8)), [SentRequest("GET", target)]),
          """
          With \(shape.name): expected the stub to answer and record a request to \(target.absoluteString). A stub owns its \
          host, compared without case as DNS does, whatever the port, path or query: find the stub by the host alone.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func stub_failsARequestToAHostNoStubOwns() async throws {
    for shape in Shapes.outsideTheStubsDomain {
      let same = try await StubURLProtocol.withStub(answering: .http(status: 200, body: Data("mine".utf8))) { stub in
        let stray = try #require(shape.url(on: stub), "Expected a valid URL for \(shape.name) (a test bug).")

        let outcome = await Outcome.of(URLRequest(url: stray), on: stub)

        return expectSame(
          Observed(outcome, stub), Observed(.threw(.noStub(for: stray)), []),
          """
          With \(shape.name): expected StubNotFound naming \(stray.host ?? "nil"), and nothing recorded on this stub. Claim \
          every request, and fail one whose host no live stub owns, exactly: a near miss of a stub's host is another host. Never \
          let it reach DNS, never answer it with some stub's answer.
          """
        )
      }
      guard same else { return }
    }
  }

  @Test func withStub_returnsWhatItsBodyReturns() async throws {
    let value = try await StubURLProtocol.withStub(answering: .http(status: 204)) { stub in
      "the body's value for \(stub.host.isEmpty ? "no host" : "a host")"
    }

    expectSame(value, "the body's value for a host", "Expected withStub to return what its body returned, with a host of its own.")
  }

  // MARK: - Every request ends

  /// Every answer a stub can give (`nil`: a 200), each row beside a request to a host no stub owns.
  static let endings: [ErrorShape?] = [nil] + Shapes.transportErrors

  @Test func stub_endsEveryRequestWithAFailureOrAFinish() async throws {
    // Straight to startLoading, as URLSession calls it, with a client that records what it was
    // told: a path that tells the client nothing would leave a real session's request, and the
    // test awaiting it, waiting forever; here it fails at once, by name.
    for failure in Self.endings {
      let answer = failure.map { StubAnswer.failure($0.error) } ?? .http(status: 200, body: Data("ok".utf8))
      let same = try await StubURLProtocol.withStub(answering: answer) { stub in
        let stubbed = RecordingProtocolClient()
        StubURLProtocol(request: URLRequest(url: url("users", on: stub)), cachedResponse: nil, client: stubbed).startLoading()
        let nobody = RecordingProtocolClient()
        let lost = try #require(URL(string: "https://\(unstubbedHost)/users"), "A valid URL (a test bug).")
        StubURLProtocol(request: URLRequest(url: lost), cachedResponse: nil, client: nobody).startLoading()

        let expected: [ClientEvent] =
          failure.map { [.failed(domainAndCode($0.error))] } ?? [.response(status: 200), .data(Data("ok".utf8)), .finished]
        return expectSame(
          [stubbed.events, nobody.events], [expected, [.failed(domainAndCode(StubNotFound(host: unstubbedHost)))]],
          """
          With the stub answering \(failure?.name ?? "a 200"): expected startLoading to end every request before it returns, \
          this one with \(failure == nil ? "a response, the body and a finish" : "a failure carrying that error, a cancel too"), \
          and a request to a host no stub owns with a failure carrying StubNotFound. A path that tells the client neither a finish nor a \
          failure leaves URLSession's request, and the code awaiting it, waiting forever.
          """
        )
      }
      guard same else { return }
    }
  }
}
