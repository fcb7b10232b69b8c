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

  @Test func data_sendsTheRequestItWasGivenUnchanged() async throws {
    for shape in RequestShape.allCases {
      let request = try shape.make()

      let delivered = await deliveredByTheAdapter(request)

      let expected = await Delivery.direct(request)
      guard
        expectSame(
          delivered, expected,
          """
          Expected \(shape) to reach the session exactly as given, every field of it: URL, method, every header, body, \
          timeout, cache policy and the rest. Pass the URLRequest itself to the session: a new request built from some of \
          its parts loses the others (compared with ==, such a copy can even look equal).
          """)
      else { return }
    }
  }

  // No 1xx: an informational status is not a final answer, and platforms' sessions treat it apart.
  /// Every class of status, each boundary, and the ones a retry or a cache is tempted by (408, 425,
  /// 429, 502, 503, 504; 304).
  static let statuses = [
    200, 201, 203, 204, 299, 300, 304, 399, 400, 401, 403, 404, 408, 409, 410, 422, 425, 429, 499, 500, 501, 502, 503,
    504, 599, 600,
  ]

  @Test func data_returnsAResponseOfAnyStatusAsTheSessionGaveIt() async throws {
    for status in Self.statuses {
      var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/\(status)")))
      request.setValue(String(status), forHTTPHeaderField: EchoURLProtocol.statusHeader)

      let delivered = await deliveredByTheAdapter(request)

      let expected = await Delivery.direct(request)
      guard
        expectSame(
          delivered, expected,
          """
          Expected the session's \(status) response back, as the session gave it, and not a thrown error. The adapter has \
          no opinion about status codes, 2xx to 6xx: return what the session returned, and leave the status check to UserAPI.
          """)
      else { return }
    }
  }

  @Test func data_sendsEachRequestToTheSessionExactlyOnce() async throws {
    for sessionFails in [false, true] {
      var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/once")))
      if sessionFails { request.setValue("-1001", forHTTPHeaderField: EchoURLProtocol.failHeader) }

      let delivered = await deliveredByTheAdapter(request)

      let expected = await Delivery.direct(request)
      guard
        expectSame(
          delivered, expected,
          """
          With a session that \(sessionFails ? "fails (URLError(.timedOut))" : "answers"): expected one call to data(for:) \
          to reach the session exactly once. The adapter only forwards: one call, one `session.data(for: request)`, and \
          its answer or error straight back. A retry is a policy, and policies belong above the seam, where a test can \
          see them.
          """)
      else { return }
    }
  }

  /// URLSession's errors, URLSession's own cancel (`.cancelled`) among them.
  static let sessionErrors: [URLError.Code] = [
    .timedOut, .cancelled, .notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost,
    .badServerResponse, .secureConnectionFailed, .dataNotAllowed,
  ]

  @Test func data_passesTheSessionErrorThroughUnchanged() async throws {
    for code in Self.sessionErrors {
      var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow")))
      request.setValue(String(code.rawValue), forHTTPHeaderField: EchoURLProtocol.failHeader)

      let delivered = await deliveredByTheAdapter(request)

      let expected = await Delivery.direct(request)
      guard
        expectSame(
          delivered, expected,
          """
          Expected the session's URLError with code \(code.rawValue) to be thrown as it is (its code and every detail in \
          its userInfo), after one request. Call \
          `try await session.data(for: request)` with no do/catch: the adapter passes every error up unchanged, whatever \
          its code (.cancelled too: a cancel is not a failure, and only the caller knows what it means).
          """)
      else { return }
    }
  }

  @Test func data_sendsARepeatedRequestToTheSessionAgain() async throws {
    // Two identical calls through one adapter: two requests, two answers. No cache, no dedup.
    for sessionFails in [false, true] {
      var request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/7")))
      if sessionFails { request.setValue("-1009", forHTTPHeaderField: EchoURLProtocol.failHeader) }
      let given = EchoURLProtocol.makeSession()
      let sut = URLSessionNetworking(session: given)
      let session = EchoURLProtocol.makeSession()

      let delivered = await Delivery.of(request, on: given) { request in
        _ = try? await sut.data(for: request)
        return try await sut.data(for: request)
      }

      let expected = await Delivery.of(request, on: session) { request in
        _ = try? await session.data(for: request)
        return try await session.data(for: request)
      }
      guard
        expectSame(
          delivered, expected,
          """
          With a session that \(sessionFails ? "fails (URLError(.notConnectedToInternet))" : "answers"): expected two \
          identical calls through one adapter to reach the session twice, and the second call to get the session's \
          second answer. The adapter keeps nothing between calls: no cache, no "same request as before" shortcut. \
          Caching is a policy, and it belongs to the session's configuration or above the seam.
          """)
      else { return }
    }
  }

  @Test func data_cancellingTheCallersTaskCancelsTheSessionsRequest() async throws {
    // The request waits in the session, unanswered, until the task awaiting data(for:) is cancelled.
    let request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow/7")))
    let session = EchoURLProtocol.makeSession()
    let sut = URLSessionNetworking(session: session)

    let delivered = await Delivery.ofCancelledCall(request, on: session) { try await sut.data(for: $0) }

    expectSame(
      delivered, await Delivery.directCancelled(request),
      """
      Expected cancelling the task awaiting data(for:) to cancel the session's request (stopped unanswered) and the \
      call to end at once with the session's own URLError(.cancelled), as when the session is called directly. Await \
      the session's async data(for:) in the caller's task: it forwards the cancel. A continuation around a data task, \
      or a Task.detached, does not hear of the cancel: the request goes on and the caller waits for it (docs/01, "A \
      cancel is not a failure").
      """)
  }

  @Test func data_calledFromACancelledTask_endsAsTheSessionEndsIt() async throws {
    let request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow/9")))
    let session = EchoURLProtocol.makeSession()
    let sut = URLSessionNetworking(session: session)
    let direct = EchoURLProtocol.makeSession()

    let delivered = await Delivery.ofCallInACancelledTask(request, on: session) { try await sut.data(for: $0) }

    expectSame(
      delivered, await Delivery.ofCallInACancelledTask(request, on: direct) { try await direct.data(for: $0) },
      """
      Expected a call from a task that is already cancelled to end as the session itself ends it (its \
      URLError(.cancelled)), not with an error of the adapter's own. The adapter checks nothing and translates \
      nothing, a cancel neither: await the session and pass on what it throws.
      """)
  }

  @Test func data_isCancelledWhenTheAppCancelsTheTasksOfTheSessionItGave() async throws {
    // The app cancels every task of its session (signing out, say) while the request waits.
    let request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/slow/42")))
    let session = EchoURLProtocol.makeSession()
    let sut = URLSessionNetworking(session: session)

    let delivered = await Delivery.ofCancelledCall(request, on: session, cancellingTheSessionsTasks: true) {
      try await sut.data(for: $0)
    }

    expectSame(
      delivered, await Delivery.directCancelled(request, cancellingTheSessionsTasks: true),
      """
      Expected the app, cancelling every task of the session it gave the adapter, to cancel the adapter's request too: \
      it ends with the session's URLError(.cancelled), as a request sent on that session directly does. Send every request \
      through the very session passed to init: a session of your own (even one made from its configuration) is out \
      of the app's reach (its tasks are not the session's tasks), keeps no delegate of the app's, and lives on after the app let go of it.
      """)
  }

  @Test func data_leavesTheSessionsOtherRequestsAlone() async throws {
    // Another request of the same session is in flight (parked) while the adapter sends its own.
    let session = EchoURLProtocol.makeSession()
    let sut = URLSessionNetworking(session: session)
    let otherTally = UUID().uuidString
    var other = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/other")))
    other.setValue(otherTally, forHTTPHeaderField: EchoURLProtocol.tallyHeader)
    other.setValue("1", forHTTPHeaderField: EchoURLProtocol.parkHeader)
    let otherCall = Task { await Delivery.Answer.of { try await session.data(for: other) } }
    await firstOf([{ @Sendable in await EchoURLProtocol.arrival(tally: otherTally) }], orAfterTheBound: ())
    let request = URLRequest(url: try #require(URL(string: "https://echo.lab01.test/users/7")))

    let delivered = await Delivery.of(request, on: session) { try await sut.data(for: $0) }
    let otherStopped = EchoURLProtocol.stopped(tally: otherTally)
    otherCall.cancel()

    var expected = await Delivery.direct(request)
    expected.stoppedBySession = 0
    expectSame(
      OtherRequest(delivered: delivered, otherStopped: otherStopped), OtherRequest(delivered: expected, otherStopped: 0),
      """
      Expected the adapter's request to be answered and the session's other request, in flight meanwhile, to go on \
      untouched. The session is shared: the adapter sends its own request and nothing else (no cancelling of the \
      session's tasks, no invalidating, no resetting).
      """)
  }

  /// The adapter's delivery, and how many times the session's other request was stopped meanwhile.
  struct OtherRequest: Equatable {
    var delivered: Delivery
    var otherStopped: Int
  }

  // MARK: - Helpers

  /// The request sent through a `URLSessionNetworking` over a fresh echo session.
  private func deliveredByTheAdapter(_ request: URLRequest) async -> Delivery {
    let session = EchoURLProtocol.makeSession()
    let sut = URLSessionNetworking(session: session)
    return await Delivery.of(request, on: session) { try await sut.data(for: $0) }
  }
}
