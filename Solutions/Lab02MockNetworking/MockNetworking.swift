import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A hand-written test double for `Networking`: a stub that answers with the results you
/// configure, a spy that records every request, and a default that fails loudly.
///
/// ```swift
/// let mock = MockNetworking()
/// mock.respond(with: .success((body, createdResponse)))       // or respond(inOrder: [...])
/// let client = NetworkClient(networking: mock, baseURL: baseURL, token: "t0k3n")
///
/// let user: User = try await client.post(draft, to: "users")
///
/// #expect(mock.callCount == 1, "Expected one request.")
/// #expect(mock.requests.first?.httpMethod == "POST", "Expected a POST.")
/// ```
///
/// A call with nothing configured throws ``UnconfiguredCall`` and is kept in
/// ``unconfiguredCalls``: a test that checks that list is empty cannot pass on a setup it forgot,
/// even when the code under test catches the error.
public final class MockNetworking: Networking {
  /// What one call answers: the body and response, or the error to throw.
  public typealias Response = Result<(Data, URLResponse), any Error>

  private struct State {
    /// The answers still to give. The last one stays to answer every later call.
    var pending: [Response] = []
    /// Every request received, oldest first.
    var requests: [URLRequest] = []
    /// The requests that found nothing configured, oldest first.
    var unconfiguredCalls: [URLRequest] = []
  }

  // `Networking` is `Sendable`, so two tasks may call this double at once. A `Mutex` makes every
  // read and write of the state one atomic step; plain `var`s would not compile in Swift 6.
  private let state = Mutex(State())

  public init() {}

  /// Answers every call with `result`, replacing whatever was configured before.
  public func respond(with result: Response) {
    respond(inOrder: [result])
  }

  /// Answers the next calls with `results`, one each, in order; the last one then answers every
  /// later call. Replaces whatever was configured before. An empty list configures nothing.
  public func respond(inOrder results: [Response]) {
    state.withLock { $0.pending = results }
  }

  /// Every request this double received, oldest first, including those whose call threw.
  public var requests: [URLRequest] {
    state.withLock { $0.requests }
  }

  /// The requests of the calls that had nothing configured, oldest first: each one also threw
  /// ``UnconfiguredCall``. A test checks this is empty, because the code under test may catch that
  /// error and carry on (a view model that shows every error as "Something went wrong" passes a
  /// failure test just as well on a setup the test forgot).
  public var unconfiguredCalls: [URLRequest] {
    state.withLock { $0.unconfiguredCalls }
  }

  /// How many times `data(for:)` was called.
  public var callCount: Int {
    state.withLock { $0.requests.count }
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // Record and take the answer under one lock, so concurrent calls each get their own answer.
    let answer: Response? = state.withLock { state in
      state.requests.append(request)
      guard let next = state.pending.first else {
        state.unconfiguredCalls.append(request)
        return nil
      }
      if state.pending.count > 1 {
        state.pending.removeFirst()
      }
      return next
    }
    guard let answer else {
      throw UnconfiguredCall(method: #function, request: request)
    }
    return try answer.get()
  }
}
