import Lab05SegregatedServices

/// A `CatServiceError` as a test compares it, built by switching over its cases: the suite's
/// oracle is its own, never the library's `==`. Its cases are named like the library's, so a
/// table reads `.server(status: 503)` either way.
enum ShownError: Equatable, Sendable, CustomStringConvertible {
  case offline
  case server(status: Int)
  case undecodable
  case unexpected

  init(_ error: CatServiceError) {
    switch error {
    case .offline: self = .offline
    case .server(let status): self = .server(status: status)
    case .undecodable: self = .undecodable
    case .unexpected: self = .unexpected
    }
  }

  /// The library's error this stands for, to throw from a double or to build a state.
  var error: CatServiceError {
    switch self {
    case .offline: .offline
    case .server(let status): .server(status: status)
    case .undecodable: .undecodable
    case .unexpected: .unexpected
    }
  }

  var description: String {
    switch self {
    case .offline: "offline"
    case .server(let status): "server(status: \(status))"
    case .undecodable: "undecodable"
    case .unexpected: "unexpected"
    }
  }
}
