import Foundation
import Lab01NetworkingSeam

/// What kind of error a call threw, precise enough to tell "the same error, unchanged" from "an
/// error made from it": a `URLError`'s code AND its `userInfo` (a `URLError` rebuilt with the same
/// code but new details is another error), a `DecodingError`'s case, coding path and description
/// (the decoder's own error, not one made from it), the `UserAPIError` case, the type and the text
/// of anything else (so that a starter's "TODO: ... is not written yet" shows in the message).
enum ErrorShape: Equatable, Sendable, CustomStringConvertible {
  case urlError(code: Int, userInfo: String)
  case cancellation
  case decoding(String)
  case badStatus(Int)
  case notHTTP
  case other(type: String, text: String)

  init(_ error: any Error) {
    switch error {
    case let error as URLError: self = .urlError(code: error.code.rawValue, userInfo: Self.describe(error.userInfo))
    case is CancellationError: self = .cancellation
    case let error as DecodingError: self = .decoding(Self.describe(error))
    case UserAPIError.badStatus(let code): self = .badStatus(code)
    case UserAPIError.notHTTP: self = .notHTTP
    default: self = .other(type: String(reflecting: type(of: error)), text: String(describing: error))
    }
  }

  var description: String {
    switch self {
    case .urlError(let code, let userInfo): "URLError(code \(code), userInfo [\(userInfo)])"
    case .cancellation: "CancellationError"
    case .decoding(let detail): "DecodingError.\(detail)"
    case .badStatus(let code): "UserAPIError.badStatus(\(code))"
    case .notHTTP: "UserAPIError.notHTTP"
    case .other(let type, let text): "\(type) (\"\(text)\")"
    }
  }
}

extension ErrorShape {
  /// The shape of the error `JSONDecoder` itself throws for `body`: what a test expects when the
  /// decoder's own error must come through unchanged.
  static func decodingError(for body: String) -> ErrorShape {
    do {
      _ = try JSONDecoder().decode(UserProfile.self, from: Data(body.utf8))
      return .other(type: "no error", text: "the body decoded")
    } catch {
      return ErrorShape(error)
    }
  }

  /// Every key and value, sorted by key: strings, numbers and URLs written out, anything else by
  /// its type (an object's identity is not part of what a caller compares).
  private static func describe(_ userInfo: [String: Any]) -> String {
    userInfo.keys.sorted().map { key in
      let value = userInfo[key]
      let text =
        switch value {
        case let string as String: string.debugDescription
        case let url as URL: url.absoluteString
        case let number as Int: String(number)
        default: String(describing: type(of: value as Any))
        }
      return "\(key)=\(text)"
    }.joined(separator: ", ")
  }

  /// The case, the coding path and the decoder's description.
  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      "path [\(context.codingPath.map(\.stringValue).joined(separator: "."))] \(context.debugDescription.debugDescription)"
    }
    return switch error {
    case .typeMismatch(let type, let context): "typeMismatch(\(type), \(path(context)))"
    case .valueNotFound(let type, let context): "valueNotFound(\(type), \(path(context)))"
    case .keyNotFound(let key, let context): "keyNotFound(\(key.stringValue), \(path(context)))"
    case .dataCorrupted(let context): "dataCorrupted(\(path(context)))"
    @unknown default: "\(error)"
    }
  }
}
