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

  // TODO: Task 1. The double's state: what it answers, and (from Task 2) what it received. Two
  // tasks may call it at once, and Swift 6 refuses a mutable stored property on a class that is
  // Sendable: the chapter's "How" shows what holds state that concurrent calls share.

  public init() {}

  /// Answers every call with `result`, replacing whatever was configured before.
  public func respond(with result: Response) {
    // TODO: Task 1. From now on every call gets this answer: whatever was configured before is
    // gone, and what was recorded stays.
  }

  /// Answers the next calls with `results`, one each, in order; the last one then answers every
  /// later call. Replaces whatever was configured before. An empty list configures nothing.
  public func respond(inOrder results: [Response]) {
    // TODO: Task 3. From now on the calls get these answers, one each, the last one repeating.
    // Nothing of the earlier configuration carries over (not even a position in it), what was
    // recorded stays, and an empty list leaves nothing configured.
  }

  /// Every request this double received, oldest first, including those whose call threw.
  public var requests: [URLRequest] {
    // TODO: Task 2. Every request received, oldest first, the calls that threw included.
    []
  }

  /// The requests of the calls that had nothing configured, oldest first: each one also threw
  /// ``UnconfiguredCall``. A test checks this is empty, because the code under test may catch that
  /// error and carry on (a view model that shows every error as "Something went wrong" passes a
  /// failure test just as well on a setup the test forgot).
  public var unconfiguredCalls: [URLRequest] {
    // TODO: Task 1. The calls that had nothing configured, kept apart, so a test can see the ones
    // whose UnconfiguredCall the code under test caught ("Fail by default" in the chapter).
    []
  }

  /// How many times `data(for:)` was called.
  public var callCount: Int {
    // TODO: Task 2. Every call, the ones that threw included: it can never disagree with `requests`.
    0
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // TODO: Task 1. Answer with what the test configured, exactly as configured (its value, or its
    // error). With nothing configured, fail by default: UnconfiguredCall names this method and the
    // request, and the call is kept where a test can see it even if the caller swallows the error.
    // TODO: Task 2. Every call is recorded, before anything can throw.
    // TODO: Task 3. Calls from concurrent tasks each get their own answer, and the n-th recorded
    // request gets the n-th answer: recording a call and taking its answer are one step, not two.
    throw Unimplemented("MockNetworking.data(for:)")
  }
}
