import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `Networking`: forwards every request to the `URLSession` it was given.
///
/// There is deliberately no `= .shared` default: the session is chosen at the app's edge (its
/// composition root), so nothing below it can smuggle in a singleton.
///
/// ```swift
/// let networking = URLSessionNetworking(session: URLSession(configuration: .ephemeral))
/// ```
public struct URLSessionNetworking: Networking {
  // TODO: Task 1. Keep the session you are given: it is the only one this adapter may use.

  public init(session: URLSession) {
    // TODO: Task 1. Keep `session`. No `= .shared` default here: a missing session must be a
    // compile error, not a quiet trip to the real network (chapter: "Why").
  }

  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    // TODO: Task 1. Deliver the request through the session you were given and return its
    // answer. The tests compare what the session receives with the request you were handed,
    // field by field, and what you return with what the session returned: the adapter adds,
    // drops, retries, caches and translates nothing, errors included (a cancel too), and touches
    // nothing else of the session, which the app shares. When the caller's task is cancelled, the
    // session's request must be cancelled with it (chapter: "A cancel is not a failure"). Why it
    // is a method of its own rather than a one-line conformance: chapter, "What changed for Swift
    // 6 and Linux".
    throw Unimplemented("URLSessionNetworking.data(for:)")
  }
}
