import Foundation
import Lab02MockNetworking

/// How a call to the client ended, told apart by everything its caller can read from it: an error
/// passed on "as it came" must come out equal in content, not only in kind (a `URLError`'s code
/// and its whole `userInfo`, the failing URL included; a `DecodingError`'s case, key or type,
/// coding path and debug description).
enum ClientOutcome: Equatable, CustomStringConvertible, Sendable {
  case returned(User)
  case networkClientError(NetworkClientError)
  /// The code, then every `userInfo` entry as `key=value`, sorted.
  case urlError(URLError.Code, userInfo: [String])
  case cancellation
  /// The case with its key or type, the coding path and the debug description.
  case decodingError(String)
  case probe(Int)
  case unconfigured
  case other(String)
  case nothing
  /// The call had not ended after a bounded wait.
  case stillWaiting

  init(_ error: any Error) {
    switch error {
    case let error as NetworkClientError: self = .networkClientError(error)
    case let error as URLError: self = .urlError(error.code, userInfo: error.userInfo.map { "\($0.key)=\($0.value)" }.sorted())
    case is CancellationError: self = .cancellation
    case let error as DecodingError: self = .decodingError(Self.describe(error))
    case let error as ProbeError: self = .probe(error.id)
    case is MockNetworking.UnconfiguredCall: self = .unconfigured
    default: self = .other(String(describing: error))
    }
  }

  /// What the caller gets from decoding `body` as a `User` itself: the reference a client that
  /// passes the decoder's error on must match.
  static func decoding(_ body: String) -> ClientOutcome {
    do {
      return .returned(try JSONDecoder().decode(User.self, from: Data(body.utf8)))
    } catch {
      return ClientOutcome(error)
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      "at [\(context.codingPath.map(\.stringValue).joined(separator: ", "))]: \(context.debugDescription)"
    }
    switch error {
    case .keyNotFound(let key, let context): return "keyNotFound(\(key.stringValue)) \(path(context))"
    case .typeMismatch(let type, let context): return "typeMismatch(\(type)) \(path(context))"
    case .valueNotFound(let type, let context): return "valueNotFound(\(type)) \(path(context))"
    case .dataCorrupted(let context): return "dataCorrupted \(path(context))"
    @unknown default: return String(describing: error)
    }
  }

  var description: String {
    switch self {
    case .returned(let user): "returned \(user)"
    case .networkClientError(let error): "threw NetworkClientError.\(error)"
    case .urlError(let code, let userInfo): "threw URLError(\(code.rawValue), userInfo: \(userInfo))"
    case .cancellation: "threw CancellationError"
    case .decodingError(let detail): "threw DecodingError.\(detail)"
    case .probe(let id): "threw ProbeError(id: \(id))"
    case .unconfigured: "threw UnconfiguredCall"
    case .other(let error): "threw \(error)"
    case .nothing: "returned nothing"
    case .stillWaiting: "was still waiting"
    }
  }
}

/// What one call to the client shows: how it ended, and the double's whole record.
struct ClientCall: Equatable {
  var outcome: ClientOutcome
  var record: MockRecord

  init(returned user: User, record: MockRecord) {
    outcome = .returned(user)
    self.record = record
  }

  init(outcome: ClientOutcome, record: MockRecord) {
    self.outcome = outcome
    self.record = record
  }
}
