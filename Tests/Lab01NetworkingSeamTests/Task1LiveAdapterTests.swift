import Foundation
import Lab01NetworkingSeam
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 1: `URLSessionNetworking` forwards to the session it was given, and to no other. Each test
/// compares one ``Delivery`` (every request the transport received, field by field, and what came
/// back) with what the session delivers when called directly.
@Suite("Lab 01 · Task 1: the live adapter")
struct Task1LiveAdapterTests {
  @Test func data_returnsTheBodyFromTheInjectedSession() async throws {
    let request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/7")))

    let delivered = await deliveredByTheAdapter(request)

    var expected = await Delivery.direct(request)
    expected.answer = .response(status: 200, body: "GET https://echo.lab01.test/users/7 x-probe=-")
    expectSame(
      delivered, expected,
      """
      Expected the injected session to receive the request once and its answer (status 200, the echo body) to come back. \
      Keep the session passed to init and call its data(for:), not URLSession.shared or a session of your own.
      """)
  }

  @Test(arguments: RequestShape.allCases)
  func data_sendsTheRequestItWasGivenUnchanged(shape: RequestShape) async throws {
    let request = try shape.make()

    let delivered = await deliveredByTheAdapter(request)

    expectSame(
      delivered, await Delivery.direct(request),
      """
      Expected \(shape) to reach the session exactly as given, every field of it: URL, method, every header, body, \
      timeout, cache policy and the rest. Pass the URLRequest itself to the session: a new request built from some of \
      its parts loses the others (compared with ==, such a copy can even look equal).
      """)
  }

  // No 1xx: an informational status is not a final answer, and platforms' sessions treat it apart.
  @Test(arguments: [200, 201, 203, 204, 299, 300, 304, 399, 400, 404, 410, 499, 500, 503, 599, 600])
  func data_returnsAResponseOfAnyStatusAsTheSessionGaveIt(status: Int) async throws {
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/\(status)")))
    request.setValue(String(status), forHTTPHeaderField: EchoURLProtocol.statusHeader)

    let delivered = await deliveredByTheAdapter(request)

    expectSame(
      delivered, await Delivery.direct(request),
      """
      Expected the session's \(status) response back, as the session gave it, and not a thrown error. The adapter has \
      no opinion about status codes, 2xx to 6xx: return what the session returned, and leave the status check to UserAPI.
      """)
  }

  @Test(arguments: [false, true])
  func data_sendsEachRequestToTheSessionExactlyOnce(sessionFails: Bool) async throws {
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/once")))
    if sessionFails { request.setValue("-1001", forHTTPHeaderField: EchoURLProtocol.failHeader) }

    let delivered = await deliveredByTheAdapter(request)

    expectSame(
      delivered, await Delivery.direct(request),
      """
      Expected one call to data(for:) to reach the session exactly once\(sessionFails ? " when the session fails" : ""). \
      The adapter only forwards: one call, one `session.data(for: request)`, and its answer or error straight back. \
      A retry is a policy, and policies belong above the seam, where a test can see them.
      """)
  }

  /// URLSession's errors, URLSession's own cancel (`.cancelled`) among them.
  static let sessionErrors: [URLError.Code] = [
    .timedOut, .cancelled, .notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost,
    .badServerResponse, .secureConnectionFailed, .dataNotAllowed,
  ]

  @Test(arguments: sessionErrors)
  func data_passesTheSessionErrorThroughUnchanged(code: URLError.Code) async throws {
    var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow")))
    request.setValue(String(code.rawValue), forHTTPHeaderField: EchoURLProtocol.failHeader)

    let delivered = await deliveredByTheAdapter(request)

    var expected = await Delivery.direct(request)
    expected.answer = .threw(.urlError(code: code.rawValue))
    expectSame(
      delivered, expected,
      """
      Expected the session's URLError with code \(code.rawValue) to be thrown as it is, after one request. Call \
      `try await session.data(for: request)` with no do/catch: the adapter passes every error up unchanged, whatever \
      its code (.cancelled too: a cancel is not a failure, and only the caller knows what it means).
      """)
  }

  // MARK: - Helpers

  /// The request sent through a `URLSessionNetworking` over a fresh echo session.
  private func deliveredByTheAdapter(_ request: URLRequest) async -> Delivery {
    let sut = URLSessionNetworking(session: EchoURLProtocol.makeSession())
    return await Delivery.of(request) { try await sut.data(for: $0) }
  }
}
