import Foundation
import Lab05SegregatedServices

/// An error as a test can compare it: which kind, and the part of it that matters. A cancel keeps
/// its own shape here (`CancellationError` is not `URLError(.cancelled)`), so a test sees whether a
/// layer passed a cancel through unchanged or swapped it for another error.
enum Thrown: Equatable, Sendable, CustomStringConvertible {
  case service(ShownError)
  case urlError(code: Int)
  case cancellation
  case decoding
  case probe
  case other(String)

  /// `URLError(.cancelled)`: how URLSession ends a `data(for:)` whose task was cancelled.
  static let urlCancelled = Thrown.urlError(code: URLError.Code.cancelled.rawValue)

  init(_ error: any Error) {
    switch error {
    case let error as CatServiceError: self = .service(ShownError(error))
    case let error as URLError: self = .urlError(code: error.code.rawValue)
    case is CancellationError: self = .cancellation
    case is DecodingError: self = .decoding
    case is ProbeError: self = .probe
    default: self = .other(String(describing: error))
    }
  }

  /// The error itself, to throw from a double.
  var error: any Error {
    switch self {
    case .service(let error): error.error
    case .urlError(let code): URLError(Self.urlErrorCodes.first { $0.rawValue == code } ?? .unknown)
    case .cancellation: CancellationError()
    case .decoding: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a decoding error thrown as it is"))
    case .probe, .other: ProbeError()
    }
  }

  /// The codes the tests throw (looked up by number: `URLError.Code(rawValue:)` is failable on
  /// Linux and not on macOS).
  private static let urlErrorCodes: [URLError.Code] = [
    .cancelled, .notConnectedToInternet, .timedOut, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
    .secureConnectionFailed, .badServerResponse,
  ]

  var isCancel: Bool { self == .cancellation || self == .urlCancelled }

  var description: String {
    switch self {
    case .service(let error): "CatServiceError.\(error)"
    case .urlError(let code): "URLError(\(code))"
    case .cancellation: "CancellationError"
    case .decoding: "DecodingError"
    case .probe: "ProbeError"
    case .other(let text): text
    }
  }
}

/// An error no library throws: a test's own, to show that every error of a kind is handled alike.
struct ProbeError: Error {}
