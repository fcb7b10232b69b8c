import Foundation
import Lab01NetworkingSeam

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the networking answers a request whose caller's task was cancelled while it waited. The
/// policy tells a cancel by the error, not by the task: a profile that arrives anyway is a profile,
/// a failure a failure, and only a cancel error is a cancel (docs/01, "A cancel is not a failure").
enum AnswerToACancelledCall: String, CaseIterable, Sendable, CustomStringConvertible {
  case profile
  case badStatus
  case timedOut
  case sessionCancelled
  case cancelled

  func result() throws -> Result<(Data, URLResponse), any Error> {
    switch self {
    case .profile: try httpAnswer(status: 200, body: graceJSON, for: apiBaseURL())
    case .badStatus: try httpAnswer(status: 503, body: graceJSON, for: apiBaseURL())
    case .timedOut: .failure(TransportFailure.timedOut.error)
    case .sessionCancelled: .failure(TransportFailure.sessionCancelled.error)
    case .cancelled: .failure(CancellationError())
    }
  }

  /// What `UserAPI.profile(id:)` gives back: the answer, as it came.
  var apiOutcome: APICall.Outcome {
    switch self {
    case .profile: .profile(grace)
    case .badStatus: .threw(.badStatus(503))
    case .timedOut: .threw(TransportFailure.timedOut.shape)
    case .sessionCancelled: .threw(TransportFailure.sessionCancelled.shape)
    case .cancelled: .threw(.cancellation)
    }
  }

  /// What the screen shows at the end, starting from `before`.
  func shows(after before: UserProfileViewModel.State) -> UserProfileViewModel.State {
    switch self {
    case .profile: .loaded(grace)
    case .badStatus, .timedOut: .failed(message: "<any non-empty message>")
    case .sessionCancelled, .cancelled: before
    }
  }

  var description: String {
    switch self {
    case .profile: "a profile (Grace Hopper), which arrived anyway"
    case .badStatus: "a 503"
    case .timedOut: "URLError(.timedOut)"
    case .sessionCancelled: "URLError(.cancelled) (URLSession's cancel)"
    case .cancelled: "CancellationError()"
    }
  }
}
