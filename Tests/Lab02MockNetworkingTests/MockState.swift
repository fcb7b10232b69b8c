import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The states a `MockNetworking` can be in when a test does something to it, each reached from a
/// fresh double with calls of its own, so that a record wiped or mixed up on the way shows.
enum MockState: CaseIterable, CustomStringConvertible, Sendable {
  /// Nothing configured, and one call already failed by default.
  case unconfigured
  /// One answer for every call, one call made.
  case oneResult
  /// A list of answers, the first of three used.
  case listUnderWay
  /// A list of two answers used up: the last one repeats.
  case listUsedUp
  /// Called once, then configured again.
  case reconfiguredAfterACall
  /// Called once, then configured with an empty list: nothing configured again.
  case emptiedAfterACall

  /// A fresh double in this state, the requests it received on the way, and those of them that
  /// found nothing configured; `nil` when a call on the way was still waiting after its bounded
  /// wait (which has recorded the issue).
  func make() async throws -> (mock: MockNetworking, calls: [URLRequest], unconfigured: [URLRequest])? {
    let mock = MockNetworking()
    let first = try testRequest("GET", "/before/1")
    let second = try testRequest("PUT", "/before/2")
    let third = try testRequest("DELETE", "/before/3")
    /// Calls the double; false when the call was still waiting.
    func call(_ request: URLRequest) async -> Bool {
      await Answer(calling: mock, with: request) != .stillWaiting
    }
    switch self {
    case .unconfigured:
      guard await call(first) else { return nil }
      return (mock, [first], [first])
    case .oneResult:
      mock.respond(with: try httpAnswer(body: "one"))
      guard await call(first) else { return nil }
      return (mock, [first], [])
    case .listUnderWay:
      mock.respond(inOrder: [try httpAnswer(body: "list 1"), try httpAnswer(body: "list 2"), try httpAnswer(body: "list 3")])
      guard await call(first) else { return nil }
      return (mock, [first], [])
    case .listUsedUp:
      mock.respond(inOrder: [try httpAnswer(body: "used 1"), try httpAnswer(body: "used 2")])
      for request in [first, second, third] {
        guard await call(request) else { return nil }
      }
      return (mock, [first, second, third], [])
    case .reconfiguredAfterACall:
      mock.respond(with: try httpAnswer(body: "old"))
      guard await call(first) else { return nil }
      mock.respond(inOrder: [try httpAnswer(body: "again 1"), try httpAnswer(body: "again 2")])
      return (mock, [first], [])
    case .emptiedAfterACall:
      mock.respond(with: try httpAnswer(body: "old"))
      guard await call(first) else { return nil }
      mock.respond(inOrder: [])
      return (mock, [first], [])
    }
  }

  /// What the next call answers in this state.
  var nextAnswer: Answer {
    switch self {
    case .unconfigured, .emptiedAfterACall: .unconfigured
    case .oneResult: .body("one")
    case .listUnderWay: .body("list 2")
    case .listUsedUp: .body("used 2")
    case .reconfiguredAfterACall: .body("again 1")
    }
  }

  var description: String {
    switch self {
    case .unconfigured: "unconfigured, one call already failed"
    case .oneResult: "one answer for every call, one call made"
    case .listUnderWay: "a list of three answers, one used"
    case .listUsedUp: "a list of two answers, used up by three calls"
    case .reconfiguredAfterACall: "called once, then configured again"
    case .emptiedAfterACall: "called once, then configured with an empty list"
    }
  }
}
