// replaces: MockNetworking.swift
// bug: respond(with:) stores a separate single answer and leaves an earlier respond(inOrder:) queue in place, and the queue wins.
// hint: Does respond(with:) replace everything configured before, whichever method configured it?

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
/// A call with nothing configured throws ``UnconfiguredCall``, so no test can pass on a benign
/// default it never asked for.
public final class MockNetworking: Networking {
  /// What one call answers: the body and response, or the error to throw.
  public typealias Response = Result<(Data, URLResponse), any Error>

  private struct State {
    /// The answers still to give. The last one stays to answer every later call.
    var pending: [Response] = []
    /// The single answer from respond(with:).
    var answer: Response?
    /// Every request received, oldest first.
    var requests: [URLRequest] = []
  }

  // `Networking` is `Sendable`, so two tasks may call this double at once. A `Mutex` makes every
  // read and write of the state one atomic step; plain `var`s would not compile in Swift 6.
  private let state = Mutex(State())

  public init() {}

  /// Answers every call with `result`, replacing whatever was configured before.
  public func respond(with result: Response) {
    state.withLock { $0.answer = result }
  }

  /// Answers the next calls with `results`, one each, in order; the last one then answers every
  /// later call. Replaces whatever was configured before. An empty list configures nothing.
  public func respond(inOrder results: [Response]) {
    state.withLock {
      $0.pending = results
      $0.answer = nil
    }
  }

  /// Every request this double received, oldest first, including those whose call threw.
  public var requests: [URLRequest] {
    state.withLock { $0.requests }
  }

  /// How many times `data(for:)` was called.
  public var callCount: Int {
    state.withLock { $0.requests.count }
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // Record and take the answer under one lock, so concurrent calls each get their own answer.
    let answer: Response? = state.withLock { state in
      state.requests.append(request)
      guard let next = state.pending.first else { return state.answer }
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
