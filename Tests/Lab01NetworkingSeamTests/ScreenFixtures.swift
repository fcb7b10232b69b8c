import Foundation
import Lab01NetworkingSeam

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every state the screen can be in before a load: each is reached by the loads that lead there,
/// and shows a profile (Ada Byron) that no later answer holds, so a wrong state is visible.
enum ScreenStart: String, CaseIterable, Sendable, CustomStringConvertible {
  case idle
  case loaded
  case failed
  case loadedThenFailed
  case cancelledFirstLoad
  case cancelledReload

  /// The loads that lead to this state: the id each asks for, and its answer.
  func steps() throws -> [(id: String, answer: Result<(Data, URLResponse), any Error>)] {
    let byron = try httpAnswer(status: 200, body: adaByronJSON, for: apiBaseURL())
    switch self {
    case .idle: return []
    case .loaded: return [("42", byron)]
    case .failed: return [("42", .failure(URLError(.timedOut)))]
    case .loadedThenFailed: return [("42", byron), ("42", try httpAnswer(status: 503, body: adaByronJSON, for: apiBaseURL()))]
    case .cancelledFirstLoad: return [("42", .failure(CancellationError()))]
    case .cancelledReload: return [("42", byron), ("42", .failure(URLError(.cancelled)))]
    }
  }

  /// What the screen shows in this state (`.failed`'s message is the learner's).
  var shows: UserProfileViewModel.State {
    switch self {
    case .idle, .cancelledFirstLoad: .idle
    case .loaded, .cancelledReload: .loaded(adaByron)
    case .failed, .loadedThenFailed: .failed(message: "<any non-empty message>")
    }
  }

  var description: String {
    switch self {
    case .idle: "idle (nothing loaded yet)"
    case .loaded: "loaded (Ada Byron on screen)"
    case .failed: "failed (a first load timed out)"
    case .loadedThenFailed: "failed after a success (Ada Byron loaded, then a reload answered 503)"
    case .cancelledFirstLoad: "idle again after a first load was cancelled"
    case .cancelledReload: "loaded after a reload of Ada Byron was cancelled"
    }
  }
}

/// The answers a load can get, other than a cancel: a profile, or an error of each kind.
enum LoadAnswer: String, CaseIterable, Sendable, CustomStringConvertible {
  case profile
  case offline
  case timedOut
  case cannotFindHost
  case serverError
  case notFound
  case informational
  case redirect
  case notAProfile
  case emptyBody
  case decodingFromBelow
  case otherError

  /// The answer for a load of user 7 (Grace Hopper).
  func answer() throws -> Result<(Data, URLResponse), any Error> {
    let url = try apiBaseURL()
    switch self {
    case .profile: return try httpAnswer(status: 200, body: graceJSON, for: url)
    case .offline: return .failure(URLError(.notConnectedToInternet))
    case .timedOut: return .failure(URLError(.timedOut))
    case .cannotFindHost: return .failure(URLError(.cannotFindHost))
    case .serverError: return try httpAnswer(status: 500, body: graceJSON, for: url)
    case .notFound: return try httpAnswer(status: 404, body: graceJSON, for: url)
    case .informational: return try httpAnswer(status: 199, body: graceJSON, for: url)
    case .redirect: return try httpAnswer(status: 300, body: graceJSON, for: url)
    case .notAProfile: return try httpAnswer(status: 200, body: #"{"oops": true}"#, for: url)
    case .emptyBody: return try httpAnswer(status: 200, body: "", for: url)
    case .decodingFromBelow: return .failure(TransportFailure.decoding.error)
    case .otherError: return .failure(TransportFailure.VPNDown())
    }
  }

  /// What the screen shows after it: Grace's profile, or a failure.
  var shows: UserProfileViewModel.State {
    self == .profile ? .loaded(grace) : .failed(message: "<any non-empty message>")
  }

  var description: String {
    switch self {
    case .profile: "Grace Hopper's profile"
    case .offline: "URLError(.notConnectedToInternet)"
    case .timedOut: "URLError(.timedOut)"
    case .cannotFindHost: "URLError(.cannotFindHost)"
    case .serverError: "a 500"
    case .notFound: "a 404"
    case .informational: "a 199"
    case .redirect: "a 300"
    case .notAProfile: "a 200 whose body is not a profile (a DecodingError)"
    case .emptyBody: "a 200 with an empty body (a DecodingError)"
    case .decodingFromBelow: "a DecodingError thrown by the networking"
    case .otherError: "an error of the app's own"
    }
  }
}

/// Both kinds of cancel.
enum Cancel: String, CaseIterable, Sendable, CustomStringConvertible {
  case task
  case session

  var error: any Error { self == .task ? CancellationError() : URLError(.cancelled) }

  var description: String { self == .task ? "CancellationError() (a cancelled task's)" : "URLError(.cancelled) (URLSession's)" }
}
