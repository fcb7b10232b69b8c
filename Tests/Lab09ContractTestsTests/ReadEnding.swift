import Foundation
import Testing

/// How the test ends a read of the store's notes held in ``ParkingListsStore``: with the ids the
/// store held when the read arrived, with a failure, or cancelled (the store throws
/// `CancellationError`, or `URLError(.cancelled)` as a store over URLSession would).
enum ReadEnding: CaseIterable, Sendable, CustomTestStringConvertible {
  case notes
  case failure
  case cancellation
  case urlCancellation

  /// What the store throws for this ending, or `nil` when it returns the ids.
  var error: (any Error)? {
    switch self {
    case .notes: nil
    case .failure: UnavailableStore.DiskUnavailable()
    case .cancellation: CancellationError()
    case .urlCancellation: URLError(.cancelled)
    }
  }

  var testDescription: String {
    switch self {
    case .notes: "answered with notes"
    case .failure: "failed"
    case .cancellation: "was cancelled (CancellationError)"
    case .urlCancellation: "was cancelled (URLError(.cancelled))"
    }
  }
}
