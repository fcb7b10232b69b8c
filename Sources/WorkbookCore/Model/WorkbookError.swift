import Foundation

/// A failure the tool reports to the user in one line, with the exit code it documents.
public enum WorkbookError: Error, CustomStringConvertible {
  /// A bad verb, lab or option: exit code 2.
  case usage(String)
  /// Something the tool itself could not do (a missing `swift`, an unwritable folder): exit code 3.
  case environment(String)

  public var description: String {
    switch self {
    case .usage(let message), .environment(let message): message
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .environment: 3
    }
  }
}
