import Foundation
import Lab02MockNetworking

/// How a call to the client ended, told apart the way its caller tells them apart: by kind.
enum ClientOutcome: Equatable, CustomStringConvertible {
  case returned(User)
  case networkClientError(NetworkClientError)
  case urlError(URLError.Code)
  case cancellation
  case decodingError
  case probe(Int)
  case unconfigured
  case other(String)
  case nothing

  init(_ error: any Error) {
    switch error {
    case let error as NetworkClientError: self = .networkClientError(error)
    case let error as URLError: self = .urlError(error.code)
    case is CancellationError: self = .cancellation
    case is DecodingError: self = .decodingError
    case let error as ProbeError: self = .probe(error.id)
    case is MockNetworking.UnconfiguredCall: self = .unconfigured
    default: self = .other(String(describing: error))
    }
  }

  var description: String {
    switch self {
    case .returned(let user): "returned \(user)"
    case .networkClientError(let error): "threw NetworkClientError.\(error)"
    case .urlError(let code): "threw URLError(\(code.rawValue))"
    case .cancellation: "threw CancellationError"
    case .decodingError: "threw a DecodingError"
    case .probe(let id): "threw ProbeError(id: \(id))"
    case .unconfigured: "threw UnconfiguredCall"
    case .other(let error): "threw \(error)"
    case .nothing: "returned nothing"
    }
  }
}

/// What one call to the client shows: how it ended, and the double's whole record.
struct ClientCall: Equatable {
  var outcome: ClientOutcome
  var record: MockRecord

  init(returned user: User?, mock: MockNetworking) {
    outcome = user.map(ClientOutcome.returned) ?? .nothing
    record = MockRecord(mock)
  }

  init(returned user: User, record: MockRecord) {
    outcome = .returned(user)
    self.record = record
  }

  init(outcome: ClientOutcome, record: MockRecord) {
    self.outcome = outcome
    self.record = record
  }
}
