// replaces: MockNetworking.swift
// bug: walks the queue with a stored position that respond(inOrder:) never resets, so a second sequence starts in the middle (b2 instead of b1).
// hint: When a test configures a new sequence, what of the old one is still in your state?

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
    /// The position of the next answer.
    var next = 0
    /// Every request received, oldest first.
    var requests: [URLRequest] = []
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

  /// How many times `data(for:)` was called.
  public var callCount: Int {
    state.withLock { $0.requests.count }
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // Record and take the answer under one lock, so concurrent calls each get their own answer.
    let answer: Response? = state.withLock { state in
      state.requests.append(request)
      guard !state.pending.isEmpty else { return nil }
      let answer = state.pending[min(state.next, state.pending.count - 1)]
      state.next += 1
      return answer
    }
    guard let answer else {
      throw UnconfiguredCall(method: #function, request: request)
    }
    return try answer.get()
  }
}
