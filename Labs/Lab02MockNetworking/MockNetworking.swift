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

  // TODO: Task 1. Keep the configured answers (and, in Task 2, the requests) in ONE stored
  // `private let state = Mutex(...)`. A `var` here does not compile: `Networking` is `Sendable`,
  // and Swift 6 rejects a mutable stored property on a Sendable class.

  public init() {}

  /// Answers every call with `result`, replacing whatever was configured before.
  public func respond(with result: Response) {
    // TODO: Task 1. Replace the configured answers with this one.
  }

  /// Answers the next calls with `results`, one each, in order; the last one then answers every
  /// later call. Replaces whatever was configured before. An empty list configures nothing.
  public func respond(inOrder results: [Response]) {
    // TODO: Task 3. Replace the configured answers with this list.
  }

  /// Every request this double received, oldest first, including those whose call threw.
  public var requests: [URLRequest] {
    // TODO: Task 2. Return every recorded request, read under the lock.
    []
  }

  /// How many times `data(for:)` was called.
  public var callCount: Int {
    // TODO: Task 2. Count every call, including the ones that threw.
    0
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // TODO: Task 1. Answer with the configured result: return its value or throw its error.
    //   With nothing configured, throw UnconfiguredCall(method: #function, request: request).
    // TODO: Task 2. Record `request` first, before anything can throw.
    // TODO: Task 3. Take the next answer in order; keep the last one for every later call.
    throw Unimplemented("MockNetworking.data(for:)")
  }
}
