import Foundation
import Lab08Login

/// An error only the tests throw: one the code under test has never heard of.
struct UnheardOfError: Error, Equatable {}

/// Every kind of error the two layers can meet, each with what `AuthenticationService` turns it
/// into: a 401 is wrong credentials, a cancel passes through unchanged (it is not a failure, see
/// "A cancel is not a failure" in docs/01-networking-seam.md), and everything else is a failed
/// request.
enum ServiceErrors {
  struct Row {
    let apiError: any Error
    /// What `login` throws, as ``describe(_:)`` spells it.
    let thrown: String
    let why: String
  }

  /// Every status around 401, each other 4xx, a 3xx, a 5xx.
  static let otherStatuses = [301, 304, 399, 400, 402, 403, 404, 407, 409, 422, 429, 499, 500, 502, 503]

  /// Transport failures, the two whose names sound like a cancel included: the user cancelling an
  /// authentication challenge ended the request, but the caller did not stop waiting: only
  /// `.cancelled` is a cancel.
  static let urlErrorCodes: [URLError.Code] = [
    .notConnectedToInternet, .timedOut, .cannotFindHost, .networkConnectionLost, .secureConnectionFailed, .userAuthenticationRequired,
    .userCancelledAuthentication, .badServerResponse, .cannotParseResponse,
  ]

  static let apiFailures: [Row] =
    [
      Row(
        apiError: APIError.badStatus(401), thrown: describe(AuthenticationServiceError.invalidCredentials),
        why: "only a 401 means wrong credentials")
    ]
    + otherStatuses.map {
      Row(apiError: APIError.badStatus($0), thrown: describe(AuthenticationServiceError.requestFailed), why: "a \($0) is a failed request")
    }
    + urlErrorCodes.map {
      Row(
        apiError: URLError($0), thrown: describe(AuthenticationServiceError.requestFailed),
        why:
          "a transport failure (URLError code \($0.rawValue)) is a failed request; a timeout is a failure, and only URLError(.cancelled) is a cancel (not .userCancelledAuthentication)"
      )
    }
    + [
      Row(
        apiError: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")),
        thrown: describe(AuthenticationServiceError.requestFailed), why: "an answer that can't be decoded is a failed request"),
      Row(
        apiError: UnheardOfError(), thrown: describe(AuthenticationServiceError.requestFailed), why: "any other error is a failed request"),
      Row(
        apiError: CancellationError(), thrown: describe(CancellationError()),
        why: "a cancel is not a failure: rethrow CancellationError as it came"),
      Row(
        apiError: URLError(.cancelled), thrown: describe(URLError(.cancelled)),
        why: "URLSession's cancel is a cancel too: rethrow URLError(.cancelled) as it came"),
    ]

  /// What the authentication service can throw at the view model: its own errors, an error it
  /// passed on, and both kinds of cancel.
  static let loginFailures: [any Error] = [
    AuthenticationServiceError.invalidCredentials,
    AuthenticationServiceError.requestFailed,
    URLError(.notConnectedToInternet),
    URLError(.timedOut),
    URLError(.userCancelledAuthentication),
    DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")),
    UnheardOfError(),
  ]

  /// One failure of each family: the service's own error, a transport error, one nobody has heard of.
  static let familiesOfFailure: [any Error] = [
    AuthenticationServiceError.invalidCredentials, URLError(.timedOut), UnheardOfError(),
  ]

  static let cancels: [any Error] = [CancellationError(), URLError(.cancelled)]
}
