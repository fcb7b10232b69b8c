import Foundation
import Lab01NetworkingSeam

/// What kind of error a call threw, precise enough to tell "the same error, unchanged" from "an
/// error made from it": the `URLError` code, the `UserAPIError` case, the type and the text of
/// anything else (so that a starter's "TODO: ... is not written yet" shows in the message).
enum ErrorShape: Equatable, Sendable, CustomStringConvertible {
  case urlError(code: Int)
  case cancellation
  case decoding
  case badStatus(Int)
  case notHTTP
  case other(type: String, text: String)

  init(_ error: any Error) {
    switch error {
    case let error as URLError: self = .urlError(code: error.code.rawValue)
    case is CancellationError: self = .cancellation
    case is DecodingError: self = .decoding
    case UserAPIError.badStatus(let code): self = .badStatus(code)
    case UserAPIError.notHTTP: self = .notHTTP
    default: self = .other(type: String(reflecting: type(of: error)), text: String(describing: error))
    }
  }

  var description: String {
    switch self {
    case .urlError(let code): "URLError(code \(code))"
    case .cancellation: "CancellationError"
    case .decoding: "a DecodingError"
    case .badStatus(let code): "UserAPIError.badStatus(\(code))"
    case .notHTTP: "UserAPIError.notHTTP"
    case .other(let type, let text): "\(type) (\"\(text)\")"
    }
  }
}
