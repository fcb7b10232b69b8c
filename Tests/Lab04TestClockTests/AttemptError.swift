import Foundation

/// Every kind of error an attempt can fail with, for the retry tests that must hold for all of
/// them: a test's own error, several `URLError` codes, a decoding error, and both kinds of cancel
/// (Swift's `CancellationError`, URLSession's `URLError(.cancelled)`).
enum AttemptError: CaseIterable, CustomStringConvertible, Sendable {
  case offline, timedOut, notConnected, badServerResponse, decoding
  case cancellationError, urlErrorCancelled

  /// The failures a retry tries again.
  static let failures: [AttemptError] = [.offline, .timedOut, .notConnected, .badServerResponse, .decoding]
  /// The two kinds of cancel.
  static let cancels: [AttemptError] = [.cancellationError, .urlErrorCancelled]

  /// The error itself, for attempt number `attempt` (the test's own error carries it).
  func error(attempt: Int) -> any Error {
    switch self {
    case .offline: Offline(attempt: attempt)
    case .timedOut: URLError(.timedOut)
    case .notConnected: URLError(.notConnectedToInternet)
    case .badServerResponse: URLError(.badServerResponse)
    case .decoding: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a profile"))
    case .cancellationError: CancellationError()
    case .urlErrorCancelled: URLError(.cancelled)
    }
  }

  /// How a caller sees that error come out of `run`, as it came.
  func ending(attempt: Int) -> RetryRun.Ending {
    switch self {
    case .offline: .offline(attempt: attempt)
    case .timedOut: .urlError(.timedOut)
    case .notConnected: .urlError(.notConnectedToInternet)
    case .badServerResponse: .urlError(.badServerResponse)
    case .decoding: .decodingError
    case .cancellationError: .cancellation
    case .urlErrorCancelled: .urlError(.cancelled)
    }
  }

  var description: String {
    switch self {
    case .offline: "Offline (the test's own error)"
    case .timedOut: "URLError(.timedOut)"
    case .notConnected: "URLError(.notConnectedToInternet)"
    case .badServerResponse: "URLError(.badServerResponse)"
    case .decoding: "a DecodingError"
    case .cancellationError: "CancellationError"
    case .urlErrorCancelled: "URLError(.cancelled)"
    }
  }
}

/// Where a test cancels a retry: during attempt `cancelledAttempt` of at most `maxAttempts`.
struct CancelPoint: CustomStringConvertible, Sendable {
  let maxAttempts: Int
  let cancelledAttempt: Int

  /// The first attempt, a middle one, the last one, and the only one.
  static let all: [CancelPoint] = [
    CancelPoint(maxAttempts: 1, cancelledAttempt: 1),
    CancelPoint(maxAttempts: 3, cancelledAttempt: 1),
    CancelPoint(maxAttempts: 3, cancelledAttempt: 2),
    CancelPoint(maxAttempts: 3, cancelledAttempt: 3),
  ]

  var description: String { "attempt \(cancelledAttempt) of \(maxAttempts)" }
}

/// What an attempt cancelled mid-flight throws: the cancel itself, URLSession's cancel, or an
/// error of its own that has nothing to do with cancelling (the task is cancelled all the same).
enum CancelledAttemptError: CaseIterable, CustomStringConvertible, Sendable {
  case cancellationError, urlErrorCancelled, plainError

  func error(attempt: Int) -> any Error {
    switch self {
    case .cancellationError: CancellationError()
    case .urlErrorCancelled: URLError(.cancelled)
    case .plainError: Offline(attempt: attempt)
    }
  }

  var description: String {
    switch self {
    case .cancellationError: "CancellationError"
    case .urlErrorCancelled: "URLError(.cancelled)"
    case .plainError: "a plain error (Offline)"
    }
  }
}
