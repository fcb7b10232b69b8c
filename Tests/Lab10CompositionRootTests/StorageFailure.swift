import Foundation
import Lab10CompositionRoot

/// Every kind of error a storage member can throw: the tests' own, the network's (several codes),
/// a file that does not decode, a member nobody overrode, and a cancel of both kinds
/// (`CancellationError` from Swift concurrency, `URLError(.cancelled)` from URLSession).
enum StorageFailure: String, CaseIterable, Sendable {
  case diskFull = "DiskFull"
  case offline = "URLError(.notConnectedToInternet)"
  case timedOut = "URLError(.timedOut)"
  case noPermission = "URLError(.noPermissionsToReadFile)"
  case corruptFile = "DecodingError.dataCorrupted"
  case unimplemented = "UnimplementedDependency"
  case cancelled = "CancellationError"
  case urlCancelled = "URLError(.cancelled)"

  var error: any Error {
    switch self {
    case .diskFull: DiskFull()
    case .offline: URLError(.notConnectedToInternet)
    case .timedOut: URLError(.timedOut)
    case .noPermission: URLError(.noPermissionsToReadFile)
    case .corruptFile:
      DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "notes.json is not JSON"))
    case .unimplemented: UnimplementedDependency(name: "AppDependencies.saveNote")
    case .cancelled: CancellationError()
    case .urlCancelled: URLError(.cancelled)
    }
  }

  /// How ``Outcome`` names this error once thrown.
  var kind: String { errorKind(error) }

  /// The two kinds of cancel.
  static let cancels: [StorageFailure] = [.cancelled, .urlCancelled]
}
