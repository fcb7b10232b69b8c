import Foundation
import Lab01NetworkingSeam

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything one call to `UserAPI.profile(id:)` can be seen to do: what it returned or threw, and
/// every request the networking double received, field by field.
struct APICall: Equatable, CustomStringConvertible {
  enum Outcome: Equatable, Sendable, CustomStringConvertible {
    case profile(UserProfile)
    case threw(ErrorShape)

    /// What `api.profile(id:)` returned or threw.
    static func of(_ api: UserAPI, id: String) async -> Outcome {
      do {
        return .profile(try await api.profile(id: id))
      } catch {
        return .threw(ErrorShape(error))
      }
    }

    var description: String {
      switch self {
      case .profile(let profile): "returned \(profile)"
      case .threw(let error): "threw \(error)"
      }
    }
  }

  var outcome: Outcome
  var requests: [RequestRecord]

  /// Calls `api.profile(id:)` once and records what happened, the requests read from `networking`.
  static func of(_ api: UserAPI, id: String, networking: StubNetworking) async -> APICall {
    APICall(outcome: await Outcome.of(api, id: id), requests: networking.requests.map(RequestRecord.init))
  }

  var description: String {
    "\(outcome), after \(requests.count) request(s)\(requests.map { "\n    \($0)" }.joined())"
  }
}
