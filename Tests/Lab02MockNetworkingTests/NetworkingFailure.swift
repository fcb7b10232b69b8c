import Foundation

/// Every kind of error the networking can throw at the client: a test's own error, several
/// `URLError` codes, a decoding error thrown below the client, and both kinds of cancel.
enum NetworkingFailure: CaseIterable, CustomStringConvertible, Sendable {
  case probe, notConnected, timedOut, badServerResponse, cannotFindHost, decoding
  case cancellationError, urlErrorCancelled

  var error: any Error {
    switch self {
    case .probe: ProbeError(id: 42)
    case .notConnected: URLError(.notConnectedToInternet)
    case .timedOut: URLError(.timedOut)
    case .badServerResponse: URLError(.badServerResponse)
    case .cannotFindHost: URLError(.cannotFindHost)
    case .decoding: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "thrown by the networking"))
    case .cancellationError: CancellationError()
    case .urlErrorCancelled: URLError(.cancelled)
    }
  }

  /// The same error, as the client's caller must see it.
  var outcome: ClientOutcome {
    switch self {
    case .probe: .probe(42)
    case .notConnected: .urlError(.notConnectedToInternet)
    case .timedOut: .urlError(.timedOut)
    case .badServerResponse: .urlError(.badServerResponse)
    case .cannotFindHost: .urlError(.cannotFindHost)
    case .decoding: .decodingError
    case .cancellationError: .cancellation
    case .urlErrorCancelled: .urlError(.cancelled)
    }
  }

  var description: String {
    switch self {
    case .probe: "ProbeError (a test's own error)"
    case .notConnected: "URLError(.notConnectedToInternet)"
    case .timedOut: "URLError(.timedOut)"
    case .badServerResponse: "URLError(.badServerResponse)"
    case .cannotFindHost: "URLError(.cannotFindHost)"
    case .decoding: "a DecodingError thrown by the networking"
    case .cancellationError: "CancellationError"
    case .urlErrorCancelled: "URLError(.cancelled)"
    }
  }
}
