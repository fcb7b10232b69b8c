import Foundation
import Lab01NetworkingSeam
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 1: `URLSessionNetworking` forwards to the session it was given, and to no other.
@Suite("Lab 01 · Task 1: the live adapter")
struct Task1LiveAdapterTests {
  @Test func data_returnsTheBodyFromTheInjectedSession() async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    let url = try #require(URL(string: "https://echo.lab01.test/users/7"))

    let (data, response) = try await sut.data(for: URLRequest(url: url))

    #expect(
      String(decoding: data, as: UTF8.self) == "GET https://echo.lab01.test/users/7 x-probe=-",
      "Expected the body from the injected session. Call `session.data(for: request)` on the session passed to init, not URLSession.shared."
    )
    #expect(
      (response as? HTTPURLResponse)?.statusCode == 200,
      "Expected the session's own HTTPURLResponse. Return the response exactly as the session gave it."
    )
  }

  @Test func data_sendsTheRequestItWasGivenUnchanged() async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/notes")))
    request.httpMethod = "DELETE"
    request.setValue("on", forHTTPHeaderField: "X-Probe")

    let (data, _) = try await sut.data(for: request)

    #expect(
      String(decoding: data, as: UTF8.self) == "DELETE https://echo.lab01.test/notes x-probe=on",
      "Expected the request to arrive with its method and headers. Pass the URLRequest itself to the session; don't build a new one from its URL."
    )
  }

  @Test func data_returnsANon2xxResponseAsTheSessionGaveIt() async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/404")))
    request.setValue("404", forHTTPHeaderField: EchoURLProtocol.statusHeader)

    let response: URLResponse
    do {
      (_, response) = try await sut.data(for: request)
    } catch {
      Issue.record(
        "Expected the session's 404 response back, not a thrown \(error). The adapter has no opinion about status codes: return what the session returned, and leave the status check to UserAPI."
      )
      return
    }

    #expect(
      (response as? HTTPURLResponse)?.statusCode == 404,
      "Expected the session's HTTPURLResponse with status 404. Return the response exactly as the session gave it."
    )
  }

  @Test(arguments: [false, true])
  func data_sendsEachRequestToTheSessionExactlyOnce(sessionFails: Bool) async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    let tally = UUID().uuidString
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/once")))
    request.setValue(tally, forHTTPHeaderField: EchoURLProtocol.tallyHeader)
    if sessionFails { request.setValue("on", forHTTPHeaderField: EchoURLProtocol.failHeader) }

    _ = try? await sut.data(for: request)

    let sent = EchoURLProtocol.requestCount(tally: tally)
    #expect(
      sent == 1,
      """
      Expected one call to data(for:) to reach the session exactly once\(sessionFails ? " when the session fails" : ""), \
      counted \(sent). The adapter only forwards: one call, one `session.data(for: request)`, and its error straight back. \
      A retry is a policy, and policies belong above the seam, where a test can see them.
      """
    )
  }

  @Test func data_passesTheSessionErrorThroughUnchanged() async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow")))
    request.setValue("on", forHTTPHeaderField: EchoURLProtocol.failHeader)

    do {
      _ = try await sut.data(for: request)
      Issue.record(
        "Expected the session's URLError(.timedOut) to be thrown, but data(for:) returned. Return what the session returns, and let its errors through."
      )
    } catch {
      #expect(
        (error as? URLError)?.code == .timedOut,
        "Expected the session's URLError(.timedOut), got \(error). Call `try await session.data(for: request)` with no do/catch: the adapter passes errors up as they are."
      )
    }
  }
}
