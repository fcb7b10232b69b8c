import Foundation
import Lab05SegregatedServices

/// Everything a test can see of one service call: every request the client received, whole, and
/// how the call ended. Task 2's tests compare one of these, once.
struct ServiceExchange: Equatable, CustomStringConvertible {
  var requests: [SentRequest]
  var outcome: Outcome

  enum Outcome: Equatable, CustomStringConvertible {
    /// A fact came back, compared scalar by scalar (``ShownFact``).
    case gave(ShownFact)
    case done
    case threw(Thrown)

    /// The outcome of a fetch that returned `fact`.
    static func fact(_ fact: CatFact) -> Outcome { .gave(ShownFact(fact)) }

    var description: String {
      switch self {
      case .gave(let fact): "fact \(fact)"
      case .done: "done"
      case .threw(let thrown): "threw \(thrown)"
      }
    }
  }

  var description: String { "requests \(requests), then \(outcome)" }

  /// Runs `fetchCatFact()` and records what the client saw.
  static func fetch(_ service: CatService, through client: StubHTTPClient) async -> ServiceExchange {
    let outcome: Outcome
    do {
      outcome = .fact(try await service.fetchCatFact())
    } catch {
      outcome = .threw(Thrown(error))
    }
    return ServiceExchange(requests: client.requests.map(SentRequest.init), outcome: outcome)
  }

  /// Runs `updateName(id:to:)` and records what the client saw.
  static func rename(_ service: CatService, id: String, to name: String, through client: StubHTTPClient) async -> ServiceExchange {
    let outcome: Outcome
    do {
      try await service.updateName(id: id, to: name)
      outcome = .done
    } catch {
      outcome = .threw(Thrown(error))
    }
    return ServiceExchange(requests: client.requests.map(SentRequest.init), outcome: outcome)
  }
}
