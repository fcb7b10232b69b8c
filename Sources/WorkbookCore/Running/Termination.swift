import Foundation

/// How a child process ended.
public enum Termination: Equatable, Sendable {
  case exited(Int32)
  case signaled(Int32)
  /// It ran past its time limit and was killed, with everything it had started.
  case timedOut
}
