import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam between your code and the network: the one method the app needs, nothing more.
///
/// Code that talks to the network takes a `Networking` through its initializer instead of reaching
/// for `URLSession.shared`. The app passes the live adapter; a test passes a double.
///
/// ```swift
/// let api = UserAPI(networking: URLSessionNetworking(session: session), baseURL: baseURL)
/// ```
public protocol Networking: Sendable {
  // TODO: Task 2. Give the seam its one requirement, `data(for:)`: what the app needs to send a
  // request and get the body and the response back, with errors. Shape it like URLSession's own
  // method, so that the live adapter only forwards and a test double can stand in. The suite's
  // doubles already implement it; they are reached only once it is a requirement (chapter: "How").
}

// TODO: Task 2. Delete this extension once `data(for:)` is a requirement of the protocol.
//
// Why it has to go: until then, `UserAPI` calls through `any Networking`, and a method that only
// an extension declares is not dispatched to the conforming type: every call lands here, whatever
// double the test passed. (That is the difference between a requirement and an extension method.)
extension Networking {
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    throw Unimplemented("the requirement `data(for:)` of the Networking protocol (declare it, then delete its extension)")
  }
}
