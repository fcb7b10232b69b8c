import Foundation

/// Everything a retry can be seen to do, in one value a test compares once: how `run` ended, the
/// retrier's clock time at each attempt, where that clock stands at the end, and how many tasks
/// are still asleep on the clocks the test gave it.
///
/// ```swift
/// expectSame(
///   RetryRun(result, attempts: attempts, clockNow: clock.now.offset, asleep: server.sleeperCount),
///   RetryRun(ending: .cancellation, attempts: [.zero, .seconds(1)], clockNow: .seconds(1), asleep: 0),
///   "Cancelled during the second attempt: CancellationError, and no third attempt.")
/// ```
struct RetryRun: Equatable {
  /// How `run` ended, told apart the way a caller tells errors apart: by kind.
  enum Ending: Equatable, CustomStringConvertible {
    case returned(String)
    case cancellation
    case urlError(URLError.Code)
    case offline(attempt: Int)
    case decodingError
    case other(String)
    case unfinished

    init(_ result: Result<String, any Error>?) {
      switch result {
      case nil: self = .unfinished
      case .success(let value): self = .returned(value)
      case .failure(let error as Offline): self = .offline(attempt: error.attempt)
      case .failure(let error as URLError): self = .urlError(error.code)
      case .failure(is CancellationError): self = .cancellation
      case .failure(is DecodingError): self = .decodingError
      case .failure(let error): self = .other(String(describing: error))
      }
    }

    var description: String {
      switch self {
      case .returned(let value): "returned \(String(reflecting: value))"
      case .cancellation: "threw CancellationError"
      case .urlError(let code): "threw URLError(\(code.rawValue))"
      case .offline(let attempt): "threw Offline(attempt: \(attempt))"
      case .decodingError: "threw a DecodingError"
      case .other(let error): "threw \(error)"
      case .unfinished: "had not finished"
      }
    }
  }

  var ending: Ending
  /// The retrier's clock time when each attempt started, oldest first.
  var attempts: [Duration]
  /// The retrier's clock time once `run` ended.
  var clockNow: Duration
  /// Tasks still asleep on the retrier's clock and the test's server clock.
  var asleep: Int
}

extension RetryRun {
  init(_ result: Result<String, any Error>?, attempts: Recorder<Duration>, clockNow: Duration, asleep: Int) {
    self.init(ending: Ending(result), attempts: attempts.all, clockNow: clockNow, asleep: asleep)
  }
}
