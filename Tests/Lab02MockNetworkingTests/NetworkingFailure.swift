import Foundation

/// Every kind of error the networking can throw at the client: a test's own error, several
/// `URLError` codes (with and without details in `userInfo`), decoding errors thrown below the
/// client, and both kinds of cancel.
enum NetworkingFailure: CaseIterable, CustomStringConvertible, Sendable {
  case probe, notConnected, timedOut, timedOutWithDetails, badServerResponse, cannotFindHost
  case decoding, decodingAKeyNotFound
  case cancellationError, urlErrorCancelled, urlErrorCancelledWithDetails

  var error: any Error {
    switch self {
    case .probe: ProbeError(id: 42)
    case .notConnected: URLError(.notConnectedToInternet)
    case .timedOut: URLError(.timedOut)
    case .timedOutWithDetails:
      URLError(
        .timedOut,
        userInfo: [
          NSURLErrorFailingURLErrorKey: failingURL, NSLocalizedDescriptionKey: "The request timed out.",
        ])
    case .badServerResponse: URLError(.badServerResponse)
    case .cannotFindHost: URLError(.cannotFindHost)
    case .decoding: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "thrown by the networking"))
    case .decodingAKeyNotFound:
      DecodingError.keyNotFound(
        TestKey("token"), .init(codingPath: [TestKey("session")], debugDescription: "the networking's own decoding failed"))
    case .cancellationError: CancellationError()
    case .urlErrorCancelled: URLError(.cancelled)
    case .urlErrorCancelledWithDetails:
      URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: failingURL, "reason": "the screen closed"])
    }
  }

  /// The same error, as the client's caller must see it: equal in content, not only in kind.
  var outcome: ClientOutcome { ClientOutcome(error) }

  var description: String {
    switch self {
    case .probe: "ProbeError (a test's own error)"
    case .notConnected: "URLError(.notConnectedToInternet)"
    case .timedOut: "URLError(.timedOut)"
    case .timedOutWithDetails: "URLError(.timedOut) with a failing URL and a message in userInfo"
    case .badServerResponse: "URLError(.badServerResponse)"
    case .cannotFindHost: "URLError(.cannotFindHost)"
    case .decoding: "a DecodingError.dataCorrupted thrown by the networking"
    case .decodingAKeyNotFound: "a DecodingError.keyNotFound with a coding path, thrown by the networking"
    case .cancellationError: "CancellationError"
    case .urlErrorCancelled: "URLError(.cancelled)"
    case .urlErrorCancelledWithDetails: "URLError(.cancelled) with a failing URL in userInfo"
    }
  }
}

/// The URL a transport error names as the one that failed.
private let failingURL = URL(string: "https://api.lab02.test/v1/users") ?? URL(fileURLWithPath: "/")

/// A coding key a test names, for decoding errors built by hand.
struct TestKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
