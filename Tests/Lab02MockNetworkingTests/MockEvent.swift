import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a test does to a `MockNetworking` in some state: call it, or configure it again and call.
enum MockEvent: CaseIterable, CustomStringConvertible, Sendable {
  case call
  case respondWith
  case respondInOrder
  case respondInOrderEmpty
  case respondWithAFailureThenASuccess

  /// Does it, and returns what each call answered and the requests sent. A call still waiting
  /// after its bounded wait ends the answers there (its wait has recorded the issue).
  func apply(to mock: MockNetworking) async throws -> (answers: [Answer], calls: [URLRequest]) {
    let calls = try (1...callCount).map { try testRequest($0 == 1 ? "POST" : "PATCH", "/after/\($0)") }
    switch self {
    case .call: break
    case .respondWith: mock.respond(with: try httpAnswer(body: "new"))
    case .respondInOrder: mock.respond(inOrder: [try httpAnswer(body: "new 1"), try httpAnswer(body: "new 2")])
    case .respondInOrderEmpty: mock.respond(inOrder: [])
    case .respondWithAFailureThenASuccess: mock.respond(inOrder: [.failure(ProbeError(id: 9)), try httpAnswer(body: "recovered")])
    }
    var answers: [Answer] = []
    for request in calls {
      let answer = await Answer(calling: mock, with: request)
      answers.append(answer)
      if answer == .stillWaiting { break }
    }
    return (answers, calls)
  }

  private var callCount: Int {
    switch self {
    case .call, .respondInOrderEmpty: 1
    case .respondWith, .respondWithAFailureThenASuccess: 2
    case .respondInOrder: 3
    }
  }

  /// What the calls answer when this happens to a double in `state`: a new configuration decides
  /// alone; a plain call gets what the state had next.
  func expectedAnswers(after state: MockState) -> [Answer] {
    switch self {
    case .call: [state.nextAnswer]
    case .respondWith: [.body("new"), .body("new")]
    case .respondInOrder: [.body("new 1"), .body("new 2"), .body("new 2")]
    case .respondInOrderEmpty: [.unconfigured]
    case .respondWithAFailureThenASuccess: [.probe(9), .body("recovered")]
    }
  }

  var description: String {
    switch self {
    case .call: "one call"
    case .respondWith: "respond(with:), then two calls"
    case .respondInOrder: "respond(inOrder:) with two answers, then three calls"
    case .respondInOrderEmpty: "respond(inOrder: []), then a call"
    case .respondWithAFailureThenASuccess: "respond(inOrder:) a failure then a success, then two calls"
    }
  }
}
