import Foundation
import Lab03URLProtocolStub
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 1: `withStub` builds a fresh session routed to `StubURLProtocol`, and the protocol replays
/// the stubbed answer, or fails a request nobody stubbed instead of letting it reach the network.
@Suite("Lab 03 · Task 1: the stub answers")
struct Task1StubAnswersTests {
  @Test func stub_answersWithTheStubbedStatusHeadersAndBody() async throws {
    let answer = StubAnswer.http(status: 201, headers: ["X-Request-Id": "r-17"], body: Data("created".utf8))

    try await StubURLProtocol.withStub(answering: answer) { stub in
      let (body, response) = try await send(URLRequest(url: url("things", on: stub)), through: stub)

      #expect(
        response.statusCode == 201,
        "Expected the stubbed status 201. Build HTTPURLResponse(url:statusCode:httpVersion:headerFields:) from the .http answer.")
      #expect(
        response.value(forHTTPHeaderField: "X-Request-Id") == "r-17",
        "Expected the stubbed header X-Request-Id: r-17. Pass the answer's headers as headerFields.")
      #expect(
        body == "created",
        "Expected the stubbed body \"created\". Call client?.urlProtocol(self, didLoad:) once with the whole body, then urlProtocolDidFinishLoading."
      )
    }
  }

  @Test(arguments: [0, 1, 16_385, 65_537, 100_003])
  func stub_answersWithTheWholeBodyWhateverItsSize(size: Int) async throws {
    let body = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) })

    try await StubURLProtocol.withStub(answering: .http(status: 200, body: body)) { stub in
      let (data, _) = try await stub.session.data(for: URLRequest(url: url("download", on: stub)))

      // Compared into a Bool first: on a failure, #expect would diff two large collections byte
      // by byte, which takes minutes.
      let arrivedWhole = data == body
      #expect(
        arrivedWhole,
        """
        Expected the whole \(size)-byte body, got \(data.count) bytes\(data.count == size ? " that differ" : ""). Call \
        client?.urlProtocol(self, didLoad:) ONCE with the whole body: on Linux a second didLoad replaces the first, so a body \
        handed over in chunks arrives as its last chunk only.
        """
      )
    }
  }

  @Test func stub_failsWithTheStubbedTransportError() async throws {
    try await StubURLProtocol.withStub(answering: .failure(URLError(.timedOut))) { stub in
      let error = await errorThrown { _ = try await stub.session.data(for: URLRequest(url: url("slow", on: stub))) }

      #expect(
        (error as? URLError)?.code == .timedOut,
        "Expected URLError(.timedOut), got \(String(describing: error)). For a .failure answer call client?.urlProtocol(self, didFailWithError:)."
      )
    }
  }

  @Test func stub_failsARequestToAnUnstubbedHostInsteadOfReachingTheNetwork() async throws {
    try await StubURLProtocol.withStub(answering: .http(status: 200)) { stub in
      let stray = try #require(URL(string: "https://\(unstubbedHost)/users"), "Expected a valid URL for the stray host (a test bug).")

      let error = await errorThrown { _ = try await stub.session.data(for: URLRequest(url: stray)) }

      let message = error?.localizedDescription ?? "no error at all"
      #expect(
        message.contains("no stub") && message.contains(unstubbedHost),
        """
        Expected StubNotFound naming \(unstubbedHost), got: \(message). canInit must claim every request, \
        and startLoading must fail with StubNotFound(host:) when the host has no stub: never let a request reach DNS.
        """
      )
      #expect(stub.requests.isEmpty, "Expected no request recorded on this stub: the stray request went to another host.")
    }
  }
}
