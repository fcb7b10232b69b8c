import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every kind of error a `Networking` can throw, so that a test checks them all and not one kind
/// only: `URLError`s of several codes, both kinds of cancel (URLSession's `URLError(.cancelled)` and
/// a cancelled task's `CancellationError`), a `DecodingError` from a layer below, and an error of
/// the app's own.
enum TransportFailure: String, CaseIterable, Sendable, CustomStringConvertible {
  case offline
  case timedOut
  case connectionLost
  case cannotFindHost
  case badServerResponse
  case secureConnectionFailed
  case sessionCancelled
  case cancelled
  case decoding
  case otherError

  /// An error that is neither a `URLError` nor a `CancellationError`.
  struct VPNDown: Error, Equatable {}

  /// Each `URLError` carries details, as URLSession's do (the URL that failed, a description of
  /// its own): a layer that makes a new `URLError` with the same code loses them, and a test sees it.
  var error: any Error {
    switch self {
    case .offline: Self.urlError(.notConnectedToInternet, "The Internet connection appears to be offline.")
    case .timedOut: Self.urlError(.timedOut, "The request timed out.")
    case .connectionLost: Self.urlError(.networkConnectionLost, "The network connection was lost.")
    case .cannotFindHost: Self.urlError(.cannotFindHost, "A server with the specified hostname could not be found.")
    case .badServerResponse: Self.urlError(.badServerResponse, "The server sent a response that could not be read.")
    case .secureConnectionFailed: Self.urlError(.secureConnectionFailed, "A secure connection could not be made.")
    case .sessionCancelled: Self.urlError(.cancelled, "cancelled")
    case .cancelled: CancellationError()
    case .decoding: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a cache's copy was corrupt"))
    case .otherError: VPNDown()
    }
  }

  private static func urlError(_ code: URLError.Code, _ text: String) -> URLError {
    URLError(
      code,
      userInfo: [
        NSURLErrorFailingURLErrorKey: URL(fileURLWithPath: "/users/42"),
        NSLocalizedDescriptionKey: text,
      ])
  }

  /// The error's shape, as a test compares it.
  var shape: ErrorShape { ErrorShape(error) }

  /// Whether this is one of the two kinds of cancel.
  var isCancel: Bool { self == .sessionCancelled || self == .cancelled }

  var description: String {
    switch self {
    case .offline: "URLError(.notConnectedToInternet)"
    case .timedOut: "URLError(.timedOut)"
    case .connectionLost: "URLError(.networkConnectionLost)"
    case .cannotFindHost: "URLError(.cannotFindHost)"
    case .badServerResponse: "URLError(.badServerResponse)"
    case .secureConnectionFailed: "URLError(.secureConnectionFailed)"
    case .sessionCancelled: "URLError(.cancelled) (URLSession's cancel)"
    case .cancelled: "CancellationError() (a cancelled task's)"
    case .decoding: "a DecodingError from below the seam"
    case .otherError: "VPNDown() (an error of the app's own)"
    }
  }
}
