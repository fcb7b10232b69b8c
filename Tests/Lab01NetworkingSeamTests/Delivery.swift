import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What one call to `data(for:)` did, seen from both ends: every request the session's transport
/// received, field by field, how many of them the session stopped unanswered (a cancel reaching
/// it), every call on the session as a whole (invalidating it, listing or cancelling its tasks: on
/// Linux, see ``RecordingURLSession``), and what came back to the caller.
///
/// A test builds one for the adapter and one for the session called directly, with the same
/// request, and compares the two: "the adapter adds nothing and changes nothing" is exactly "it
/// delivers what the session itself delivers". That holds on every platform, whatever a platform's
/// session does to a request on its way (Linux's keeps every field; it is measured).
///
/// Every wait is bounded (``boundedWait``): a call that does not return once the session answered
/// is reported as ``Answer/noReturn``, never a hung test.
struct Delivery: Equatable, CustomStringConvertible {
  enum Answer: Equatable, Sendable, CustomStringConvertible {
    case response(status: Int?, body: String)
    case threw(ErrorShape)
    /// The call had not returned ``boundedWait`` seconds after the session answered (or, for a
    /// cancelled call, after its caller's task was cancelled).
    case noReturn

    /// What `send` returned or threw.
    static func of(_ send: () async throws -> (Data, URLResponse)) async -> Answer {
      do {
        let (data, response) = try await send()
        return .response(status: (response as? HTTPURLResponse)?.statusCode, body: String(decoding: data, as: UTF8.self))
      } catch {
        return .threw(ErrorShape(error))
      }
    }

    var description: String {
      switch self {
      case .response(let status, let body): "a response, status \(status.map(String.init) ?? "none (not HTTP)"), body \"\(body)\""
      case .threw(let error): "a thrown \(error)"
      case .noReturn:
        "no return within \(Int(boundedWait)) s (a continuation never resumed, or a call that never heard of the cancel?)"
      }
    }
  }

  typealias Send = @Sendable (URLRequest) async throws -> (Data, URLResponse)

  var received: [RequestRecord]
  var stoppedBySession = 0
  var wholeSessionCalls: [String] = []
  var answer: Answer

  /// Sends `request` with `send`, tagged with a tally of its own, and collects what the transport
  /// received and what `send` gave back.
  static func of(_ request: URLRequest, on session: URLSession, sentBy send: @escaping Send) async -> Delivery {
    let (tally, tagged) = tagged(request)
    let call = Task { await Answer.of { try await send(tagged) } }
    let answer = await firstOf([{ @Sendable in await call.value }], orAfterTheBound: .noReturn)
    return Delivery(
      received: EchoURLProtocol.received(tally: tally), stoppedBySession: EchoURLProtocol.stopped(tally: tally),
      wholeSessionCalls: callsOnTheWholeSession(session), answer: answer)
  }

  /// Sends `request` with `send`, parked (the transport does not answer), and cancels the caller's
  /// task once the request has reached the transport, as a screen that goes away does; or, with
  /// `cancellingTheSessionsTasks`, cancels every task of `session` instead, as an app that drops
  /// everything its session is doing does (the session stays usable).
  static func ofCancelledCall(
    _ request: URLRequest, on session: URLSession, cancellingTheSessionsTasks: Bool = false, sentBy send: @escaping Send
  ) async -> Delivery {
    let (tally, untagged) = tagged(request)
    var tagged = untagged
    tagged.setValue("1", forHTTPHeaderField: EchoURLProtocol.parkHeader)
    let call = Task { [tagged] in await Answer.of { try await send(tagged) } }
    // The request reached the transport, or the call ended without sending it (a starter).
    _ = await firstOf(
      [{ @Sendable in await EchoURLProtocol.arrival(tally: tally) }, { @Sendable in _ = await call.value }], orAfterTheBound: ())
    let callsBefore = callsOnTheWholeSession(session).count
    if cancellingTheSessionsTasks {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        session.getAllTasks { tasks in
          for task in tasks { task.cancel() }
          done.resume()
        }
      }
    } else {
      call.cancel()
    }
    let answer = await firstOf([{ @Sendable in await call.value }], orAfterTheBound: .noReturn)
    var calls = callsOnTheWholeSession(session)
    // The test's own getAllTasks is not the code's under test: it is left out.
    if cancellingTheSessionsTasks, let own = calls.indices.first(where: { $0 >= callsBefore && calls[$0] == "getAllTasks" }) {
      calls.remove(at: own)
    }
    return Delivery(
      received: EchoURLProtocol.received(tally: tally), stoppedBySession: EchoURLProtocol.stopped(tally: tally),
      wholeSessionCalls: calls, answer: answer)
  }

  /// Sends `request` with `send` from a task that is already cancelled when it calls (the screen
  /// went away before the load began).
  static func ofCallInACancelledTask(_ request: URLRequest, on session: URLSession, sentBy send: @escaping Send) async -> Delivery {
    let (tally, untagged) = tagged(request)
    var tagged = untagged
    tagged.setValue("1", forHTTPHeaderField: EchoURLProtocol.parkHeader)
    let call = Task { [tagged] in
      withUnsafeCurrentTask { $0?.cancel() }
      return await Answer.of { try await send(tagged) }
    }
    let answer = await firstOf([{ @Sendable in await call.value }], orAfterTheBound: .noReturn)
    return Delivery(
      received: EchoURLProtocol.received(tally: tally), stoppedBySession: EchoURLProtocol.stopped(tally: tally),
      wholeSessionCalls: callsOnTheWholeSession(session), answer: answer)
  }

  /// What the session delivers for `request` when called directly, with no adapter in between.
  static func direct(_ request: URLRequest) async -> Delivery {
    let session = EchoURLProtocol.makeSession()
    return await of(request, on: session) { try await session.data(for: $0) }
  }

  /// What the session delivers when the task awaiting it directly is cancelled (or the session's
  /// tasks, with `cancellingTheSessionsTasks`).
  static func directCancelled(_ request: URLRequest, cancellingTheSessionsTasks: Bool = false) async -> Delivery {
    let session = EchoURLProtocol.makeSession()
    return await ofCancelledCall(request, on: session, cancellingTheSessionsTasks: cancellingTheSessionsTasks) {
      try await session.data(for: $0)
    }
  }

  private static func tagged(_ request: URLRequest) -> (String, URLRequest) {
    let tally = UUID().uuidString
    var tagged = request
    tagged.setValue(tally, forHTTPHeaderField: EchoURLProtocol.tallyHeader)
    return (tally, tagged)
  }

  var description: String {
    """
    received \(received.count) request(s)\(received.map { "\n    \($0)" }.joined()); stopped \(stoppedBySession) unanswered; \
    whole-session calls \(wholeSessionCalls); answered with \(answer)
    """
  }
}
