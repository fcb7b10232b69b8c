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

  @Test func data_sendsTheBodyAndEveryHeaderOfTheRequestUnchanged() async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/notes")))
    request.httpMethod = "POST"
    let headers = [
      "Content-Type": "application/x-www-form-urlencoded", "Authorization": "Bearer t0ken", "X-Probe": "on", "X-Trace": "t-17",
    ]
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue("on", forHTTPHeaderField: EchoURLProtocol.wholeHeader)
    let body = Data("title=Zürich notes&text=a+b %26 c".utf8)
    request.httpBody = body

    let (data, _) = try await sut.data(for: request)

    let echoed = try JSONDecoder().decode(EchoedRequest.self, from: data)
    #expect(
      echoed.method == "POST" && echoed.body == body,
      """
      Expected the POST to arrive with its body (\(body.count) bytes), got \(echoed.method) with \(echoed.body.count) bytes. \
      Pass the URLRequest itself to the session: a new request built from some of its parts loses the rest, the body first.
      """
    )
    for (name, value) in headers {
      #expect(
        echoed.value(forHeader: name) == value,
        "Expected the header \(name): \(value) to reach the session, got \(echoed.value(forHeader: name) ?? "no such header"). Send the request you were given, every header with it."
      )
    }
  }

  @Test(arguments: [203, 304, 404, 410, 500, 503, 599])
  func data_returnsAResponseOfAnyStatusAsTheSessionGaveIt(status: Int) async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/\(status)")))
    request.setValue(String(status), forHTTPHeaderField: EchoURLProtocol.statusHeader)

    let response: URLResponse
    do {
      (_, response) = try await sut.data(for: request)
    } catch {
      Issue.record(
        "Expected the session's \(status) response back, not a thrown \(error). The adapter has no opinion about status codes, 4xx or 5xx: return what the session returned, and leave the status check to UserAPI."
      )
      return
    }

    #expect(
      (response as? HTTPURLResponse)?.statusCode == status,
      "Expected the session's HTTPURLResponse with status \(status). Return the response exactly as the session gave it."
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

  @Test(arguments: [URLError.Code.timedOut, .cancelled, .notConnectedToInternet, .networkConnectionLost, .cannotFindHost])
  func data_passesTheSessionErrorThroughUnchanged(code: URLError.Code) async throws {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow")))
    request.setValue(String(code.rawValue), forHTTPHeaderField: EchoURLProtocol.failHeader)

    do {
      _ = try await sut.data(for: request)
      Issue.record(
        "Expected the session's URLError (code \(code.rawValue)) to be thrown, but data(for:) returned. Return what the session returns, and let its errors through."
      )
    } catch {
      #expect(
        (error as? URLError)?.code == code,
        """
        Expected the session's URLError with code \(code.rawValue), got \(error). Call `try await session.data(for: request)` \
        with no do/catch: the adapter passes every error up as it is, whatever its code (.cancelled too).
        """
      )
    }
  }
}
