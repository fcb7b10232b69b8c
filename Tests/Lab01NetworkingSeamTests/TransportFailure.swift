import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ways a request can fail before any answer arrives, so a test can check them all and not
/// one kind only: `URLError`s of several codes (`.cancelled`, URLSession's own cancellation,
/// among them), the `CancellationError` of a cancelled task, and an error of the app's own.
enum TransportFailure: String, CaseIterable, Sendable, CustomStringConvertible {
  case offline
  case timedOut
  case connectionLost
  case sessionCancelled
  case cancelled
  case otherError

  /// An error that is neither a `URLError` nor a `CancellationError`.
  struct VPNDown: Error, Equatable {}

  var error: any Error {
    switch self {
    case .offline: URLError(.notConnectedToInternet)
    case .timedOut: URLError(.timedOut)
    case .connectionLost: URLError(.networkConnectionLost)
    case .sessionCancelled: URLError(.cancelled)
    case .cancelled: CancellationError()
    case .otherError: VPNDown()
    }
  }

  /// Whether `thrown` is this failure's error, unchanged.
  func isSameError(as thrown: any Error) -> Bool {
    switch self {
    case .offline: (thrown as? URLError)?.code == .notConnectedToInternet
    case .timedOut: (thrown as? URLError)?.code == .timedOut
    case .connectionLost: (thrown as? URLError)?.code == .networkConnectionLost
    case .sessionCancelled: (thrown as? URLError)?.code == .cancelled
    case .cancelled: thrown is CancellationError
    case .otherError: thrown is VPNDown
    }
  }

  var description: String {
    switch self {
    case .offline: "URLError(.notConnectedToInternet)"
    case .timedOut: "URLError(.timedOut)"
    case .connectionLost: "URLError(.networkConnectionLost)"
    case .sessionCancelled: "URLError(.cancelled) (URLSession's own cancellation)"
    case .cancelled: "CancellationError()"
    case .otherError: "VPNDown() (an error of the app's own)"
    }
  }
}
