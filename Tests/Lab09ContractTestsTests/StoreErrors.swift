import Foundation
import Lab09ContractTests
import Testing

/// Every kind of failure a store can meet, each a different error type: a view model must show a
/// message for each, whatever it is, and leave the list as it was.
enum StoreFailure: CaseIterable, Sendable, CustomTestStringConvertible {
  /// A test-only error: the disk can't be read or written.
  case diskUnavailable
  /// A store over a server, offline.
  case offline
  /// A store over a server that did not answer in time (a timeout is a failure, not a cancel).
  case timedOut
  /// A note whose file is not valid JSON any more.
  case corruptedFile
  /// A note listed by `ids()` and gone by the time it is read (another device deleted it).
  case listedButGone
  /// A server that asked for credentials and got none: the word "cancelled" is in its name, and
  /// still it is a failure, not a cancel (only `URLError(.cancelled)` is one).
  case authenticationCancelled
  /// A store over a server whose host can't be found.
  case cannotFindHost
  /// A store over a server whose connection dropped mid-call.
  case connectionLost

  var error: any Error {
    switch self {
    case .diskUnavailable: UnavailableStore.DiskUnavailable()
    case .offline: URLError(.notConnectedToInternet)
    case .timedOut: URLError(.timedOut)
    case .corruptedFile: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
    case .listedButGone: NoteStoreError.notFound(id: "groceries")
    case .authenticationCancelled: URLError(.userCancelledAuthentication)
    case .cannotFindHost: URLError(.cannotFindHost)
    case .connectionLost: URLError(.networkConnectionLost)
    }
  }

  var testDescription: String {
    switch self {
    case .diskUnavailable: "the disk unavailable"
    case .offline: "URLError(.notConnectedToInternet)"
    case .timedOut: "URLError(.timedOut)"
    case .corruptedFile: "a DecodingError"
    case .listedButGone: "NoteStoreError.notFound"
    case .authenticationCancelled: "URLError(.userCancelledAuthentication)"
    case .cannotFindHost: "URLError(.cannotFindHost)"
    case .connectionLost: "URLError(.networkConnectionLost)"
    }
  }
}

/// Both kinds of cancel a store can throw when the task waiting on it is cancelled: Swift
/// concurrency's `CancellationError`, and URLSession's `URLError(.cancelled)` (a store over a
/// server). Both are cancels; see "A cancel is not a failure" in docs/01-networking-seam.md.
enum StoreCancel: CaseIterable, Sendable, CustomTestStringConvertible {
  case cancellationError
  case urlErrorCancelled

  var error: any Error {
    switch self {
    case .cancellationError: CancellationError()
    case .urlErrorCancelled: URLError(.cancelled)
    }
  }

  var testDescription: String {
    switch self {
    case .cancellationError: "CancellationError"
    case .urlErrorCancelled: "URLError(.cancelled)"
    }
  }
}
