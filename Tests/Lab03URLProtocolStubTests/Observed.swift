import Foundation
import Lab03URLProtocolStub

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything a test can see of one exchange through a stub: what came back (the session's
/// answer, or what the client returned or threw) and every request the stub recorded, each
/// compared whole. Every test ends by comparing one of these with the one the chapter promises,
/// so a side effect nobody asked for (a request too many, a header added, a record lost) fails
/// whichever test runs past it.
///
/// ```swift
/// expectSame(
///   Observed(.users(adas), stub), Observed(.users(adas), [SentRequest.search(on: stub, name: "Ada", page: 1)]),
///   "One search: one GET, the users decoded.")
/// ```
struct Observed: Equatable {
  /// How each call ended, in order.
  var outcomes: [Outcome]
  /// Every request the stub recorded, oldest first.
  var requests: [SentRequest]

  init(_ outcomes: [Outcome], _ requests: [SentRequest]) {
    self.outcomes = outcomes
    self.requests = requests
  }

  init(_ outcome: Outcome, _ requests: [SentRequest]) {
    self.init([outcome], requests)
  }

  /// What `stub` recorded, with how each call ended.
  init(_ outcomes: [Outcome], _ stub: NetworkStub) {
    self.init(outcomes, stub.requests.map(SentRequest.init))
  }

  init(_ outcome: Outcome, _ stub: NetworkStub) {
    self.init([outcome], stub)
  }
}
